//! Random *valid-looking* game descriptions, built from the language's grammar rather than
//! by mutating bytes: ludic's own draughts language (boards, pieces and their moves,
//! capture policies, promotion, end rules) and Ludii's move language (steps, slides, hops,
//! consequences, `or`, `priority`, `max Moves`, the same-turn continuation). Each one must
//! either compile or be refused with a diagnostic that points into the file; what
//! compiles must then give perft 2 (on the general engine, the replies to the first few
//! turns) and play a random game to its end (or a turn limit) on whichever engine runs
//! it, without a panic or a hang.
//!
//! A few dozen cases from a fixed seed keep the suite fast and its time steady;
//! `PROPTEST_CASES=5000 PROPTEST_RNG_SEED=N cargo test --release --test generated_games`
//! runs a longer search.

use ludic::game::{compile, Compiled};
use ludic::load::{expand_source, EngineChoice, Selection};
use proptest::prelude::*;
use proptest::sample::subsequence;
use rand::{rngs::StdRng, SeedableRng};

/// The most turns a random game of a generated rule set is played for.
const MAX_TURNS: u32 = 300;

/// How many first turns of a move program are each followed by their replies.
const FIRST_TURNS: usize = 8;

fn dirs() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "Diagonal",
        "Orthogonal",
        "All",
        "Forwards",
        "Backwards",
        "N",
        "(directions {FL FR})",
        "(directions {F})",
        "(directions {FL FR BL BR})",
        "{FL FR}",
        "(directions {N E S W})",
    ])
}

fn distance() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["0", "1", "2", "Any", "(count Rows)"])
}

/// One of a piece's moves in ludic's language.
fn own_move() -> impl Strategy<Value = String> {
    prop_oneof![
        dirs().prop_map(|d| format!("(move Step {d})")),
        dirs().prop_map(|d| format!("(move Slide {d})")),
        (
            dirs(),
            proptest::option::of(distance()),
            proptest::option::of(distance()),
            proptest::option::of(any::<bool>()),
        )
            .prop_map(|(d, b, a, k)| {
                let mut s = format!("(move Hop {d}");
                if let Some(b) = b {
                    s += &format!(" before:{b}");
                }
                if let Some(a) = a {
                    s += &format!(" after:{a}");
                }
                if let Some(k) = k {
                    s += &format!(" capturesKings:{}", if k { "True" } else { "False" });
                }
                s + ")"
            }),
    ]
}

fn board() -> impl Strategy<Value = String> {
    (
        prop_oneof![
            (3u8..=12).prop_map(|n| format!("(square {n})")),
            (3u8..=11, 3u8..=11).prop_map(|(r, c)| format!("(rectangle {r} {c})")),
        ],
        prop::sample::select(vec!["", " use:All", " use:Dark", " use:Light"]),
    )
        .prop_map(|(shape, used)| format!("(board {shape}{used})"))
}

fn capture() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["Free", "Compulsory", "Huff"]),
        subsequence(
            vec![
                "MostPieces",
                "ByKing",
                "MostKings",
                "EarliestKing",
                "MostValue",
            ],
            0..=3,
        ),
        proptest::option::of(any::<bool>()),
        proptest::option::of(prop::sample::select(vec!["EndOfSequence", "Immediately"])),
        proptest::option::of(any::<bool>()),
        proptest::option::of(any::<bool>()),
    )
        .prop_map(|(policy, prio, cont, removal, no_rev, land)| {
            let tf = |b: bool| if b { "True" } else { "False" };
            let mut s = format!("(capture {policy}");
            if !prio.is_empty() {
                s += &format!(" priority:{{{}}}", prio.join(" "));
            }
            if let Some(c) = cont {
                s += &format!(" continues:{}", tf(c));
            }
            if let Some(r) = removal {
                s += &format!(" removal:{r}");
            }
            if let Some(n) = no_rev {
                s += &format!(" noReverse:{}", tf(n));
            }
            if let Some(l) = land {
                s += &format!(" landToContinue:{}", tf(l));
            }
            s + ")"
        })
}

