//! Reading a rule-test file (`NAME.tests`, in the `.lud` syntax) into [`Suite`].
//!
//! ```text
//! (tests "dum-blas.lud" ruleset:"Historical" options:{"Draw/Never"})
//!
//! (test "man-cannot-capture-backwards"
//!     (position "W:W28:B23,32")     PDN FEN; without it, the game's start position
//!     (turns "28-22" "28x19")       exactly these legal turns (none: `(turns)`)
//! )
//! (test "huff-then-move" ruleset:"Ludii"
//!     (play "32-28" "19-23")        turns made, in order; each must be legal
//!     (fen "B:W28,40:B27")          the position now
//!     (huffable 23)                 the pieces the player to move may huff (none: `(huffable)`)
//!     (perft 9 81 658)              perft at depths 1, 2, 3...
//!     (result Win "White")          or (result Draw), or (result None): the game goes on
//! )
//! ```
//!
//! The header names the game (relative to the test file) and may choose a ruleset and
//! options for every test; a test may choose its own. Steps run in the order written.//!
//! This module reads the file, its header and its tests; `step` reads each step.

mod step;
#[cfg(test)]
mod tests;

use step::step;

use crate::diag::{did_you_mean, Diag, Diags};
use crate::expand::forms::head_name;
use crate::syntax::ast::{File, Kind, Node, Span};

/// A whole test file.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The game file, as written (relative to the test file).
    pub game: String,
    /// The default ruleset and options.
    pub choice: Choice,
    /// Where the game file is named.
    pub game_at: Span,
    /// Where the header's `ruleset:` and `options:` are written.
    pub choice_at: Vec<Span>,
    /// Span of the header.
    pub span: Span,
    /// The tests, in order.
    pub tests: Vec<Test>,
}

/// A ruleset and options, as `--ruleset` and `--option` would give them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choice {
    /// Ruleset name (a case-insensitive substring of it).
    pub ruleset: Option<String>,
    /// `"Heading/Label"` items.
    pub options: Vec<String>,
}

/// One `(test ...)`.
#[derive(Clone, Debug)]
pub struct Test {
    /// Its name.
    pub name: String,
    /// The ruleset and options it runs under (the header's, overridden by its own).
    pub choice: Choice,
    /// Where they are written: the test's own `ruleset:` and `options:`, then the
    /// header's (so that a game that cannot be loaded with them is reported there).
    pub choice_at: Vec<Span>,
    /// Where it starts: a FEN, or the start position.
    pub position: Option<(String, Span)>,
    /// What it does and checks, in order, with where each is written.
    pub steps: Vec<(Step, Span)>,
    /// The whole clause.
    pub span: Span,
}

/// The outcome a `(result ...)` step expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// This player (by name) has won.
    Win(String),
    /// Drawn.
    Draw,
    /// Not over.
    None,
}

/// One step of a test.
#[derive(Clone, Debug)]
pub enum Step {
    /// Make these turns, in order.
    Play(Vec<(String, Span)>),
    /// The legal turns are exactly these.
    Turns(Vec<(String, Span)>),
    /// Perft counts at depth 1, 2, ...
    Perft(Vec<u64>),
    /// The squares whose pieces may be huffed now.
    Huffable(Vec<u32>),
    /// The game's result now.
    Result(Expected),
    /// The position now, as a PDN FEN.
    Fen(String),
}

const STEPS: [&str; 7] = [
    "position", "play", "turns", "fen", "perft", "huffable", "result",
];
const TEST_FORM: &str = "(test \"name\" [ruleset:\"...\"] [options:{\"Heading/Label\" ...}] (position \"FEN\") (play \"32-28\" ...) (turns \"...\" ...) (perft 9 81) (huffable 23) (result Win \"White\"|Draw|None))";

pub(super) fn err(
    code: &'static str,
    msg: impl Into<String>,
    at: Span,
    label: &str,
    help: &str,
) -> Diag {
    Diag::new(code, msg).label(at, label).help(help.to_string())
}

/// Reads a parsed test file; every fault is reported.
pub fn read(file: &File, file_id: u32, diags: &mut Diags) -> Option<Suite> {
    let mut suite: Option<Suite> = None;
    let mut tests: Vec<Test> = Vec::new();
    for n in &file.items {
        match head_name(n) {
            Some("tests") if suite.is_none() => suite = header(n, diags),
            Some("tests") => diags.push(err(
                "lud::test::second_header",
                "a test file has one `(tests ...)` header",
                n.span,
                "second header",
                "put the tests of another game in another file",
            )),
            Some("test") => {
                if let Some(t) = test(n, diags) {
                    if let Some(first) = tests.iter().find(|x| x.name == t.name) {
                        diags.push(
                            Diag::new(
                                "lud::test::duplicate",
                                format!("two tests are named `{}`", t.name),
                            )
                            .label(t.span, "second")
                            .label(first.span, "first")
                            .help("give each test its own name"),
                        );
                    }
                    tests.push(t);
                }
            }
            _ => diags.push(err(
                "lud::test::top_level",
                "unexpected form in a test file",
                n.span,
                "not (tests ...) or (test ...)",
                "a test file holds one (tests \"game.lud\") header and (test \"name\" ...) clauses",
            )),
        }
    }
    let Some(mut suite) = suite else {
        if diags.is_empty() {
            diags.push(err(
                "lud::test::no_header",
                "the test file does not name its game",
                Span::new(file_id, 0, 0),
                "no (tests ...) header",
                "start the file with (tests \"game.lud\"), the game's path relative to this file",
            ));
        }
        return None;
    };
    for t in &mut tests {
        t.choice_at.extend(suite.choice_at.iter().copied());
        let own = std::mem::take(&mut t.choice);
        t.choice = Choice {
            ruleset: own.ruleset.or_else(|| suite.choice.ruleset.clone()),
            options: suite
                .choice
                .options
                .iter()
                .chain(&own.options)
                .cloned()
                .collect(),
        };
    }
    suite.tests = tests;
    Some(suite)
}

