//! The compiled rules of every game in `games/`, under every ruleset the file names,
//! snapshotted in the text form `ludic rules` prints.

use ludic::game::rules_from_file;
use ludic::game::{compile_file, Compiled};
use ludic::load::Selection;
use ludic::program::compile::own::text::render;
use std::path::Path;

fn relative(path: &Path) -> &Path {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
}

/// The names of the file's rulesets, read from its `(ruleset "Name" ...)` forms.
fn ruleset_names(text: &str) -> Vec<String> {
    text.split("(ruleset \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

fn compile(path: &Path, ruleset: Option<String>) -> ludic::rules::Rules {
    let sel = Selection {
        ruleset,
        options: Vec::new(),
        ..Default::default()
    };
    rules_from_file(relative(path), &sel)
        .unwrap_or_else(|f| panic!("{} does not compile:\n{}", path.display(), f.render(false)))
}

#[test]
fn every_game_compiles_under_every_ruleset() {
    insta::glob!("../games", "*.lud", |path| {
        let text = std::fs::read_to_string(path).expect("game file is readable");
        // A game of stacks (Lasca) runs on the general engine only: its snapshot is the
        // move program, as `ludic rules` prints it, which also says why it is not lowered.
        if let Ok(Compiled::Program(p)) = compile_file(relative(path), &Selection::default()) {
            let lowered = ludic::game::lower(&p).map(|_| ());
            assert!(lowered.is_err(), "{} lowers to the kernel", path.display());
            insta::assert_snapshot!(ludic::program::text::render(&p, &lowered));
            return;
        }
        let mut out = render(&compile(path, None));
        for name in ruleset_names(&text) {
            out.push('\n');
            out.push_str(&render(&compile(path, Some(name))));
        }
        insta::assert_snapshot!(out);
    });
}

/// Ludii's reading of Dum Blas is international draughts, rule for rule.
#[test]
fn dum_blas_ludii_ruleset_is_international_draughts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut ludii = compile(&dir.join("dum-blas.lud"), Some("ludii".into()));
    let mut intl = compile(&dir.join("international-draughts.lud"), None);
    assert!(ludii
        .ruleset
        .as_deref()
        .is_some_and(|r| r.contains("Ludii")));
    ludii.name.clear();
    ludii.ruleset = None;
    intl.name.clear();
    // The PDN type names a game, as the name does; the rules are what must agree.
    intl.pdn_type = None;
    assert_eq!(ludii, intl);
}

/// The historical ruleset is the default and follows the rule book.
#[test]
fn dum_blas_default_follows_the_rule_book() {
    use ludic::rules::{CaptureMode, Priority, PromoteWhen, Reach, Removal};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("games/dum-blas.lud");
    let r = compile(&path, None);
    assert!(r
        .ruleset
        .as_deref()
        .is_some_and(|r| r.contains("Historical")));
    assert_eq!(r.capture.mode, CaptureMode::Huff);
    assert_eq!(r.capture.priority, [Priority::MostPieces]);
    assert_eq!(r.capture.removal, Removal::EndOfSequence);
    assert!(r.capture.continues);
    // Men capture forwards only; kings fly.
    assert_eq!(r.man.hops[0].dirs, r.man.moves[0].dirs);
    assert_eq!(r.king.hops[0].before, Reach::Any);
    assert_eq!(
        r.promotion.as_ref().map(|p| p.when),
        Some(PromoteWhen::EndOfTurn)
    );
    assert_eq!(r.end.no_progress, Some(50));
    let never = Selection {
        ruleset: None,
        options: vec!["Draw/Never".into()],
        ..Default::default()
    };
    let r = rules_from_file(relative(&path), &never).expect("compiles without the draw");
    assert_eq!(r.end.no_progress, None);
}

/// The compiled files play the published perft counts from the start (the kernel's
/// own tests cover positions; these check what the files say).
#[test]
fn compiled_files_match_published_perft() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let expected = [9u64, 81, 658, 4265];
    for (file, ruleset) in [
        ("international-draughts.lud", None),
        ("dum-blas.lud", Some("ludii".to_string())),
    ] {
        let game = ludic::kernel::Game::new(compile(&dir.join(file), ruleset))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let start = game.start();
        let counts: Vec<u64> = (1..=4).map(|d| game.perft(&start, d)).collect();
        assert_eq!(counts, expected, "{file}");
    }
    // Dum Blas by the source: men neither capture backwards nor must capture, so the
    // first moves are the same nine steps.
    let game = ludic::kernel::Game::new(compile(&dir.join("dum-blas.lud"), None)).expect("game");
    assert_eq!(game.perft(&game.start(), 1), 9);
}
