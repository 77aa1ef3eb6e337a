//! Rules of our own games of the general engine that `.tests` files cannot state (their
//! positions are not draughts positions of the fast kernel): Alquerque on its points
//! and lines, Pleasant Draughts, whose captures are free and may stop, Yoté, whose
//! pieces are in hand, and HexDame on its hexagon of cells. Each rule is checked on the
//! turns of random games, or of turns named by their texts, as the terminal lists them.

use ludic::engine::Engine;
use ludic::game::{compile_file, engine_from_file, Compiled, GameApi};
use ludic::load::Selection;
use ludic::play::general::turn_text;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn engine(rel: &str, options: &[&str]) -> Engine {
    let sel = Selection {
        options: options.iter().map(|o| o.to_string()).collect(),
        ..Selection::default()
    };
    engine_from_file(&root().join(rel), &sel)
        .unwrap_or_else(|f| panic!("{rel} does not load:\n{}", f.render(false)))
}

/// The legal turns' texts of every position met in `games` random games of `e`.
fn turn_lists(e: &Engine, games: u32, seed: u64) -> Vec<Vec<String>> {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut lists = Vec::new();
    for _ in 0..games {
        let mut s = e.start();
        for _ in 0..300 {
            if e.outcome(&s).is_some() {
                break;
            }
            let turns = e.turns(&s);
            lists.push(turns.iter().map(|t| turn_text(e, &s, t)).collect());
            s = turns[rng.gen_range(0..turns.len())].state.clone();
        }
    }
    lists
}

/// Whether some capture in `list` stops where another goes on.
fn a_capture_stops_short(list: &[String]) -> bool {
    list.iter().any(|a| {
        a.contains('x')
            && list.iter().any(|b| {
                b.len() > a.len() && b.starts_with(a.as_str()) && b[a.len()..].starts_with('x')
            })
    })
}

#[test]
fn both_games_run_on_the_general_engine() {
    for g in ["games/alquerque.lud", "games/pleasant-draughts.lud"] {
        let c = compile_file(&root().join(g), &Selection::default()).expect("loads");
        assert!(matches!(c, Compiled::Program(_)), "{g}");
    }
}

#[test]
fn alquerque_opens_into_the_middle_point_and_captures_along_the_lines() {
    let e = engine("games/alquerque.lud", &[]);
    let s = e.start();
    let texts: Vec<String> = e.turns(&s).iter().map(|t| turn_text(&e, &s, t)).collect();
    // Only the middle point is empty: the four men on lines to it may go there.
    assert_eq!(texts, ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]);
    // After d3-c3 the only empty point is d3: Black must take the man on c3 from b3,
    // along the row; no other line through c3 ends on an empty point.
    let s = e
        .turns(&s)
        .into_iter()
        .find(|t| turn_text(&e, &e.start(), t) == "d3-c3")
        .expect("d3-c3")
        .state;
    let texts: Vec<String> = e.turns(&s).iter().map(|t| turn_text(&e, &s, t)).collect();
    assert_eq!(texts, ["b3xd3"]);
}

#[test]
fn alquerque_captures_are_compulsory_and_go_on_by_default() {
    let e = engine("games/alquerque.lud", &[]);
    let lists = turn_lists(&e, 40, 11);
    let mut captures = 0;
    for list in &lists {
        if list.iter().any(|t| t.contains('x')) {
            captures += 1;
            assert!(list.iter().all(|t| t.contains('x')), "{list:?}");
        }
        assert!(!a_capture_stops_short(list), "{list:?}");
    }
    assert!(captures > 50, "only {captures} positions with a capture");
}

#[test]
fn alquerque_captures_are_free_and_may_stop_with_the_option() {
    let e = engine("games/alquerque.lud", &["Capture/Free"]);
    let lists = turn_lists(&e, 40, 12);
    assert!(lists.iter().any(|l| a_capture_stops_short(l)));
    assert!(lists
        .iter()
        .any(|l| l.iter().any(|t| t.contains('x')) && l.iter().any(|t| !t.contains('x'))));
}