pub(super) fn args(n: &Node) -> &[Node] {
    match &n.kind {
        Kind::Clause { args, .. } => args,
        _ => &[],
    }
}

/// Reads `ruleset:` and `options:`; anything else named is reported.
fn choice(a: &Node, c: &mut Choice, diags: &mut Diags) -> bool {
    let Kind::Named { name, value } = &a.kind else {
        return false;
    };
    match (name.as_str(), &value.kind) {
        ("ruleset", Kind::Str(s)) => c.ruleset = Some(s.clone()),
        ("options", Kind::Array(v)) => {
            for x in v {
                match &x.kind {
                    Kind::Str(s) => c.options.push(s.clone()),
                    _ => diags.push(err(
                        "lud::test::bad_choice",
                        "an option is a string \"Heading/Label\"",
                        x.span,
                        "not a string",
                        "write options:{\"Draw/Never\"}",
                    )),
                }
            }
        }
        ("options", Kind::Str(s)) => c.options.push(s.clone()),
        _ => diags.push(err(
            "lud::test::bad_choice",
            format!("unexpected `{name}:`"),
            a.span,
            "expected ruleset:\"...\" or options:{...}",
            "write ruleset:\"Name\" and options:{\"Heading/Label\" ...}",
        )),
    }
    true
}

fn header(n: &Node, diags: &mut Diags) -> Option<Suite> {
    let mut game = None;
    let mut c = Choice::default();
    let mut choice_at = Vec::new();
    for a in args(n) {
        if choice(a, &mut c, diags) {
            choice_at.push(a.span);
            continue;
        }
        match &a.kind {
            Kind::Str(s) if game.is_none() => game = Some((s.clone(), a.span)),
            _ => diags.push(err(
                "lud::test::bad_header",
                "malformed `tests` header",
                a.span,
                "unexpected here",
                "write (tests \"game.lud\" [ruleset:\"...\"] [options:{...}])",
            )),
        }
    }
    let Some((game, game_at)) = game else {
        diags.push(err(
            "lud::test::bad_header",
            "the `tests` header names no game",
            n.span,
            "no game file",
            "write (tests \"game.lud\"), the path relative to this file",
        ));
        return None;
    };
    Some(Suite {
        game,
        choice: c,
        game_at,
        choice_at,
        span: n.span,
        tests: Vec::new(),
    })
}

fn test(n: &Node, diags: &mut Diags) -> Option<Test> {
    let before = diags.0.len();
    let mut name = None;
    let mut c = Choice::default();
    let mut position = None;
    let mut steps = Vec::new();
    let mut choice_at = Vec::new();
    for a in args(n) {
        if choice(a, &mut c, diags) {
            choice_at.push(a.span);
            continue;
        }
        match (&a.kind, head_name(a)) {
            (Kind::Str(s), _) if name.is_none() => name = Some(s.clone()),
            (_, Some("position")) => match args(a) {
                [Node {
                    kind: Kind::Str(f),
                    span,
                }] if position.is_none() && steps.is_empty() => position = Some((f.clone(), *span)),
                _ => diags.push(err(
                    "lud::test::bad_step",
                    "a test has one `(position \"FEN\")`, before its other steps",
                    a.span,
                    "misplaced or malformed",
                    "write (position \"W:W31-50:B1-20\") first, or leave it out for the start position",
                )),
            },
            (_, Some(h)) if STEPS.contains(&h) => {
                if let Some(s) = step(h, a, diags) {
                    steps.push((s, a.span));
                }
            }
            (_, Some(h)) => {
                let mut d = err(
                    "lud::test::unknown_step",
                    format!("unknown step `{h}`"),
                    a.span,
                    "not a step",
                    TEST_FORM,
                );
                if let Some(s) = did_you_mean(h, STEPS) {
                    d = d.help(format!("did you mean `{s}`? The steps are: {}", STEPS.join(", ")));
                }
                diags.push(d);
            }
            _ => diags.push(err(
                "lud::test::bad_test",
                "malformed test",
                a.span,
                "unexpected here",
                TEST_FORM,
            )),
        }
    }
    let Some(name) = name else {
        diags.push(err(
            "lud::test::bad_test",
            "a test needs a name",
            n.span,
            "no name",
            TEST_FORM,
        ));
        return None;
    };
    if steps.is_empty() && diags.0.len() == before {
        diags.push(err(
            "lud::test::empty",
            format!("test `{name}` checks nothing"),
            n.span,
            "no (turns ...), (perft ...), (huffable ...) or (result ...)",
            TEST_FORM,
        ));
    }
    (diags.0.len() == before).then_some(Test {
        name,
        choice: c,
        choice_at,
        position,
        steps,
        span: n.span,
    })
}
