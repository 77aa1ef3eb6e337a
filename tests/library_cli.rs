//! `ludic library DIR`: the table of what loads, folder by folder, and what stops the rest.

mod cli_support;

use cli_support::{ludic, stderr, stdout};

#[test]
fn library_counts_what_loads_by_folder_and_names_what_stops_the_rest() {
    let o = ludic(&["library", "tests/move-language"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let all: Vec<&str> = out
        .lines()
        .find(|l| l.starts_with("all "))
        .unwrap_or_else(|| panic!("no `all` row: {out}"))
        .split_whitespace()
        .collect();
    // files, loads, compile, expand, read, crash: the refusal fixtures (huff-misplaced,
    // huff-immediate, unsupported...) stop at compiling, nothing crashes.
    let n = |i: usize| all[i].parse::<usize>().unwrap_or_else(|_| panic!("{out}"));
    assert_eq!(n(1), n(2) + n(3) + n(4) + n(5) + n(6), "{out}");
    assert!(n(2) >= 20 && n(3) >= 3, "{out}");
    assert_eq!(n(6), 0, "{out}");
    assert!(out.contains("lud::program::huff_shape at huff"), "{out}");
}

#[test]
fn library_json_gives_every_file_its_stage() {
    let o = ludic(&["library", "games", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    let files = v.as_array().expect("an array of files");
    let dum = files
        .iter()
        .find(|f| f["file"] == "dum-blas.lud")
        .expect("dum-blas.lud listed");
    assert_eq!(dum["stage"], "loads");
    assert!(files.iter().all(|f| f["stage"] != "crash"));
}

#[test]
fn library_of_a_missing_folder_is_an_input_error() {
    let o = ludic(&["library", "no/such/folder"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("no/such/folder"));
}
