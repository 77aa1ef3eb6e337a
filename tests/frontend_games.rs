//! Every game file in `games/` (the define library `games/defs/` aside) and every
//! Ludii-style file in `tests/frontend/`: a snapshot of its syntax tree (outline) and of
//! its expanded text, and the printer round trip on the real files.

use ludic::load::{expand_file, parse_file, Selection};
use ludic::syntax::outline::outline;
use ludic::syntax::print::{print_file, print_node};
use std::path::Path;

fn relative(path: &Path) -> &Path {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .expect("inside the crate")
}

/// Outline, round trip and expansion of one file.
fn sections(path: &Path) -> String {
    let rel = relative(path);
    let parsed = parse_file(rel).unwrap_or_else(|f| panic!("{}", f.render(false)));
    let text = parsed.sources.text(parsed.file).to_string();
    let printed = print_file(&parsed.ast);
    let again = ludic::syntax::parse(&printed, 0).expect("printed text parses");
    assert_eq!(again, parsed.ast, "round trip of {}", rel.display());
    let expanded =
        expand_file(rel, &Selection::default()).unwrap_or_else(|f| panic!("{}", f.render(false)));
    let mut out = String::new();
    out.push_str("== ruleset: ");
    out.push_str(expanded.ruleset.as_deref().unwrap_or("(none)"));
    out.push_str("\n== options: ");
    out.push_str(&expanded.options.join(", "));
    out.push_str("\n\n== expanded\n");
    out.push_str(&print_node(&expanded.game));
    out.push_str("\n\n== syntax tree\n");
    out.push_str(&outline(&parsed.ast, &text));
    out
}

#[test]
fn game_files() {
    insta::glob!("../games", "**/*.lud", |path| {
        if path.components().any(|c| c.as_os_str() == "defs") {
            return;
        }
        insta::assert_snapshot!(sections(path));
    });
}

#[test]
fn frontend_files() {
    insta::glob!("frontend/*.lud", |path| {
        insta::assert_snapshot!(sections(path));
    });
}

/// Each ruleset of every game expands.
#[test]
fn every_ruleset_expands() {
    insta::glob!("../games", "**/*.lud", |path| {
        if path.components().any(|c| c.as_os_str() == "defs") {
            return;
        }
        let parsed = parse_file(relative(path)).expect("parses");
        let mut names = Vec::new();
        for item in &parsed.ast.items {
            if let ludic::syntax::ast::Kind::Clause { head, args, .. } = &item.kind {
                if *head == ludic::syntax::ast::Head::Name("rulesets".into()) {
                    collect_ruleset_names(args, &mut names);
                }
            }
        }
        for name in names {
            let sel = Selection {
                ruleset: Some(name.clone()),
                options: vec![],
                ..Default::default()
            };
            let e = expand_file(relative(path), &sel)
                .unwrap_or_else(|f| panic!("{name}: {}", f.render(false)));
            assert_eq!(e.ruleset.as_deref(), Some(name.as_str()));
        }
    });
}

fn collect_ruleset_names(args: &[ludic::syntax::ast::Node], out: &mut Vec<String>) {
    use ludic::syntax::ast::Kind;
    for a in args {
        if let Kind::Array(items) = &a.kind {
            for r in items {
                if let Kind::Clause { args, .. } = &r.kind {
                    if let Some(Kind::Str(s)) = args.first().map(|n| &n.kind) {
                        out.push(s.clone());
                    }
                }
            }
        }
    }
}
