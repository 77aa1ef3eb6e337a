//! The syntax reference's examples stay true: every ```lud block before `## Ludemes` in
//! docs/language.md parses, and the define and range examples expand to the text shown
//! after them.

use ludic::load::{expand_source, Selection};
use ludic::syntax::parse;
use ludic::syntax::print::{print_flat, print_node};

fn syntax_blocks() -> Vec<String> {
    let text = include_str!("../docs/language.md");
    let syntax = text.split("\n## Ludemes").next().unwrap_or(text);
    syntax
        .split("```lud\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_syntax_example_parses() {
    let blocks = syntax_blocks();
    assert!(blocks.len() >= 8, "{} blocks", blocks.len());
    for b in &blocks {
        if let Err(d) = parse(b, 0) {
            panic!("example does not parse: {:?}\n{b}", d.0[0].message);
        }
    }
}

#[test]
fn the_define_example_expands_as_shown() {
    let blocks = syntax_blocks();
    let i = blocks
        .iter()
        .position(|b| b.starts_with("(define \"Forward\""))
        .expect("the define example");
    let e = expand_source("doc.lud", &blocks[i], &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let shown = parse(&blocks[i + 1], 0).expect("the expansion parses");
    assert_eq!(vec![e.game.clone()], shown.items, "{}", print_node(&e.game));
}

#[test]
fn the_range_example_expands_as_shown() {
    let text = include_str!("../docs/language.md");
    let blocks = syntax_blocks();
    let block = blocks
        .iter()
        .find(|b| b.starts_with("(define \"Lane\""))
        .expect("the range example");
    let e = expand_source("doc.lud", block, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let shown = format!("expands to `{}`.", print_flat(&e.game));
    assert!(text.contains(&shown), "{shown}");
}
