//! The top-level forms of a file: one `(game ...)` (or Ludii's `(match ...)`, a series of
//! games), and any `(define ...)`, `(option ...)`, `(rulesets ...)` and `(metadata ...)`;
//! also option references `<Tag>`, whose value gives defines (Ludii's options are text,
//! so an item may hold whole defines).

use crate::diag::{Diag, Diags};
use crate::syntax::ast::{File, Head, Kind, Node, Span};

/// A file's top-level forms by kind.
#[derive(Debug, Default)]
pub struct Forms<'a> {
    /// The `(game ...)` or `(match ...)` clause.
    pub game: Option<&'a Node>,
    /// `(define ...)` clauses, and option references `<Tag>` at the top level (which
    /// must give defines), in the file's order.
    pub defines: Vec<&'a Node>,
    /// `(option ...)` clauses.
    pub options: Vec<&'a Node>,
    /// `(rulesets ...)` clauses.
    pub rulesets: Vec<&'a Node>,
    /// `(metadata ...)` clauses: kept in the AST, dropped from the expanded game.
    pub metadata: Vec<&'a Node>,
}

/// The head name of a clause with a plain name head.
pub fn head_name(n: &Node) -> Option<&str> {
    match &n.kind {
        Kind::Clause {
            head: Head::Name(s),
            ..
        } => Some(s),
        _ => None,
    }
}

/// Sorts the top-level forms of `file`; reports a missing or second game and any other form.
pub fn split<'a>(file: &'a File, file_id: u32, diags: &mut Diags) -> Forms<'a> {
    let mut forms = Forms::default();
    if file.items.is_empty() {
        diags.push(
            Diag::new("lud::expand::empty", "the file holds no description")
                .label(Span::new(file_id, 0, 0), "empty")
                .help("a game file holds a `(game \"Name\" ...)` clause"),
        );
        return forms;
    }
    for n in &file.items {
        if matches!(n.kind, Kind::Angle(_)) {
            forms.defines.push(n);
            continue;
        }
        match head_name(n) {
            Some("game" | "match") => match forms.game {
                Some(first) => diags.push(
                    Diag::new("lud::expand::second_game", "a file describes one game or match")
                        .label(n.span, "second game")
                        .label(first.span, "first game")
                        .help("put each game in its own file"),
                ),
                None => forms.game = Some(n),
            },
            Some("define") => forms.defines.push(n),
            Some("option") => forms.options.push(n),
            Some("rulesets") => forms.rulesets.push(n),
            Some("metadata") => forms.metadata.push(n),
            // A mark after a top-level form is checked where it matters (items, rulesets).
            _ => diags.push(
                Diag::new("lud::expand::top_level", "unexpected form at the top level")
                    .label(n.span, "not game, match, define, option, rulesets or metadata")
                    .help("the top level holds (game ...) or (match ...), (define ...), (option ...), (rulesets {...}), (metadata ...) and <Tag> giving defines"),
            ),
        }
    }
    if forms.game.is_none() {
        let first = file.items[0].span;
        diags.push(
            Diag::new(
                "lud::expand::no_game",
                "the file has no `(game ...)` clause",
            )
            .label(
                Span::new(first.file, first.start as usize, first.start as usize),
                "no game here or after",
            )
            .help("add `(game \"Name\" (players 2) (equipment {...}) (rules ...))`"),
        );
    }
    forms
}

/// The error for `n`, which the option reference at `at` (at the top level) gave where
/// only defines may stand.
pub fn not_a_define(n: &Node, at: Span) -> Diag {
    Diag::new(
        "lud::expand::top_level",
        "an option value at the top level gives something else than defines",
    )
    .label(n.span, "not a define")
    .label(at, "this option reference stands at the top level")
    .help("at the top level, an option's value may only hold (define ...) clauses")
}

/// The defines of a library file; anything else in it is reported.
pub fn library_defines(file: &File, diags: &mut Diags) -> Vec<Node> {
    let mut out = Vec::new();
    for n in &file.items {
        if head_name(n) == Some("define") {
            out.push(n.clone());
        } else {
            diags.push(
                Diag::new(
                    "lud::expand::library",
                    "a define library holds only defines",
                )
                .label(n.span, "not a define")
                .help("move it into a game file"),
            );
        }
    }
    out
}