fn end() -> impl Strategy<Value = String> {
    subsequence(
        vec![
            "(if (no Pieces Next) (result Mover Win))",
            "(if (no Moves Next) (result Mover Win))",
            "(if (no Moves Next) (result Next Win))",
            "(if (no Progress 20) (result Mover Draw))",
        ],
        1..=3,
    )
    .prop_map(|v| format!("(end {{{}}})", v.join(" ")))
}

/// A whole game in ludic's own language.
fn ludic_game() -> impl Strategy<Value = String> {
    (
        board(),
        proptest::collection::vec(own_move(), 1..=3),
        proptest::collection::vec(own_move(), 1..=3),
        proptest::option::of(1u16..=300),
        0u8..=4,
        any::<bool>(),
        capture(),
        proptest::option::of(prop::sample::select(vec![
            "EndOfTurn",
            "Immediately",
            "Stop",
        ])),
        end(),
    )
        .prop_map(
            |(board, man, king, worth, ranks, p2_first, capture, promote, end)| {
                let worth = worth.map_or(String::new(), |w| format!(" worth:{w}"));
                let first = if p2_first { " first:P2" } else { "" };
                let promote = promote.map_or(String::new(), |at| {
                    format!("(promote \"Man\" \"King\" (sites Next) at:{at})")
                });
                format!(
                    r#"(game "Generated"
    (players {{(player "White" N) (player "Black" S)}}{first})
    (equipment {{
        {board}
        (piece "Man" Each {man})
        (piece "King" Each{worth} {king})
        (regions P1 (sites Bottom))
        (regions P2 (sites Top))
    }})
    (rules
        (start {{
            (place "Man1" (expand (sites Bottom) steps:{ranks}))
            (place "Man2" (expand (sites Top) steps:{ranks}))
        }})
        (play {capture} {promote})
        {end}
    )
)
"#,
                    man = man.join(" "),
                    king = king.join(" "),
                )
            },
        )
}

/// A hop in Ludii's move language from `from`, with its hurdle test and removal.
fn ludii_hop(from: &'static str) -> impl Strategy<Value = String> {
    (
        dirs(),
        proptest::option::of(prop::sample::select(vec!["1", "(count Rows)"])),
        proptest::option::of(prop::sample::select(vec!["1", "(count Rows)"])),
        proptest::option::of(prop::sample::select(vec!["(range 1 2)", "(exact 1)"])),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(move |(d, before, after, range, deferred, not_jumped)| {
            let before = before.map_or(String::new(), |b| format!("before:{b} "));
            let after = after.map_or(String::new(), |a| format!("after:{a} "));
            let range = range.map_or(String::new(), |r| format!("{r} "));
            let at = if deferred { " at:EndOfTurn" } else { "" };
            let test = if not_jumped {
                "(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between))))"
            } else {
                "(is Enemy (who at:(between)))"
            };
            format!(
                "(move Hop {from} {d} (between {before}{after}{range}if:{test} \
                 (apply (remove (between){at}))) (to if:(is Empty (to))))"
            )
        })
}

/// A generator of moves from `from`, with an optional consequence.
fn ludii_moves(from: &'static str) -> impl Strategy<Value = String> {
    let then = prop::sample::select(vec![
        "",
        " (then (if (can Move (move Hop (from (last To)) Diagonal (between if:(is Enemy (who at:(between)))) (to if:(is Empty (to))))) (moveAgain)))",
        " (then (if (is In (last To) (sites Next)) (promote (last To) (piece \"DoubleCounter\") Mover)))",
        // No `(then (moveAgain))` after steps, counted or not: its turns branch
        // exponentially, and `max Moves` looks through all of them at every move
        // (slow, not wrong; docs/testing.md).
    ]);
    let generator = prop_oneof![
        dirs().prop_map(move |d| format!("(move Step {from} {d} (to if:(is Empty (to))))")),
        dirs().prop_map(move |d| format!("(move Slide {from} {d})")),
        ludii_hop(from),
        Just("(move Pass)".to_string()),
    ];
    (generator, then).prop_map(|(g, t)| {
        if t.is_empty() {
            g
        } else {
            // A consequence goes inside the generator's last parenthesis.
            format!("{}{t})", &g[..g.len() - 1])
        }
    })
}

/// The mover's pieces, each kind or all, with moves from their site.
fn for_each() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["", " \"Counter\"", " \"DoubleCounter\""]),
        ludii_moves("(from)"),
    )
        .prop_map(|(kind, m)| format!("(forEach Piece{kind} {m})"))
}

