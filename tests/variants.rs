//! Variants by extension: every file in tests/variants/bad/ fails with the diagnostics
//! snapshotted beside this file; the good variants expand and compile, and the base's
//! options and rulesets keep working through an extension.

use ludic::game::rules_from_file;
use ludic::load::{expand_file, Selection};
use ludic::rules::{CaptureMode, Priority, Reach};
use ludic::syntax::print::print_node;
use std::path::Path;

fn sel(ruleset: Option<&str>, options: &[&str]) -> Selection {
    Selection {
        ruleset: ruleset.map(str::to_string),
        options: options.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

#[test]
fn bad_variants_are_reported() {
    insta::glob!("variants/bad/*.lud", |path| {
        // Relative paths keep the snapshots independent of the checkout's location.
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let rel = path.strip_prefix(root).unwrap_or(path);
        let failure = match rules_from_file(rel, &Selection::default()) {
            Ok(_) => panic!("{} should fail", rel.display()),
            Err(f) => f,
        };
        assert!(!failure.usage);
        insta::assert_snapshot!(failure.render(false));
    });
}

#[test]
fn dum_papan_changes_only_what_it_says() {
    let papan = rules_from_file(Path::new("games/variants/dum-papan.lud"), &sel(None, &[]))
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let blas = rules_from_file(Path::new("games/dum-blas.lud"), &sel(None, &[]))
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    assert_eq!(papan.name, "Dum Papan");
    assert_eq!(
        papan.ruleset.as_deref(),
        Some("Ruleset/Dum Papan (Illustrative)")
    );
    assert_eq!(papan.capture.mode, CaptureMode::Compulsory);
    assert_eq!(
        papan.capture.priority,
        [Priority::MostPieces, Priority::ByKing]
    );
    // Everything else is the base's.
    assert_eq!(papan.board, blas.board);
    assert_eq!(papan.players, blas.players);
    assert_eq!(papan.man, blas.man);
    assert_eq!(papan.king, blas.king);
    assert_eq!(papan.promotion, blas.promotion);
    assert_eq!(papan.start, blas.start);
    assert_eq!(papan.end, blas.end);
    assert_eq!(papan.capture.continues, blas.capture.continues);
    assert_eq!(papan.capture.removal, blas.capture.removal);
}

#[test]
fn the_base_options_work_through_the_extension() {
    let path = Path::new("games/variants/dum-papan.lud");
    let back = rules_from_file(path, &sel(Some("backward"), &[]))
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let fwd =
        rules_from_file(path, &sel(None, &[])).unwrap_or_else(|f| panic!("{}", f.render(false)));
    assert_ne!(back.man.hops[0].dirs, fwd.man.hops[0].dirs);
    let never = rules_from_file(path, &sel(None, &["Draw/Never"]))
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    assert_eq!(never.end.no_progress, None);
    assert_eq!(fwd.end.no_progress, Some(50));
    // The option the variant removed is gone.
    let gone = rules_from_file(path, &sel(None, &["Maximum Capture/Huff"]));
    assert!(gone.is_err_and(|f| f.usage));
}

#[test]
fn a_variant_of_a_variant() {
    let path = Path::new("tests/variants/ok/papan-variant.lud");
    let r =
        rules_from_file(path, &sel(None, &[])).unwrap_or_else(|f| panic!("{}", f.render(false)));
    assert_eq!(r.name, "Short Papan");
    assert_eq!(r.ruleset.as_deref(), Some("Ruleset/Short Kings"));
    assert_eq!(r.king.hops[0].before, Reach::Upto(0));
    assert_eq!(r.capture.mode, CaptureMode::Compulsory);
    assert_eq!(r.end.no_progress, None);
    // Dum Papan's rulesets are still there beside the new one.
    assert!(rules_from_file(path, &sel(Some("backward"), &[])).is_ok());
    let e = expand_file(path, &sel(None, &[])).unwrap_or_else(|f| panic!("{}", f.render(false)));
    insta::assert_snapshot!(print_node(&e.game));
}

/// The compiled rules of every variant in games/variants/ under each of its rulesets
/// (tests/compile_games.rs snapshots the games at the top of games/).
#[test]
fn every_variant_compiles_under_every_ruleset() {
    insta::glob!("../games/variants", "*.lud", |path| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let rel = path.strip_prefix(root).unwrap_or(path);
        let text = std::fs::read_to_string(path).expect("readable");
        let names: Vec<&str> = text
            .split("(ruleset \"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        let mut out = String::new();
        for name in names {
            let r = rules_from_file(rel, &sel(Some(name), &[]))
                .unwrap_or_else(|f| panic!("{}", f.render(false)));
            out.push_str(&ludic::program::compile::own::text::render(&r));
            out.push('\n');
        }
        insta::assert_snapshot!(out);
    });
}
