//! The general engine on descriptions written in Ludii's move language (our own files
//! in `tests/move-language/`): perft suites against Ludii's figures, the differential
//! test against the fast kernel on the same rules, and the refusal of ludemes the
//! engine does not run.

mod differential;

use differential::{engine, kernel, root};
use ludic::game::{compile_file, Compiled};
use ludic::load::{expand_source, EngineChoice, Selection};
use rand::SeedableRng;
use std::path::PathBuf;

/// Counts up to this many leaves run in CI.
const FAST_LIMIT: u64 = 30_000;

/// One count of a suite: the game file, the option items chosen, the depth, the count.
type Count = (String, Vec<String>, u32, u64);

/// The counts of every suite. A suite's `id` starts a block; `game FILE` and `option
/// "Heading/Label"` (repeatable, as `--option`) say what the block's counts are of.
fn suites() -> Vec<Count> {
    let dir = root().join("tests/move-language");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/move-language is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("suite is readable");
        let mut game = None;
        let mut options = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            let mut w = line.split_whitespace();
            match w.next() {
                None | Some("#") => {}
                Some(x) if x.starts_with('#') => {}
                Some("id") => options.clear(),
                Some("game") => game = w.next().map(str::to_string),
                Some("option") => {
                    let item = line["option".len()..].trim().trim_matches('"');
                    options.push(item.to_string());
                }
                Some("perft") => {
                    let d = w.next().and_then(|x| x.parse().ok());
                    let n = w.next().and_then(|x| x.parse().ok());
                    let (Some(d), Some(n), Some(g)) = (d, n, game.clone()) else {
                        panic!("{}:{}: bad perft line", f.display(), i + 1);
                    };
                    out.push((g, options.clone(), d, n));
                }
                Some(k) => panic!("{}:{}: unknown key {k}", f.display(), i + 1),
            }
        }
    }
    assert!(!out.is_empty(), "no suite in tests/move-language");
    out
}

/// The general engine on a file with option items chosen.
fn engine_with(rel: &str, options: &[String]) -> ludic::engine::Engine {
    let sel = Selection {
        options: options.to_vec(),
        ..Selection::default()
    };
    ludic::game::engine_from_file(&root().join(rel), &sel)
        .unwrap_or_else(|f| panic!("{rel} {options:?} does not load:\n{}", f.render(false)))
}

fn check_suites(deep: bool) {
    for (game, options, d, n) in suites() {
        if (n > FAST_LIMIT) != deep {
            continue;
        }
        let e = engine_with(&game, &options);
        assert_eq!(e.perft(&e.start(), d), n, "{game} {options:?} perft {d}");
    }
}

