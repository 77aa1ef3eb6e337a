//! The position text of the general engine: written then read, every position met in
//! random games (after whole turns and in the middle of turns) is the same position,
//! with the same legal moves and the same perft; bad texts are refused with the part
//! at fault.

use ludic::engine::{Engine, State};
use ludic::load::Selection;
use ludic::notation::{read_position, write_position};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::BTreeSet;
use std::path::Path;

/// Games of every kind the general engine runs: hands and phases (Yoté, hand
/// placement), stacks (Lasca, Bashni), a hexagon (HexDame), points (Alquerque),
/// values, states and memory (the move-language files), the variable, players' values
/// and passes (our own tallied passes), draughts lowered or not.
const GAMES: &[&str] = &[
    "games/yote.lud",
    "games/lasca.lud",
    "games/hexdame.lud",
    "games/alquerque.lud",
    "games/pleasant-draughts.lud",
    "tests/lowering/crowned-midway.lud",
    "tests/lowering/optional-captures.lud",
    "tests/move-language/bashni.lud",
    "tests/move-language/counted-removal.lud",
    "tests/move-language/hand-placement.lud",
    "tests/move-language/levels-remembered.lud",
    "tests/move-language/remembered-hops.lud",
    "tests/move-language/valued-columns.lud",
    "tests/move-language/centre-beans.lud",
    "tests/move-language/cross-placement.lud",
    "tests/move-language/point-skirmish.lud",
    "tests/move-language/hex-skirmish.lud",
    "tests/move-language/untopped-stacks.lud",
    "tests/move-language/huff.lud",
    "tests/position-text/tallied-passes.lud",
];

fn engine(file: &str) -> Engine {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    match ludic::game::engine_from_file(&path, &Selection::default()) {
        Ok(e) => e,
        Err(_) => panic!("{file} compiles for the general engine"),
    }
}

/// The legal moves as their origins, destinations and actions, in order.
fn moves(e: &Engine, s: &State) -> Vec<String> {
    let mut t = s.clone();
    e.moves_or_pass(&mut t)
        .iter()
        .map(|m| format!("{}-{} {:?}", m.from, m.to, m.actions))
        .collect()
}

/// What a position's equality leaves out but play reads: the phases, the values
/// remembered.
fn beside(s: &State) -> (Vec<u8>, Vec<(u16, i32)>) {
    let remembered = s.mem.as_ref().map_or(Vec::new(), |m| m.remembered.clone());
    (s.phase.0.to_vec(), remembered)
}

/// Writes `s`, reads it back and checks it is the same position with the same moves;
/// notes the kinds of section written in `seen`.
fn round_trip(e: &Engine, file: &str, s: &State, seen: &mut BTreeSet<String>) -> State {
    let text = write_position(e, s);
    for section in text.split("; ") {
        let head = section.split(':').next().unwrap_or("");
        let kind = match head.split_whitespace().next() {
            Some("stack" | "hand") | None => head.split_whitespace().next().unwrap_or(""),
            _ if head.ends_with(" to move") => "to move",
            _ if !section.contains(':') => head,
            _ if e.program.players.iter().any(|p| p.name == head) => "pieces",
            _ => head,
        };
        seen.insert(kind.to_string());
    }
    let back = match read_position(e, &text) {
        Ok(b) => b,
        Err(err) => panic!("{file}: `{text}` reads back: {err}"),
    };
    assert!(
        back == *s,
        "{file}: `{text}` reads back to another position"
    );
    assert_eq!(beside(&back), beside(s), "{file}: `{text}`");
    assert_eq!(back.prev, s.prev, "{file}: `{text}`: the previous mover");
    assert_eq!(write_position(e, &back), text, "{file}: written again");
    assert_eq!(
        moves(e, &back),
        moves(e, s),
        "{file}: `{text}`: legal moves"
    );
    back
}

#[test]
fn positions_of_random_games_round_trip() {
    let mut seen = BTreeSet::new();
    for file in GAMES {
        let e = engine(file);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        for game in 0..6 {
            let mut s = e.start();
            round_trip(&e, file, &s, &mut seen);
            // Move by move, so that positions in the middle of a turn are met too.
            for step in 0..160 {
                if s.over.is_some() {
                    break;
                }
                let back = round_trip(&e, file, &s, &mut seen);
                if step % 16 == 5 && game < 2 && s.last.moves_this_turn == 0 {
                    assert_eq!(e.perft(&back, 2), e.perft(&s, 2), "{file}: perft 2");
                }
                let mut here = s.clone();
                let ms = e.moves_or_pass(&mut here);
                let mv = &ms[rng.gen_range(0..ms.len())];
                e.apply(&mut here, mv);
                s = here;
            }
            round_trip(&e, file, &s, &mut seen);
        }
    }
    // The walks wrote every kind of section these games have.
    let want = [
        "again",
        "hand",
        "last",
        "moves",
        "passes",
        "passed",
        "pending",
        "phase",
        "pieces",
        "player value",
        "remembered",
        "removals",
        "result",
        "score",
        "stack",
        "state",
        "to clear",
        "to move",
        "turns",
        "value",
        "var",
    ];
    let missing: Vec<&str> = want
        .iter()
        .copied()
        .filter(|w| !seen.contains(*w))
        .collect();
    assert!(
        missing.is_empty(),
        "never written: {missing:?}; written: {seen:?}"
    );
}

