//! The language reference documents every ludeme and constant the compiler knows:
//! adding one to the registry without documenting it fails here.

use ludic::program::compile::own::registry::{CONSTANTS, LUDEMES};

/// The `## Ludemes` section of docs/language.md.
fn ludemes_section() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md");
    let text = std::fs::read_to_string(path).expect("docs/language.md exists");
    let start = text
        .find("\n## Ludemes")
        .map(|i| i + 1)
        .or_else(|| text.starts_with("## Ludemes").then_some(0))
        .expect("docs/language.md has a `## Ludemes` section");
    let rest = &text[start + 3..];
    let end = rest.find("\n## ").map_or(rest.len(), |i| i + 1);
    rest[..end].to_string()
}

#[test]
fn every_ludeme_has_a_heading() {
    let section = ludemes_section();
    let missing: Vec<&str> = LUDEMES
        .iter()
        .map(|l| l.name)
        .filter(|name| !section.contains(&format!("### `{name}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/language.md lacks `### `NAME`` for {missing:?}"
    );
}

#[test]
fn every_constant_is_mentioned() {
    let section = ludemes_section();
    let missing: Vec<&str> = CONSTANTS
        .iter()
        .map(|c| c.name)
        .filter(|name| !section.contains(&format!("`{name}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/language.md never mentions {missing:?}"
    );
}