#[test]
fn pleasant_draughts_captures_are_free_and_may_stop() {
    let e = engine("games/pleasant-draughts.lud", &[]);
    let lists = turn_lists(&e, 40, 13);
    assert!(lists.iter().any(|l| a_capture_stops_short(l)));
    assert!(lists
        .iter()
        .any(|l| l.iter().any(|t| t.contains('x')) && l.iter().any(|t| !t.contains('x'))));
    // No turn is written with a pass: a stopped capture ends where it landed.
    assert!(lists.iter().flatten().all(|t| !t.contains("pass")));
}

#[test]
fn alquerque_is_played_in_the_terminal() {
    use ludic::ai::generic::GenericAgent;
    let e = engine("games/alquerque.lud", &[]);
    let input = "moves\nd3-c3\nquit\nyes\n";
    let text = ludic::play::session::general::transcript(
        &e,
        &[None, Some(GenericAgent::Random)],
        1,
        input,
    )
    .expect("writes to a buffer");
    assert!(
        text.contains("4 legal turns: b2-c3, c2-c3, d2-c3, d3-c3"),
        "{text}"
    );
    assert!(text.contains("1... Black (random) plays"), "{text}");
}

/// The diagnostics of compiling a game whose men step in `dirs` on `board`.
fn refusals(board: &str, dirs: &str) -> Vec<String> {
    let text = format!(
        r#"(game "T" (players 2)
            (equipment {{(board {board}) (piece "Man" Each (move Step {dirs} (to if:(is Empty (to)))))}})
            (rules (start (place "Man1" (sites Bottom)))
                (play (forEach Piece))
                (end (if (no Moves Next) (result Mover Win)))))"#
    );
    let ex = ludic::load::expand_source("t.lud", &text, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    match ludic::program::compile::compile(&ex.game) {
        Ok(_) => Vec::new(),
        Err(d) => {
            d.0.iter()
                .map(|d| format!("{}: {}", d.code, d.message))
                .collect()
        }
    }
}

#[test]
fn drawn_diagonals_refuse_cells_and_other_diagonals() {
    let alquerque = "(square 5 diagonals:Alternating) use:Vertex";
    assert!(refusals(alquerque, "Adjacent").is_empty());
    assert!(refusals(alquerque, "(directions {N NE})").is_empty());
    // The board supports all eight directions, so relative ones are taken as on cells.
    assert!(refusals(alquerque, "(directions {FR FL})").is_empty());
    // Ludii's cells of such a board are triangles, two of which touch a third through
    // one corner: `Adjacent` would step to the cells beyond each corner, which the slots
    // leave out, so it is refused by name.
    let d = refusals("(square 5 diagonals:Alternating)", "Adjacent");
    assert!(
        d.iter().any(|d| d.contains("lud::program::unsupported")
            && (d.contains("`Adjacent`") || d.contains("other than Orthogonal and Diagonal"))),
        "{d:?}"
    );
    // Every crossing of a solid board's diagonals is a point of Ludii's graph, and
    // steps reach them.
    assert!(refusals("(square 5 diagonals:Solid) use:Vertex", "Adjacent").is_empty());
}

