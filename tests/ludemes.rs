//! The ludeme table of the move language: every entry's examples give the value or perft
//! it says, every signature is written in the table's notation, and `docs/language.md`
//! documents exactly the ludemes of the table.

use ludic::load::{expand_source, Selection};
use ludic::program::compile::ludemes::{
    self, condition_play, example_game, number_condition, region_condition, Example, Signature,
};
use std::collections::BTreeSet;
use std::path::Path;

/// Perft at `depth` of a game given as text, on the general engine.
fn perft_of_text(name: &str, text: &str, depth: u32) -> Result<u64, String> {
    let expanded = expand_source(name, text, &Selection::default()).map_err(|f| f.render(false))?;
    let program = ludic::program::compile::compile(&expanded.game)
        .map_err(|d| ludic::diag::render(&d, &expanded.sources, false, 100))?;
    let e = ludic::engine::Engine::new(program);
    Ok(e.perft(&e.start(), depth))
}

/// The numbers of cells, vertices and edges of the board that `board` builds.
fn board_counts(board: &str) -> Result<(usize, usize, usize), String> {
    use ludic::program::equipment::SiteType;
    let text = ludemes::board_game(board);
    let expanded =
        expand_source("board", &text, &Selection::default()).map_err(|f| f.render(false))?;
    let eq = ludic::program::compile::equipment_of(&expanded.game)
        .map_err(|d| ludic::diag::render(&d, &expanded.sources, false, 100))?;
    let n = |k| eq.elements(k).len();
    Ok((n(SiteType::Cell), n(SiteType::Vertex), n(SiteType::Edge)))
}

/// The sites of the first track of the board `board`.
fn first_track(board: &str) -> Result<Vec<i32>, String> {
    let text = ludemes::board_game(board);
    let expanded =
        expand_source("board", &text, &Selection::default()).map_err(|f| f.render(false))?;
    let eq = ludic::program::compile::equipment_of(&expanded.game)
        .map_err(|d| ludic::diag::render(&d, &expanded.sources, false, 100))?;
    let tracks = eq.tracks?;
    tracks
        .first()
        .map(|t| t.sites.clone())
        .ok_or_else(|| format!("{board} has no track"))
}

/// The result every example gives, against the one it should.
fn run(key: &str, ex: &Example) -> Result<(), String> {
    let (text, depth, want) = match *ex {
        Example::Number(expr, v) => (
            example_game(&condition_play(&number_condition(expr, v))),
            1,
            2,
        ),
        Example::Condition(c, holds) => (
            example_game(&condition_play(c)),
            1,
            if holds { 2 } else { 1 },
        ),
        Example::Region(r, sites) => (
            example_game(&condition_play(&region_condition(r, sites))),
            1,
            2,
        ),
        Example::Play(play, n) => (example_game(play), 1, n),
        Example::Text(text, depth, n) => (text.to_string(), depth, n),
        Example::Track(board, want) => {
            return first_track(board).and_then(|got| {
                (got == want).then_some(()).ok_or(format!(
                    "{key}: {board}'s first track is {got:?}, not {want:?}"
                ))
            });
        }
        Example::Board(board, cells, vertices, edges) => {
            return board_counts(board).and_then(|got| {
                (got == (cells, vertices, edges))
                    .then_some(())
                    .ok_or(format!(
                        "{key}: {board} has (cells, vertices, edges) {got:?}, not {:?}",
                        (cells, vertices, edges)
                    ))
            });
        }
        Example::Game(file, depth, n) => {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
            let e = ludic::game::engine_from_file(&path, &Selection::default())
                .map_err(|f| f.render(false))?;
            let got = e.perft(&e.start(), depth);
            return (got == n)
                .then_some(())
                .ok_or(format!("{key}: {file} perft {depth} is {got}, not {n}"));
        }
    };
    let got = perft_of_text(key, &text, depth)
        .map_err(|e| format!("{key}: {ex:?} does not compile:\n{e}"))?;
    (got == want)
        .then_some(())
        .ok_or(format!("{key}: {ex:?} gives perft {got}, not {want}"))
}

#[test]
fn every_example_gives_its_result() {
    let failures: Vec<String> = ludemes::all()
        .flat_map(|l| l.examples.iter().map(move |ex| run(l.key, ex)))
        .filter_map(Result::err)
        .collect();
    assert!(
        failures.is_empty(),
        "{} examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_entry_has_an_example_and_a_sound_signature() {
    for l in ludemes::all() {
        assert!(!l.examples.is_empty(), "{} has no example", l.key);
        assert!(!l.summary.is_empty(), "{} has no summary", l.key);
        let bad = Signature::check_notation(l.positional, l.named);
        assert!(
            bad.is_empty(),
            "{}: unknown words in its signature: {bad:?}",
            l.key
        );
    }
    let mut seen = BTreeSet::new();
    for l in ludemes::all() {
        assert!(
            seen.insert((l.family, l.key)),
            "{} is twice in one family",
            l.key
        );
    }
}

/// A clause that makes the example condition fail to compile, and the message it gets.
fn diagnostics_of(cond: &str) -> String {
    match perft_of_text("bad", &example_game(&condition_play(cond)), 1) {
        Ok(n) => panic!("{cond} compiled (perft {n})"),
        Err(e) => e,
    }
}

#[test]
fn a_wrong_signature_is_one_located_error() {
    let e = diagnostics_of("(is In 2 (sites Bottom) (sites Top))");
    assert!(
        e.contains("`is In` takes 1 to 2 positional arguments, found 3"),
        "{e}"
    );
    assert_eq!(e.matches("lud::program::bad_argument").count(), 1, "{e}");
    let e = diagnostics_of("(all Sites (sites Bottom) iff:(is Empty (site)))");
    assert!(e.contains("did you mean `if:`?"), "{e}");
    assert!(e.contains("`all Sites` needs `if:`"), "{e}");
    let e = diagnostics_of("(= (who at:0 levle:0) 1)");
    assert!(e.contains("`levle:` of `who` is not supported yet"), "{e}");
    assert!(e.contains("did you mean `level:`?"), "{e}");
}

/// The `## Ludii's move language` section of docs/language.md, up to the next `## `.
fn move_language_section() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md");
    let text = std::fs::read_to_string(path).expect("docs/language.md exists");
    let start = text
        .find("\n## Ludii's move language")
        .expect("docs/language.md has a `## Ludii's move language` section");
    let rest = &text[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |i| i + 4);
    rest[..end].to_string()
}

