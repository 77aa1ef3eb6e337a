//! Diagnostics a reader can act on, through `ludic check` on the files of
//! `tests/diagnostics/` (written in the shapes of Ludii's files): one fault said once
//! however many uses of a define reach it, a flood cut after the first 20 with a count
//! of the rest, no knock-on error after the one that caused it, and help that would
//! fix what it is about. The rendered diagnostics (no colour) are snapshots.

use std::process::Command;

#[test]
fn diagnostics() {
    insta::glob!("diagnostics/*.lud", |path| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let rel = path.strip_prefix(root).expect("inside the crate");
        let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
            .args(["check".as_ref(), rel.as_os_str()])
            .current_dir(root)
            .env("NO_COLOR", "1")
            .env("COLUMNS", "100")
            .output()
            .expect("run ludic");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        // No diagnostic twice: each message at each place once.
        let heads: Vec<&str> = err.lines().filter(|l| l.contains('×')).collect();
        let mut distinct = heads.clone();
        distinct.dedup();
        assert_eq!(heads, distinct, "{err}");
        assert!(heads.len() <= 20, "{err}");
        assert!(!err.contains("the game has no board"), "{err}");
        insta::assert_snapshot!(err);
    });
}