#[test]
fn a_stopped_capture_is_saved_and_replayed_by_its_text() {
    use ludic::play::general::play_turns;
    let e = engine("games/pleasant-draughts.lud", &[]);
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(13);
    for _ in 0..40 {
        let mut s = e.start();
        let mut history: Vec<String> = Vec::new();
        for _ in 0..300 {
            if e.outcome(&s).is_some() {
                break;
            }
            let turns = e.turns(&s);
            let texts: Vec<String> = turns.iter().map(|t| turn_text(&e, &s, t)).collect();
            if a_capture_stops_short(&texts) {
                // The capture that stops: a text another capture goes on from.
                let short = texts
                    .iter()
                    .position(|a| {
                        texts
                            .iter()
                            .any(|b| b.len() > a.len() && b.starts_with(a.as_str()))
                    })
                    .expect("a capture that stops");
                history.push(texts[short].clone());
                let (replayed, _) = play_turns(&e, &history).expect("replays");
                assert!(replayed == turns[short].state, "{history:?}");
                return;
            }
            let i = rng.gen_range(0..turns.len());
            history.push(texts[i].clone());
            s = turns[i].state.clone();
        }
    }
    panic!("no capture that may stop in 40 random games");
}

/// The state after the turns named by their texts, from Yoté's start.
fn yote_after(e: &Engine, texts: &[&str]) -> ludic::engine::State {
    let mut s = e.start();
    for text in texts {
        let turns = e.turns(&s);
        let names: Vec<String> = turns.iter().map(|t| turn_text(e, &s, t)).collect();
        let i = names
            .iter()
            .position(|n| n == text)
            .unwrap_or_else(|| panic!("{text} is not among {names:?}"));
        s = turns[i].state.clone();
    }
    s
}

/// Each player's pieces on the board and in hand.
fn yote_pieces(s: &ludic::engine::State) -> [(usize, u32); 2] {
    let held = s.held.as_ref().expect("Yoté keeps hands");
    let board = |p: u16| (0..30).filter(|&i| s.what[i] == p).count();
    [
        (board(1), held.hand[0].count),
        (board(2), held.hand[1].count),
    ]
}

#[test]
fn yote_places_from_the_hand_on_any_empty_hole() {
    let e = engine("games/yote.lud", &[]);
    let c = compile_file(&root().join("games/yote.lud"), &Selection::default()).expect("loads");
    assert!(matches!(c, Compiled::Program(_)));
    let s = e.start();
    let first: Vec<String> = e.turns(&s).iter().map(|t| turn_text(&e, &s, t)).collect();
    assert_eq!(first.len(), 30, "{first:?}");
    assert!(first.iter().all(|t| t.starts_with("hand-")), "{first:?}");
    let s = yote_after(&e, &["hand-c3"]);
    assert_eq!(yote_pieces(&s), [(1, 11), (0, 12)]);
    // With a piece on the board, a turn may place another or step it orthogonally.
    let s = yote_after(&e, &["hand-c3", "hand-f5"]);
    let turns: Vec<String> = e.turns(&s).iter().map(|t| turn_text(&e, &s, t)).collect();
    for step in ["c3-c4", "c3-c2", "c3-b3", "c3-d3"] {
        assert!(turns.contains(&step.to_string()), "{step} in {turns:?}");
    }
    assert!(!turns.contains(&"c3-d4".to_string()), "no diagonal step");
    assert_eq!(turns.len(), 28 + 4);
}

#[test]
fn yote_capture_removes_a_second_piece_of_the_board() {
    let e = engine("games/yote.lud", &[]);
    // Alone on the board, the jumped piece is the only one taken, and the turn ends.
    let s = yote_after(&e, &["hand-a1", "hand-a2", "a1xa3"]);
    assert_eq!(yote_pieces(&s), [(1, 11), (0, 11)]);
    assert_eq!(s.mover, 2);
    // With another enemy on the board, the capturer takes it as well, whichever it is.
    let before = yote_after(&e, &["hand-a1", "hand-a2", "hand-f1", "hand-d4"]);
    let turns: Vec<String> = e
        .turns(&before)
        .iter()
        .map(|t| turn_text(&e, &before, t))
        .collect();
    assert!(turns.contains(&"a1xa3xd4".to_string()), "{turns:?}");
    assert!(!turns.contains(&"a1xa3".to_string()), "{turns:?}");
    let s = yote_after(
        &e,
        &["hand-a1", "hand-a2", "hand-f1", "hand-d4", "a1xa3xd4"],
    );
    assert_eq!(yote_pieces(&s), [(2, 10), (0, 10)]);
    assert!(
        e.outcome(&s).is_none(),
        "pieces in hand keep the game going"
    );
}