#[test]
fn perft_suites_match_ludii() {
    check_suites(false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test move_language -- --ignored"]
fn deep_perft_suites_match_ludii() {
    check_suites(true);
}

/// The kernel's position with the general engine's pieces and side to move. Ludii
/// keeps the last mover "to move" in a finished game, where the kernel has the player
/// who cannot go on; the kernel's side is then the other player.
/// The general engine on `general` and the kernel on `fast`, which state the same rules.
fn differential(general: &str, fast: &str, depth: u32, games: u32) {
    let name = format!("{general} vs {fast}");
    differential::differential(&name, &engine(general), &kernel(fast), depth, games);
}

#[test]
fn flying_draughts_agrees_with_the_kernel_on_international_draughts() {
    differential(
        "tests/move-language/flying-draughts.lud",
        "games/international-draughts.lud",
        4,
        4,
    );
}

#[test]
fn short_kings_agrees_with_the_kernel_on_english_draughts() {
    differential(
        "tests/move-language/short-kings.lud",
        "games/english-draughts.lud",
        6,
        8,
    );
}

#[test]
fn the_huff_in_the_move_language_agrees_with_the_kernel_on_dum_blas() {
    differential("tests/move-language/huff.lud", "games/dum-blas.lud", 4, 6);
}

/// A Ludii-style file with the huff added by extension (ludic's own `(huff)` beside its
/// move program) plays as the kernel's international draughts with the huff.
#[test]
fn the_huff_added_to_a_move_program_agrees_with_the_kernel() {
    let mut r = ludic::game::rules_from_file(
        &root().join("games/english-draughts.lud"),
        &Selection::default(),
    )
    .expect("loads");
    r.capture.mode = ludic::rules::CaptureMode::Huff;
    r.end.no_progress = None;
    let k = ludic::kernel::Game::new(r).expect("tables");
    let e = engine("tests/move-language/huffed-checkers.lud");
    differential::differential("huffed-checkers vs the kernel", &e, &k, 5, 8);
}

/// `(huff)` beside a play of another shape is refused at its place.
#[test]
fn the_huff_needs_a_play_shaped_as_ludiis_draughts_files() {
    let path = root().join("tests/move-language/huff-misplaced.lud");
    let err = match compile_file(&path, &Selection::default()) {
        Ok(c) => panic!("compiled for {}", c.engine_name()),
        Err(f) => f.render(false),
    };
    assert!(err.contains("lud::program::huff_shape"), "{err}");
    assert!(err.contains("huff-misplaced.lud:"), "{err}");
    let path = root().join("tests/move-language/huff-immediate.lud");
    let err = match compile_file(&path, &Selection::default()) {
        Ok(c) => panic!("compiled for {}", c.engine_name()),
        Err(f) => f.render(false),
    };
    assert!(err.contains("lud::program::huff_removal"), "{err}");
    assert!(err.contains("huff-immediate.lud:"), "{err}");
}

/// A flying king capturing in eight directions, captured pieces taken off when the turn
/// ends: its longest capture is found only by a look-ahead of millions of steps (Ludii
/// 1.3.12 takes three minutes over it). Every first hop Ludii lists must be there, the
/// ones whose best capture is found last too.
#[test]
fn a_long_look_ahead_is_followed_to_the_end_of_the_turn() {
    let e = engine("tests/move-language/long-king-capture.lud");
    let mut s = e.start();
    let mut hops: Vec<(u32, u32)> = e
        .moves_or_pass(&mut s)
        .iter()
        .map(|m| (m.from as u32, m.to as u32))
        .collect();
    hops.sort();
    let ludii = [7, 14, 21, 24, 28, 32, 35, 40, 42, 58, 59, 60].map(|to| (56, to));
    assert_eq!(hops, ludii);
}

/// ludic's own `(count Best M)` compiles from text with its moves, and a `withValue:`
/// that is not a boolean, or no moves, is an error at its place.
#[test]
fn count_best_takes_moves_and_a_boolean_with_value() {
    let compile = |arg: &str| {
        let text = format!(
            r#"(game "T" (players 2) (equipment {{(board (square 4)) (piece "Man" Each)}})
                (rules (start (place "Man1" (sites {{0}})))
                    (play (if (= 0 (count Best {arg})) (move Pass)))
                    (end (if (no Moves Next) (result Mover Win)))))"#
        );
        let ex = ludic::load::expand_source("t.lud", &text, &Selection::default())
            .unwrap_or_else(|f| panic!("{}", f.render(false)));
        ludic::program::compile::compile(&ex.game).map_err(|d| {
            d.0.iter()
                .map(|d| format!("{}: {}", d.code, d.message))
                .collect::<Vec<_>>()
        })
    };
    for ok in ["(forEach Piece)", "withValue:True (forEach Piece)"] {
        assert!(compile(ok).is_ok(), "{ok}: {:?}", compile(ok).err());
    }
    let bad = compile("withValue:3 (forEach Piece)").expect_err("withValue:3");
    assert!(
        bad.iter()
            .any(|e| e.starts_with("lud::program::bad_argument")),
        "{bad:?}"
    );
    let none = compile("").expect_err("no moves");
    assert!(none.iter().any(|e| e.contains("count Best")), "{none:?}");
}

#[test]
fn a_ludeme_the_engine_lacks_is_refused_by_name() {
    let path = root().join("tests/move-language/unsupported.lud");
    let err = match compile_file(&path, &Selection::default()) {
        Ok(c) => panic!("compiled for {}", c.engine_name()),
        Err(f) => f.render(false),
    };
    assert!(err.contains("lud::program::unsupported"), "{err}");
    assert!(err.contains("move Bet"), "{err}");
    assert!(err.contains("unsupported.lud:8:"), "{err}");
}

#[test]
fn every_game_compiles_to_a_program_that_lowers_or_runs_on_the_general_engine() {
    let sel = Selection::default();
    // ludic's own ludemes: a program that lowers to the kernel, or runs move by move.
    let ours = root().join("games/dum-blas.lud");
    assert!(matches!(
        compile_file(&ours, &sel).expect("loads"),
        Compiled::Lowered(_)
    ));
    let general = Selection {
        engine: EngineChoice::General,
        ..Selection::default()
    };
    assert!(matches!(
        compile_file(&ours, &general).expect("loads"),
        Compiled::Program(_)
    ));
    let ludii = root().join("tests/move-language/short-kings.lud");
    let lowered = compile_file(&ludii, &sel).expect("loads");
    assert!(matches!(lowered, Compiled::Lowered(_)));
    let program = compile_file(&ludii, &general).expect("loads");
    assert!(matches!(program, Compiled::Program(_)));
    let refused = compile_file(&root().join("tests/move-language/unsupported.lud"), &sel);
    assert!(refused.is_err());
}

#[test]
fn agents_over_the_game_api_play_move_programs_to_the_end() {
    use ludic::ai::generic::{play, GenericAgent};
    let e = engine("tests/move-language/short-kings.lud");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(3);
    let mut mcts_points = 0.0;
    for g in 0..4 {
        let (a, b) = if g % 2 == 0 {
            (GenericAgent::mcts(60), GenericAgent::Random)
        } else {
            (GenericAgent::Random, GenericAgent::mcts(60))
        };
        let (end, turns) = play(&e, a, b, 400, &mut rng);
        let end = end.expect("a game of short kings between these agents ends");
        assert!(turns > 0);
        let mcts_side = (g % 2) as u8;
        mcts_points += match end {
            ludic::game::Outcome::Win(w) if w == mcts_side => 1.0,
            ludic::game::Outcome::Draw => 0.5,
            _ => 0.0,
        };
    }
    assert!(
        mcts_points >= 3.0,
        "MCTS scored {mcts_points} of 4 against random"
    );
}

#[test]
fn a_person_plays_a_move_program_in_the_terminal() {
    use ludic::ai::generic::GenericAgent;
    use ludic::play::session::general::transcript;
    let e = engine("tests/move-language/short-kings.lud");
    let input = "moves\nc3-d4\nnonsense\n1\nquit\nyes\n";
    let text =
        transcript(&e, &[None, Some(GenericAgent::Random)], 1, input).expect("writes to a buffer");
    assert!(text.contains("7 legal turns: a3-b4, c3-d4,"), "{text}");
    assert!(text.contains("1... P2 (random) plays"), "{text}");
    assert!(
        text.contains("`nonsense` is not a legal turn here"),
        "{text}"
    );
    assert!(text.contains("    a b c d e f g h"), "{text}");
    assert!(text.contains("Leave anyway?"), "{text}");
    assert!(text.contains("1. c3-d4 "), "{text}");
}

/// Compiles a game on a 4x5 grid (cells, or points with `use:Vertex`) whose start
/// places a man on `sites`; the diagnostics' codes, messages and the text they point at.
fn compile_start(board: &str, sites: &str) -> Result<(), Vec<(String, String)>> {
    let text = format!(
        r#"(game "T" (players 2) (equipment {{(board {board}) (piece "Man" Each)}})
            (rules (start (place "Man1" {sites}))
                (play (move Pass))
                (end (if (no Moves Next) (result Mover Win)))))"#
    );
    let ex = ludic::load::expand_source("t.lud", &text, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    ludic::program::compile::compile(&ex.game)
        .map(|_| ())
        .map_err(|d| {
            d.0.iter()
                .map(|d| {
                    let at = d
                        .labels
                        .first()
                        .map(|l| text[l.span.start as usize..l.span.end as usize].to_string())
                        .unwrap_or_default();
                    (format!("{}: {}", d.code, d.message), at)
                })
                .collect()
        })
}

/// Sites named by Ludii's coordinates: a column letter from A at the left and a row
/// number from 1 at the bottom, on cells and on points alike; a name off the board, or
/// a string that is no coordinate, is an error at the string.
#[test]
fn sites_are_named_by_their_coordinates() {
    for board in ["(rectangle 5 4)", "(rectangle 5 4) use:Vertex"] {
        for ok in [
            r#"(sites {"A1" "D5"})"#,
            r#"{"B2" "C3"}"#,
            r#"coord:"D5""#,
            r#"(union (sites Bottom) (sites {"A2"}))"#,
            r#"(sites {(coord "B3") 0})"#,
        ] {
            let r = compile_start(board, ok);
            assert!(r.is_ok(), "{board} {ok}: {r:?}");
        }
        let off = compile_start(board, r#"(sites {"A1" "E1"})"#).expect_err("E1 is off");
        assert_eq!(off.len(), 1, "{off:?}");
        assert!(
            off[0].0.starts_with("lud::program::unknown_site")
                && off[0].0.contains("\"E1\"")
                && off[0].1 == "\"E1\"",
            "{off:?}"
        );
        let row = compile_start(board, r#"coord:"A6""#).expect_err("row 6 is off");
        assert_eq!(row[0].1, "\"A6\"", "{row:?}");
        let word = compile_start(board, r#"(sites {"Home"})"#).expect_err("no coordinate");
        assert!(
            word[0].0.starts_with("lud::program::bad_argument") && word[0].1 == "\"Home\"",
            "{word:?}"
        );
    }
    // Numbered from the bottom-left, row by row, as Ludii numbers cells and points.
    let cells = ludic::program::Graph::grid(4, 5).expect("4x5 cells");
    let points = ludic::program::Graph::points(4, 5).expect("4x5 points");
    assert_eq!(cells.site_named("A1"), Some(0));
    assert_eq!(cells.site_named("B3"), Some(9));
    assert_eq!(points.site_named("D5"), Some(19));
}

#[test]
fn a_counted_removal_without_stacks_empties_the_site() {
    let path = root().join("tests/move-language/flat-count.lud");
    let text = std::fs::read_to_string(&path).expect("the file");
    let plain = text.replace("(remove (between) count:2)", "(remove (between))");
    assert_ne!(text, plain, "the file removes with count:2");
    let perft = |src: &str| {
        let ex = expand_source("flat-count.lud", src, &Selection::default()).expect("expands");
        let p = ludic::program::compile::compile(&ex.game).expect("compiles");
        let e = ludic::engine::Engine::new(p);
        (1..=4).map(|d| e.perft(&e.start(), d)).collect::<Vec<_>>()
    };
    assert_eq!(perft(&text), perft(&plain));
}

#[test]
fn lasca_stays_on_the_general_engine_and_its_columns_take_prisoners() {
    let path = root().join("games/lasca.lud");
    let program = compile_file(&path, &Selection::default()).expect("loads");
    // The kernel keeps one piece per square: a game of stacks is never lowered.
    assert!(matches!(program, Compiled::Program(_)));
    let e = engine("games/lasca.lud");
    // Play random whole turns: no piece ever leaves the board, so the pieces counted
    // through the stacks stay 22, and some column grows past one piece.
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    let mut s = e.start();
    let mut tallest = 1;
    for _ in 0..60 {
        let turns = e.turns(&s);
        if turns.is_empty() || s.over.is_some() {
            break;
        }
        use rand::Rng;
        s = turns[rng.gen_range(0..turns.len())].state.clone();
        let sizes: Vec<usize> = (0..s.what.len() as u16)
            .map(|i| e.stack_size(&s, i))
            .collect();
        assert_eq!(sizes.iter().sum::<usize>(), 22);
        tallest = tallest.max(sizes.iter().copied().max().unwrap_or(0));
    }
    assert!(tallest > 1, "no prisoner was taken in 60 turns");
}

#[test]
fn a_placement_in_one_named_hand_places_the_piece_numbered_as_the_hand() {
    // Ludii's rule for a container named "Hand1" places the component whose number is
    // the container's (the board is 0): accepted when it is the piece named.
    let text = |pieces: &str| {
        format!(
            r#"(game "T" (players 2)
            (equipment {{ (board (square 3)) {pieces} (hand P1) }})
            (rules (start (place "Marker1" "Hand1" count:4))
                (play (move (from (handSite Mover)) (to (sites Empty))))
                (end (if (no Pieces Next) (result Mover Win)))))"#
        )
    };
    let compile = |t: &str| {
        let ex = ludic::load::expand_source("t.lud", t, &Selection::default()).expect("expands");
        ludic::program::compile::compile(&ex.game)
    };
    let p = compile(&text(r#"(piece "Marker" P1)"#)).expect("compiles");
    assert_eq!(p.hands[0].start, Some((1, 4)));
    // Marker1 is piece 2 here: Ludii would put piece 1 (Disc2) in P1's hand.
    let err = compile(&text(r#"(piece "Disc" P2) (piece "Marker" P1)"#)).expect_err("refused");
    let msgs: Vec<_> = err.0.iter().map(|d| d.message.clone()).collect();
    assert!(
        msgs.iter()
            .any(|m| m.contains("Ludii would put piece number 1 in this hand")),
        "{msgs:?}"
    );
}

/// The general engine of a game's text.
fn engine_of_text(text: &str) -> ludic::engine::Engine {
    let ex = ludic::load::expand_source("t.lud", text, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let p = ludic::program::compile::compile(&ex.game)
        .unwrap_or_else(|d| panic!("{:?}", d.0.iter().map(|d| &d.message).collect::<Vec<_>>()));
    ludic::engine::Engine::new(p)
}

/// A `stack:True` found only inside `(sites From ...)` makes a game of stacks, as one in
/// the play does: Hidden Stacks counts what the same game with the stack move written
/// (never made) in its play counts. By hand, to depth 5: P1 a1-b1 (1), P2 e1-d1 (1), P1
/// b1-a1 or b1-c1 (2); P2 from d1 to c1 or e1, and beside the disc on c1 onto it (4);
/// there P1's disc under the stack, which its player moves (Ludii's `forEach Piece`
/// without `top:True`), has the top disc step to b1 or d1, and the three others step
/// as before (6). Taking the disc instead (the count before the walk over the whole
/// program found the stack move) ends the game there: 4.
#[test]
fn a_stack_move_only_inside_sites_from_makes_a_game_of_stacks() {
    let rel = "tests/move-language/hidden-stacks.lud";
    let text = std::fs::read_to_string(root().join(rel)).expect("the file is readable");
    let hidden = engine_with(rel, &[]);
    let shown = engine_of_text(&text.replace(
        "(play (forEach Piece))",
        "(play (or (forEach Piece) (if (= 0 1) (forEach Piece (move Step Orthogonal stack:True)))))",
    ));
    let counts = [1, 1, 2, 4, 6, 8, 16, 24];
    for (d, &n) in counts.iter().enumerate() {
        let d = d as u32 + 1;
        assert_eq!(hidden.perft(&hidden.start(), d), n, "{rel} perft {d}");
        assert_eq!(
            shown.perft(&shown.start(), d),
            n,
            "{rel}, the stack move shown, perft {d}"
        );
    }
}