#[test]
fn start_texts_are_short() {
    let cases = [
        ("games/yote.lud", "P1 to move; hand P1: Marker 12; hand P2: Marker 12"),
        (
            "games/alquerque.lud",
            "White to move; White: Man a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 d3 e3; Black: Man a3 b3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5",
        ),
    ];
    for (file, want) in cases {
        assert_eq!(write_position(&engine(file), &engine(file).start()), want);
    }
}

#[test]
fn a_hand_written_position_reads() {
    let e = engine("games/lasca.lud");
    let s = read_position(
        &e,
        "black to move; White: Soldier a1, Officer c3; stack e5: White Soldier, Black Officer",
    )
    .expect("reads");
    assert_eq!(
        write_position(&e, &s),
        "Black to move; White: Soldier a1, Officer c3; stack e5: White Soldier, Black Officer"
    );
    assert_eq!(e.stack_size(&s, 0), 1);
}

#[test]
fn bad_texts_say_what_is_wrong() {
    let lasca = engine("games/lasca.lud");
    let yote = engine("games/yote.lud");
    let errors: Vec<String> = [
        (&lasca, "White: Soldier a1"),
        (&lasca, "White to move; White: Soldier a1 z9"),
        (&lasca, "White to move; White: Pawn a1"),
        (
            &lasca,
            "White to move; White: Soldier a1; Black: Soldier a1",
        ),
        (&lasca, "White to move; Red: Soldier a1"),
        (&lasca, "White to move; stack c3: White"),
        (&lasca, "White to move; value: a1=3"),
        (&lasca, "White to move; frobnicate"),
        (&yote, "P1 to move; hand P1: Marker many"),
        (&yote, "P1 to move; hand P1: Marker 3, Marker 4"),
        (&yote, "P1 to move; result: nobody"),
    ]
    .iter()
    .map(|(e, text)| match read_position(e, text) {
        Ok(_) => format!("{text}\n  accepted"),
        Err(err) => format!("{text}\n  {err}"),
    })
    .collect();
    insta::assert_snapshot!(errors.join("\n"));
}

#[test]
fn values_above_a_stack_s_top_are_part_of_the_position() {
    // A level keeps the value its last piece left (a piece moved alone onto it later
    // takes it), so a text may give a site more values than pieces: such positions
    // come up in play, and their texts must read back.
    let file = "tests/move-language/valued-columns.lud";
    let e = engine(file);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let above = |s: &State| {
        let levels = s.below.as_deref().and_then(|b| b.levels.as_ref())?;
        (0..levels.values.len())
            .find(|&site| levels.values[site].len() > e.stack_size(s, site as u16))
    };
    let mut s = e.start();
    while above(&s).is_none() {
        assert!(s.over.is_none(), "{file}: no value above a top met");
        let ms = e.moves_or_pass(&mut s.clone());
        e.apply(&mut s, &ms[rng.gen_range(0..ms.len())]);
    }
    round_trip(&e, file, &s, &mut BTreeSet::new());
}

#[test]
fn a_game_of_stacks_with_hands_reads_back_and_counts_stay_apart() {
    // In a game of stacks each hand is a stack too, as in Ludii: its text is the hand's
    // count of pieces beside the board's `stack` sections, and reads back. A game
    // without stacks takes no `stack` section, and one whose sites hold one piece no
    // count on the board.
    let file = "tests/position-text/stacked-hands.lud";
    let e = engine(file);
    let mut s = e.start();
    let ms = e.moves_or_pass(&mut s.clone());
    e.apply(&mut s, &ms[0]);
    let text = write_position(&e, &s);
    assert!(
        text.contains("stack a1:") && text.contains("hand P2: Disc 4"),
        "{text}"
    );
    round_trip(&e, file, &s, &mut BTreeSet::new());
    let lasca = engine("games/lasca.lud");
    let err = read_position(&lasca, "White to move; White: Soldier a1*3").expect_err("a count");
    assert!(
        err.to_string()
            .contains("this game keeps one piece per site"),
        "{err}"
    );
    let yote = engine("games/yote.lud");
    let err =
        read_position(&yote, "P1 to move; stack a1: P1 Marker, P2 Marker").expect_err("a stack");
    assert!(err.to_string().contains("this game has no stacks"), "{err}");
}