#[test]
fn hexdame_men_step_straight_or_obliquely_forward_on_the_hexagon() {
    let path = root().join("games/hexdame.lud");
    let c = compile_file(&path, &Selection::default()).expect("loads");
    assert!(matches!(c, Compiled::Program(_)));
    let e = engine("games/hexdame.lud", &[]);
    assert_eq!(e.num_sites(), 61);
    let s = e.start();
    let texts: Vec<String> = e.turns(&s).iter().map(|t| turn_text(&e, &s, t)).collect();
    // Of White's sixteen men, the front ones step: the central column's front man (d4,
    // Ludii's name) straight on (e5) or to either forward oblique cell (d5, e4); no
    // man goes back. The cells bear Ludii's coordinate names: a1 the bottom corner,
    // the letters rising to the right, the numbers to the left.
    assert_eq!(texts.len(), 15, "{texts:?}");
    for t in ["d4-e5", "d4-d5", "d4-e4", "a4-a5", "d1-e1"] {
        assert!(texts.iter().any(|x| x == t), "{t} not in {texts:?}");
    }
    let height = |name: &str| {
        let site = (0..e.num_sites())
            .find(|&i| ludic::play::general::site_name(&e, i as u16) == name)
            .expect("a cell's name");
        e.geometry(site).expect("a hexagon's geometry").centre[1]
    };
    for t in &texts {
        let ends: Vec<&str> = t.split('-').collect();
        assert!(height(ends[1]) > height(ends[0]), "{t} does not go forward");
    }
    // The terminal draws the cells where they lie: the hexagon's nine columns of cells
    // interleaved as seventeen offset lines, Black's corner cell on top, White's at the
    // bottom, and the names beside them.
    let board = ludic::play::general::board_text(&e, &s);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines.len(), 17, "{board}");
    assert_eq!(
        lines[0].trim(),
        "b                            i9",
        "{board}"
    );
    assert_eq!(
        lines[16].trim(),
        "w                            a1",
        "{board}"
    );
    assert_eq!(lines[8].split_whitespace().count(), 10, "{board}");
}

#[test]
fn hexdame_captures_are_compulsory_and_take_the_most_pieces() {
    let e = engine("games/hexdame.lud", &[]);
    let lists = turn_lists(&e, 30, 21);
    let mut captures = 0;
    let mut long = 0;
    for list in &lists {
        if list.iter().any(|t| t.contains('x')) {
            captures += 1;
            // Capture has precedence, and every capture offered takes as many pieces
            // (jumps) as the longest.
            assert!(list.iter().all(|t| t.contains('x')), "{list:?}");
            let jumps: Vec<usize> = list.iter().map(|t| t.matches('x').count()).collect();
            assert!(jumps.iter().all(|&j| j == jumps[0]), "{list:?}");
            if jumps[0] > 1 {
                long += 1;
            }
        }
    }
    assert!(captures > 50, "only {captures} positions with a capture");
    assert!(long > 0, "no capture of two pieces or more");
}

#[test]
fn tic_tac_toe_counts_every_game_to_its_end_and_connect_four_to_depth_six() {
    // The published figures: 255,168 games of Tic-Tac-Toe in all, and 7^d discs'
    // placements in Connect Four until a column can fill or a line of four form.
    let e = engine("games/tic-tac-toe.lud", &[]);
    let by_depth: Vec<u64> = (1..=9).map(|d| e.perft(&e.start(), d)).collect();
    assert_eq!(
        by_depth,
        [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    );
    let e = engine("games/connect-four.lud", &[]);
    for d in 1..=6 {
        assert_eq!(e.perft(&e.start(), d), 7u64.pow(d), "depth {d}");
    }
}
