//! Every file of `tests/compile_bad/` fails to compile; its rendered diagnostics
//! (no colour, fixed width) are snapshotted.

use ludic::game::rules_from_file;
use ludic::load::Selection;
use std::path::Path;

/// The path relative to the package, so that snapshots name files the same anywhere.
fn relative(path: &Path) -> &Path {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
}

#[test]
fn bad_files_fail_with_diagnostics() {
    insta::glob!("compile_bad/*.lud", |path| {
        let failure = match rules_from_file(relative(path), &Selection::default()) {
            Ok(_) => panic!("{} compiled, but it should not", path.display()),
            Err(f) => f,
        };
        assert!(!failure.usage, "a fault in the file is not a usage error");
        assert!(
            failure
                .diags
                .0
                .iter()
                .all(|d| d.code.starts_with("lud::compile::")),
            "{}: only compile errors expected",
            path.display()
        );
        insta::assert_snapshot!(failure.render(false));
    });
}
