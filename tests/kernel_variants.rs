//! Rule variants the kernel must run from the `Rules` alone: promotion timing,
//! capture priorities, free capture, immediate removal and no-reverse.

mod kernel_support;
use kernel_support::*;
use ludic::rules::{CaptureMode, Priority, PromoteWhen, Removal};

/// 12x3 reaches the far row mid-capture; as a man it can go on 3x14, as a king
/// it can land on 14, 20 or 25.
fn through_promotion() -> Pos {
    Pos {
        wm: vec![12],
        bm: vec![8, 9, 50],
        ..Pos::default()
    }
}

fn with_promotion(when: PromoteWhen) -> Vec<(String, bool)> {
    let mut r = international();
    if let Some(p) = r.promotion.as_mut() {
        p.when = when;
    }
    let g = game(r);
    let s = through_promotion().state(&g, 0);
    let mut v = Vec::new();
    g.legal_turns(&s, &mut v);
    let mut t: Vec<(String, bool)> = v.iter().map(|t| (text(t), t.promotes)).collect();
    t.sort();
    t
}

#[test]
fn promotion_at_end_of_turn_passes_through() {
    assert_eq!(
        with_promotion(PromoteWhen::EndOfTurn),
        [("12x3x14".to_string(), false)]
    );
}

#[test]
fn promotion_immediately_goes_on_as_king() {
    assert_eq!(
        with_promotion(PromoteWhen::Immediately),
        [
            ("12x3x14".to_string(), true),
            ("12x3x20".to_string(), true),
            ("12x3x25".to_string(), true)
        ]
    );
}

#[test]
fn promotion_stop_ends_the_capture() {
    assert_eq!(
        with_promotion(PromoteWhen::Stop),
        [("12x3".to_string(), true)]
    );
}

#[test]
fn most_kings_priority() {
    // 28 can take the man on 22 or the king on 23.
    let pos = Pos {
        wm: vec![28],
        bm: vec![22, 1],
        bk: vec![23],
        ..Pos::default()
    };
    let g = game(international());
    assert_eq!(turns(&g, &pos.state(&g, 0)), ["28x17", "28x19"]);
    let mut r = international();
    r.capture.priority = vec![Priority::MostPieces, Priority::MostKings];
    let g = game(r);
    assert_eq!(turns(&g, &pos.state(&g, 0)), ["28x19"]);
}

#[test]
fn by_king_priority() {
    let pos = Pos {
        wm: vec![28],
        wk: vec![46],
        bm: vec![22, 41, 1],
        ..Pos::default()
    };
    let g = game(international());
    assert_eq!(turns(&g, &pos.state(&g, 0)), ["28x17", "46x32", "46x37"]);
    let mut r = international();
    r.capture.priority = vec![Priority::MostPieces, Priority::ByKing];
    let g = game(r);
    assert_eq!(turns(&g, &pos.state(&g, 0)), ["46x32", "46x37"]);
}

#[test]
fn free_capture() {
    let mut r = international();
    r.capture.mode = CaptureMode::Free;
    let g = game(r);
    let s = Pos {
        wm: vec![28],
        bm: vec![33, 1],
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(turns(&g, &s), ["28-22", "28-23", "28x39"]);
}

/// The king on 32 can take 23 (landing 19, 14, 10 or 5) or 41 (landing 46); only
/// with immediate removal can it then come back over the emptied line.
fn identities(removal: Removal, no_reverse: bool) -> Vec<(u8, u8, u32)> {
    let mut r = international();
    r.capture.removal = removal;
    r.capture.no_reverse = no_reverse;
    let g = game(r);
    let s = Pos {
        wk: vec![32],
        bm: vec![23, 41],
        ..Pos::default()
    }
    .state(&g, 0);
    let mut v = Vec::new();
    g.legal_turns(&s, &mut v);
    let mut t: Vec<_> = v
        .iter()
        .map(|t| (t.from + 1, t.to() + 1, t.num_captured()))
        .collect();
    t.sort();
    t
}

#[test]
fn removal_at_end_blocks_the_way_back() {
    let singles = vec![
        (32, 5, 1),
        (32, 10, 1),
        (32, 14, 1),
        (32, 19, 1),
        (32, 46, 1),
    ];
    assert_eq!(identities(Removal::EndOfSequence, false), singles);
    assert_eq!(identities(Removal::Immediately, true), singles);
}

#[test]
fn immediate_removal_opens_the_way_back() {
    // Four paths 32x(19|14|10|5)x46 are one turn; 32x46x(19|14|10|5) are four.
    assert_eq!(
        identities(Removal::Immediately, false),
        [
            (32, 5, 2),
            (32, 10, 2),
            (32, 14, 2),
            (32, 19, 2),
            (32, 46, 2)
        ]
    );
}

#[test]
fn single_hop_when_sequences_do_not_continue() {
    let mut r = international();
    r.capture.continues = false;
    let g = game(r);
    let s = Pos {
        wm: vec![28],
        bm: vec![23, 14, 1],
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(turns(&g, &s), ["28x19"]);
}

#[test]
fn too_many_sites_is_an_error() {
    let mut r = international();
    r.board.width = 16;
    r.board.height = 16;
    r.board.cells = ludic::rules::Cells::All;
    assert!(ludic::kernel::Game::new(r).is_err());
}
