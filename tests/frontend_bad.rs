//! The corpus of broken files in `tests/bad/`: each one's rendered diagnostics (no
//! colour, width 100) and exit status are snapshots. A first line `// args: ...` gives
//! the command-line selection (`--ruleset NAME`, `--option "Heading/Label"`).
//! Inputs too big or too binary to commit are made here.

use ludic::load::{expand_file, expand_parsed, parse_bytes, Failure, Selection};
use std::path::Path;

fn selection(text: &str) -> Selection {
    let mut sel = Selection::default();
    let Some(args) = text.lines().next().and_then(|l| l.strip_prefix("// args:")) else {
        return sel;
    };
    let words = split_words(args);
    let mut it = words.into_iter();
    while let Some(w) = it.next() {
        match w.as_str() {
            "--ruleset" => sel.ruleset = it.next(),
            "--option" => sel.options.extend(it.next()),
            other => panic!("unknown argument {other} in a bad file"),
        }
    }
    sel
}

/// Splits on spaces, keeping "quoted words" whole.
fn split_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            _ => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn shown(f: &Failure) -> String {
    format!("exit status: {}\n\n{}", f.exit_code(), f.render(false))
}

#[test]
fn bad_files() {
    insta::glob!("bad/*.lud", |path| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let rel = path.strip_prefix(root).expect("inside the crate");
        let text = String::from_utf8_lossy(&std::fs::read(path).expect("readable")).into_owned();
        let failure = match expand_file(rel, &selection(&text)) {
            Ok(e) => panic!("{} expanded without error: {:?}", rel.display(), e.game),
            Err(f) => f,
        };
        assert!(failure.exit_code() == 1 || failure.exit_code() == 2);
        insta::assert_snapshot!(shown(&failure));
    });
}

fn bytes_failure(name: &str, bytes: Vec<u8>) -> Failure {
    match parse_bytes(name, bytes).and_then(|p| expand_parsed(p, &Selection::default())) {
        Ok(_) => panic!("{name} expanded without error"),
        Err(f) => f,
    }
}

#[test]
fn deep_nesting_is_a_clean_error() {
    // One bracket a line, so that the snapshot shows a few lines, not 200 KB.
    let deep = "(\n".repeat(200_000).into_bytes();
    insta::assert_snapshot!(shown(&bytes_failure("deep.lud", deep)));
    let mut mixed = b"(game \"Deep\" ".to_vec();
    mixed.extend("{(".repeat(100_000).bytes());
    mixed.extend(")}".repeat(100_000).bytes());
    mixed.push(b')');
    let f = bytes_failure("mixed.lud", mixed);
    assert_eq!(f.diags.0[0].code, "lud::parse::too_deep");
}

#[test]
fn deep_nesting_in_a_thread_with_a_small_stack() {
    // The guard, not the stack size, must stop deep input.
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let deep = "(a ".repeat(200_000).into_bytes();
            bytes_failure("deep.lud", deep).diags.0[0].code
        })
        .expect("thread starts");
    assert_eq!(handle.join().expect("no overflow"), "lud::parse::too_deep");
}

#[test]
fn non_utf8_is_a_clean_error() {
    let mut bytes = b"(game \"Caf".to_vec();
    bytes.extend([0xE9, b'"', b')']);
    insta::assert_snapshot!(shown(&bytes_failure("latin1.lud", bytes)));
}

#[test]
fn binary_is_a_clean_error() {
    let bytes = vec![0x7F, b'E', b'L', b'F', 2, 1, 1, 0, 0, 0, 0xFF, 0xFE];
    insta::assert_snapshot!(shown(&bytes_failure("binary.lud", bytes)));
}

#[test]
fn missing_file_is_a_clean_error() {
    let f = match expand_file(
        Path::new("tests/bad/no-such-file.lud"),
        &Selection::default(),
    ) {
        Ok(_) => panic!("a missing file expanded"),
        Err(f) => f,
    };
    insta::assert_snapshot!(shown(&f));
}