/// A whole play program: combinators over `forEach Piece`, maybe with a same-turn branch.
fn ludii_play() -> impl Strategy<Value = String> {
    let main = (
        prop::sample::select(vec!["or", "priority", "max"]),
        proptest::collection::vec(for_each(), 1..=3),
    )
        .prop_map(|(comb, parts)| match comb {
            "max" => format!("(max Moves (or {{{}}}))", parts.join(" ")),
            c => format!("({c} {{{}}})", parts.join(" ")),
        });
    (main, proptest::option::of(ludii_moves("(from (last To))"))).prop_map(
        |(main, cont)| match cont {
            Some(c) => format!("(if (is Prev Mover) {c} {main})"),
            None => main,
        },
    )
}

/// A whole game in Ludii's move language, with Ludii's shared defines.
fn ludii_game() -> impl Strategy<Value = String> {
    (
        4u8..=10,
        1u8..=3,
        ludii_play(),
        prop::sample::select(vec![
            "(end (if (no Moves Next) (result Mover Win)))",
            "(end {(if (no Pieces Next) (result Mover Win)) (if (no Moves Next) (result Next Win))})",
        ]),
    )
        .prop_map(|(n, ranks, play, end)| {
            format!(
                "(game \"Generated\" (\"TwoPlayersNorthSouth\") (\"DraughtsEquipment\" (square {n}))\n\
                 (rules (\"BlackCellsSetup\" {ranks})\n(play {play})\n{end}))\n"
            )
        })
}

/// Compiles `text`, or checks that its refusal points into the file; then runs what
/// compiled.
fn check(text: &str) -> Result<(), TestCaseError> {
    let name = "generated.lud";
    if std::env::var_os("GEN_TRACE").is_some() {
        eprintln!("=== CASE\n{text}");
    }
    let located =
        |rendered: &str| rendered.contains(&format!("{name}:")) || rendered.contains("defs/");
    let expanded = match expand_source(name, text, &Selection::default()) {
        Ok(e) => e,
        Err(f) => {
            let r = f.render(false);
            prop_assert!(located(&r), "refused without a location:\n{r}\n{text}");
            return Ok(());
        }
    };
    let mut rng = StdRng::seed_from_u64(7);
    match compile(&expanded.game, EngineChoice::Auto) {
        Ok(Compiled::Lowered(r)) => {
            let Ok(game) = ludic::kernel::Game::new(*r) else {
                return Ok(());
            };
            let start = game.start();
            game.perft(&start, 2);
            ludic::kernel::playout(&game, &start, &mut rng, MAX_TURNS);
        }
        Ok(Compiled::Program(p)) => {
            let engine = ludic::engine::Engine::new(*p);
            let start = engine.start();
            // Perft 2 over the first turns only: a program whose turns never end has up
            // to the turn search's budget of turns, each with as many replies.
            for t in engine.turns(&start).iter().take(FIRST_TURNS) {
                engine.turns(&t.state);
            }
            engine.playout(&start, &mut rng);
        }
        Err(diags) => {
            let r = ludic::diag::render(&diags, &expanded.sources, false, 100);
            prop_assert!(located(&r), "refused without a location:\n{r}\n{text}");
        }
    }
    Ok(())
}

/// 48 cases from a fixed seed, so the suite's time is the same on every run;
/// `PROPTEST_CASES` and `PROPTEST_RNG_SEED` choose others.
fn config() -> ProptestConfig {
    let base = ProptestConfig::default();
    let set = |v: &str| std::env::var_os(v).is_some();
    ProptestConfig {
        cases: if set("PROPTEST_CASES") {
            base.cases
        } else {
            48
        },
        rng_seed: if set("PROPTEST_RNG_SEED") {
            base.rng_seed
        } else {
            proptest::test_runner::RngSeed::Fixed(2026)
        },
        ..base
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_ludic_games_compile_or_point_at_the_fault_and_play(text in ludic_game()) {
        check(&text)?;
    }

    #[test]
    fn generated_move_programs_compile_or_point_at_the_fault_and_play(text in ludii_game()) {
        check(&text)?;
    }
}