/// The keys of the `#### `KEY`` headings of the reference (`### Reference`).
fn documented_keys() -> BTreeSet<String> {
    let section = move_language_section();
    let start = section
        .find("\n### Reference")
        .expect("the move-language section has a `### Reference`");
    let reference = &section[start + 1..];
    let end = reference[4..]
        .find("\n### ")
        .map_or(reference.len(), |i| i + 5);
    reference[..end]
        .lines()
        .filter_map(|l| {
            l.strip_prefix("#### `")?
                .strip_suffix('`')
                .map(str::to_string)
        })
        .collect()
}

#[test]
fn the_docs_document_exactly_the_table() {
    let documented = documented_keys();
    let table: BTreeSet<String> = ludemes::all().map(|l| l.key.to_string()).collect();
    let undocumented: Vec<_> = table.difference(&documented).collect();
    let unknown: Vec<_> = documented.difference(&table).collect();
    assert!(
        undocumented.is_empty(),
        "docs/language.md lacks `#### `KEY`` for {undocumented:?}"
    );
    assert!(
        unknown.is_empty(),
        "docs/language.md documents {unknown:?}, which the table lacks"
    );
}

fn ludic(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("ludic runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn ludemes_lists_the_table() {
    let (code, out, _) = ludic(&["ludemes"]);
    assert_eq!(code, 0);
    assert!(out.contains("move Hop"), "{out}");
    assert!(
        out.contains("game.rules.play.moves.nonDecision.effect.Hop"),
        "{out}"
    );
    assert!(out.contains("count Best"), "{out}");
    assert!(out.contains("ludic's own"), "{out}");
    assert!(
        out.ends_with(&format!("{} ludemes\n", ludemes::all().count())),
        "{out}"
    );
    let (code, out, _) = ludic(&["ludemes", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v.as_array().map(Vec::len), Some(ludemes::all().count()));
}

/// A small library of our own: two files use `move Set`, one `is Flat`, one does not
/// parse.
fn small_library() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludic-ludemes-{}", std::process::id()));
    let sub = dir.join("sub");
    std::fs::create_dir_all(&sub).expect("temporary folder");
    let leap = |name: &str, extra: &str| {
        example_game(&format!("(or (move Set NextPlayer P1) {extra})"))
            .replace("\"Example\"", &format!("\"{name}\""))
    };
    std::fs::write(dir.join("a.lud"), leap("A", "(move Pass)")).expect("write");
    std::fs::write(sub.join("b.lud"), leap("B", "(if (is Flat) (move Pass))")).expect("write");
    std::fs::write(dir.join("broken.lud"), "(game \"Broken\" (players 2)").expect("write");
    std::fs::write(dir.join("notes.txt"), "not a game").expect("write");
    dir
}

#[test]
fn ludemes_maps_what_a_library_lacks() {
    let dir = small_library();
    let d = dir.to_string_lossy().to_string();
    let (code, out, _) = ludic(&["ludemes", "--library", &d]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "files  ludeme ludic lacks", "{out}");
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        ["2", "move", "Set"],
        "{out}"
    );
    assert_eq!(
        lines[2].split_whitespace().collect::<Vec<_>>(),
        ["1", "is", "Flat"],
        "{out}"
    );
    assert_eq!(lines.len(), 4, "{out}");
    assert!(
        lines[3].starts_with("3 files, 2 parse and expand (1 do not)"),
        "{out}"
    );
    let (code, out, _) = ludic(&["ludemes", "--library", &d, "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["files"], 3);
    assert_eq!(v["failed"], 1);
    assert_eq!(v["lacking"][0]["key"], "move Set");
    assert_eq!(v["lacking"][0]["files"], 2);
    // `move Hop`, `forEach Piece`, `is Empty`... are used and known, not listed.
    let used = v["ludemes_used"].as_u64().unwrap_or(0);
    let known = v["ludemes_used_known"].as_u64().unwrap_or(0);
    assert_eq!(used, known + 2, "{out}");
    let (code, _, err) = ludic(&["ludemes", "--library", &format!("{d}/missing")]);
    assert_eq!(code, 1, "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
