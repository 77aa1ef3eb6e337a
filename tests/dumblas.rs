//! Dum Blas by the rule book (`docs/rules/dum-blas.md`), default ruleset of
//! `games/dum-blas.lud`: one hand-made position per rule, with the exact list of legal
//! turns (the `ludic perft --divide` listing) snapshotted. Every snapshot was checked by
//! hand against the rule book and against an independent reference implementation.

use ludic::cli::perft::divide_lines;
use ludic::game::rules_from_file;
use ludic::kernel::{Game, GameResult, State};
use ludic::load::Selection;
use ludic::notation::{input::list_sites, parse_turn, read_fen, sort_turns, turn_text, write_fen};
use std::path::PathBuf;

fn game(ruleset: Option<&str>) -> Game {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/dum-blas.lud");
    let sel = Selection {
        ruleset: ruleset.map(str::to_string),
        options: Vec::new(),
        ..Default::default()
    };
    let rules = rules_from_file(&path, &sel).unwrap_or_else(|f| panic!("{}", f.render(false)));
    Game::new(rules).expect("the game builds")
}

fn source() -> Game {
    game(None)
}

fn ludii() -> Game {
    game(Some("ludii"))
}

/// The position, its result, the divide listing at `depth`, and for each turn that is
/// a default the pieces the opponent may then huff.
fn describe(g: &Game, s: &State, depth: u32) -> String {
    let mut legal = Vec::new();
    g.legal_turns(s, &mut legal);
    sort_turns(&mut legal);
    let result = match g.result(s, &legal) {
        None => "none".to_string(),
        Some(GameResult::Win(p)) => format!("{} wins", g.rules().players[p as usize].name),
        Some(GameResult::Draw) => "draw".to_string(),
    };
    let mut out = format!(
        "position: {}\nhuffable now: {}\nresult: {result}\nturns: {} (divide at depth {depth})\n",
        write_fen(g, s),
        none_if_empty(list_sites(s.huffable())),
        legal.len()
    );
    for line in divide_lines(g, s, depth) {
        out.push_str(&format!("  {line}\n"));
    }
    let defaults: Vec<String> = legal
        .iter()
        .filter_map(|t| {
            let h = g.apply(s, t).huffable();
            (h != 0).then(|| format!("  {}: {}\n", turn_text(t), list_sites(h)))
        })
        .collect();
    if !defaults.is_empty() {
        out.push_str("defaults (huffable by the opponent next turn):\n");
        out.push_str(&defaults.concat());
    }
    out
}

fn none_if_empty(s: String) -> String {
    if s.is_empty() {
        "-".into()
    } else {
        s
    }
}

fn at(g: &Game, fen: &str) -> State {
    read_fen(g, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position after the turn written `text`.
fn after(g: &Game, s: &State, text: &str) -> State {
    let mut legal = Vec::new();
    g.legal_turns(s, &mut legal);
    let t = parse_turn(g, s, &legal, text).unwrap_or_else(|e| panic!("{e}"));
    g.apply(s, &t)
}

#[test]
fn a_man_cannot_capture_backwards() {
    // White man on 28 (e5), Black man on 33 (f4) behind it with 39 empty: no capture.
    let g = source();
    insta::assert_snapshot!(describe(&g, &at(&g, "W:W28:B3,33"), 1));
    // The Ludii ruleset lets men capture backwards, and capture is compulsory.
    let g = ludii();
    insta::assert_snapshot!("backwards_ludii", describe(&g, &at(&g, "W:W28:B3,33"), 1));
}

#[test]
fn a_multi_capture_goes_on_while_it_can() {
    // 37x28 must go on (over 23 or 22); 37x28x19x8 takes three, the most.
    let g = source();
    insta::assert_snapshot!(describe(&g, &at(&g, "W:W37:B13,22,23,32"), 1));
}

#[test]
fn a_flying_king_chooses_its_landing() {
    // King on 46 jumps 32 and may land on 28, 23, 19, 14, 10 or 5; from 19 it must go on
    // over 24 (to 30 or 35).
    let g = source();
    insta::assert_snapshot!(describe(&g, &at(&g, "W:WK46:B1,24,32"), 1));
}

#[test]
fn no_piece_is_jumped_twice() {
    // King on 13 takes 9 landing on 4; to go on over 22 it would have to pass 9 again,
    // which stays on the board until the capture ends (Turkish strike), so 13x4 stops.
    let g = source();
    insta::assert_snapshot!(describe(&g, &at(&g, "W:WK13:B9,22"), 1));
}

#[test]
fn a_man_that_promotes_stops() {
    // 13x2 crowns the man; as a king it could take 11 next, but promotion ends the move.
    let g = source();
    let s = at(&g, "W:W13:B8,11");
    let mut text = describe(&g, &s, 1);
    text.push_str(&format!(
        "after 13x2: {}\n",
        write_fen(&g, &after(&g, &s, "13x2"))
    ));
    insta::assert_snapshot!(text);
}

#[test]
fn a_default_lets_the_opponent_huff() {
    // White can take 27 with 32 (32x21) but need not. Stepping 45-40 leaves the capable
    // man 32 huffable; stepping with 32 itself leaves it huffable on its new square 28.
    let g = source();
    let s = at(&g, "W:W32,45:B27");
    let mut text = describe(&g, &s, 2);
    text.push_str("\nafter 45-40:\n");
    text.push_str(&describe(&g, &after(&g, &s, "45-40"), 1));
    text.push_str("\nafter 32-28:\n");
    text.push_str(&describe(&g, &after(&g, &s, "32-28"), 1));
    insta::assert_snapshot!(text);
}

#[test]
fn a_huff_frees_a_blocked_player() {
    // Black's 36 and 37 are blocked; White's 41 and 42 could each take 37. White
    // defaults with 50-44, and Black's only turns are huffs that open a square.
    let g = source();
    let s = at(&g, "W:W41,42,46,47,48,50:B36,37");
    let mut text = describe(&g, &s, 1);
    text.push_str("\nafter 50-44:\n");
    text.push_str(&describe(&g, &after(&g, &s, "50-44"), 1));
    insta::assert_snapshot!(text);
}

#[test]
fn a_blocked_player_loses() {
    // The same men with Black to move and no huff pending: no legal turn.
    let g = source();
    insta::assert_snapshot!(describe(&g, &at(&g, "B:W41,42,46,47,48,50:B36,37"), 1));
}

#[test]
fn a_player_without_pieces_loses() {
    let g = source();
    let text = format!(
        "{}\n{}",
        describe(&g, &at(&g, "B:W28:B"), 1),
        describe(&g, &at(&g, "W:W:B1"), 1)
    );
    insta::assert_snapshot!(text);
}
