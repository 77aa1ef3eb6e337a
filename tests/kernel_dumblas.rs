//! Dum Blas rules in the kernel: forward-only man captures, huffing, the quiet
//! counter, the end of the game, and hashing over random play.

mod kernel_support;
use kernel_support::*;
use ludic::kernel::{playout, GameResult, Turn};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

#[test]
fn man_cannot_capture_backwards() {
    let pos = Pos {
        wm: vec![28],
        bm: vec![33, 1],
        ..Pos::default()
    };
    let dum = game(dum_blas());
    assert_eq!(turns(&dum, &pos.state(&dum, 0)), ["28-22", "28-23"]);
    let int = game(international());
    assert_eq!(turns(&int, &pos.state(&int, 0)), ["28x39"]);
}

#[test]
fn man_captures_forward_and_goes_on() {
    let g = game(dum_blas());
    // 28x19x10 (two forward hops); stopping after 28x19 is not a turn.
    let s = Pos {
        wm: vec![28],
        bm: vec![23, 14, 1],
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(turns(&g, &s), ["28-22", "28x19x10"]);
}

#[test]
fn promotion_on_the_far_row() {
    let g = game(dum_blas());
    let s = Pos {
        wm: vec![7],
        bm: vec![45],
        ..Pos::default()
    }
    .state(&g, 0);
    let t = find(&g, &s, "7-1");
    assert!(t.promotes);
    let n = g.apply(&s, &t);
    assert_eq!(squares(n.kings()), [1]);
}

fn huff_position() -> Pos {
    // White can take 28x19 (the maximum, 1); 32 stops Black's 23x32.
    Pos {
        wm: vec![28, 32, 46],
        bm: vec![23, 5],
        ..Pos::default()
    }
}

#[test]
fn every_move_is_legal_and_defaults_are_marked() {
    let g = game(dum_blas());
    let s = huff_position().state(&g, 0);
    assert_eq!(turns(&g, &s), ["28-22", "28x19", "32-27", "46-41"]);
    let mut v = Vec::new();
    g.legal_turns(&s, &mut v);
    for t in &v {
        let expect: Vec<u8> = match text(t).as_str() {
            "28x19" => vec![],
            "28-22" => vec![22],
            _ => vec![28],
        };
        assert_eq!(squares(t.huffable_after), expect, "{}", text(t));
    }
}

#[test]
fn huff_flow() {
    let g = game(dum_blas());
    let s = huff_position().state(&g, 0);
    let s1 = g.apply(&s, &find(&g, &s, "46-41"));
    assert_eq!(squares(s1.huffable()), [28]);
    assert_ne!(s1.hash(), g.apply(&s, &find(&g, &s, "32-27")).hash());
    assert_eq!(
        turns(&g, &s1),
        ["23-29", "5-10", "h28 23-28", "h28 23-29", "h28 5-10"]
    );
    // Declining: the chance expires.
    let s2 = g.apply(&s1, &find(&g, &s1, "5-10"));
    assert_eq!(s2.huffable(), 0);
    assert!(turns(&g, &s2).iter().all(|t| !t.starts_with('h')));
    // Huffing removes the piece and resets the quiet counter.
    let s2 = g.apply(&s1, &find(&g, &s1, "h28 5-10"));
    assert_eq!(squares(s2.pieces_of(0)), [32, 41]);
    assert_eq!(s2.huffable(), 0);
    assert_eq!(s2.quiet_turns(), 0);
    assert_eq!(turns(&g, &s2), ["32-27", "32-28", "41-36", "41-37"]);
}

#[test]
fn huff_that_frees_the_only_moves() {
    let g = game(dum_blas());
    // Black's men are blocked: 36 by 41 and 47, 23 by 28, 29, 32 and 34. White could
    // take 28x19 or 29x18 but plays 50-44: Black's only turns are huffs.
    let s = Pos {
        wm: vec![41, 47, 28, 29, 32, 34, 50],
        bm: vec![36, 23],
        ..Pos::default()
    }
    .state(&g, 0);
    let s1 = g.apply(&s, &find(&g, &s, "50-44"));
    assert_eq!(squares(s1.huffable()), [28, 29]);
    assert_eq!(turns(&g, &s1), ["h28 23-28", "h29 23-29"]);
    let mut v = Vec::new();
    g.legal_turns(&s1, &mut v);
    assert_eq!(g.result(&s1, &v), None);
    // Without the default, Black is blocked and loses.
    let s1 = g.apply(&s, &find(&g, &s, "28x19"));
    assert_eq!(turns(&g, &s1), Vec::<String>::new());
    g.legal_turns(&s1, &mut v);
    assert_eq!(g.result(&s1, &v), Some(GameResult::Win(0)));
}

#[test]
fn quiet_counter_and_draw() {
    let mut rules = dum_blas();
    rules.end.no_progress = Some(3);
    let g = game(rules);
    let s = Pos {
        wk: vec![46],
        wm: vec![50],
        bk: vec![1],
        ..Pos::default()
    }
    .state(&g, 0);
    let king_move = |s: &ludic::kernel::State| -> Turn {
        let mut v = Vec::new();
        g.legal_turns(s, &mut v);
        *v.iter()
            .find(|t| {
                t.huff.is_none() && !t.is_capture() && s.piece(t.from).is_some_and(|p| p.king)
            })
            .expect("a king move")
    };
    let s1 = g.apply(&s, &king_move(&s));
    let s2 = g.apply(&s1, &king_move(&s1));
    assert_eq!(s2.quiet_turns(), 2);
    let s3 = g.apply(&s2, &find(&g, &s2, "50-45"));
    assert_eq!(s3.quiet_turns(), 0);
    let mut s = s3;
    for _ in 0..3 {
        let mut v = Vec::new();
        g.legal_turns(&s, &mut v);
        assert_eq!(g.result(&s, &v), None);
        s = g.apply(&s, &king_move(&s));
    }
    let mut v = Vec::new();
    g.legal_turns(&s, &mut v);
    assert_eq!(s.quiet_turns(), 3);
    assert_eq!(g.result(&s, &v), Some(GameResult::Draw));
}

#[test]
fn result_no_pieces_and_no_moves() {
    let g = game(dum_blas());
    let mut v = Vec::new();
    let s = Pos {
        wm: vec![30],
        ..Pos::default()
    }
    .state(&g, 1);
    g.legal_turns(&s, &mut v);
    assert_eq!(g.result(&s, &v), Some(GameResult::Win(0)));
    // Black's only man stands on its far row: it cannot move.
    let s = Pos {
        wm: vec![30],
        bm: vec![46],
        ..Pos::default()
    }
    .state(&g, 1);
    g.legal_turns(&s, &mut v);
    assert!(v.is_empty());
    assert_eq!(g.result(&s, &v), Some(GameResult::Win(0)));
    let s = g.start();
    g.legal_turns(&s, &mut v);
    assert_eq!(g.result(&s, &v), None);
}

#[test]
fn random_play_keeps_hash_and_unique_turns() {
    for rules in [dum_blas(), international()] {
        let g = game(rules);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut v = Vec::new();
        for _ in 0..20 {
            let mut s = g.start();
            for _ in 0..400 {
                g.legal_turns(&s, &mut v);
                for (i, a) in v.iter().enumerate() {
                    assert!(!v[..i].contains(a), "duplicate turn {}", text(a));
                }
                if g.result(&s, &v).is_some() {
                    break;
                }
                s = g.apply(&s, &v[rng.gen_range(0..v.len())]);
                assert_eq!(s.hash(), g.recompute_hash(&s));
            }
        }
    }
}

#[test]
fn playouts_end() {
    let g = game(dum_blas());
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    for _ in 0..50 {
        let p = playout(&g, &g.start(), &mut rng, 10_000);
        assert!(p.result.is_some());
        let mut v = Vec::new();
        g.legal_turns(&p.state, &mut v);
        assert_eq!(g.result(&p.state, &v), p.result);
    }
}

#[test]
fn dum_blas_perft_from_start() {
    let g = game(dum_blas());
    let s = g.start();
    // Depth 1-2 match international (no capture yet); divergence starts later.
    assert_eq!(g.perft(&s, 1), 9);
    assert_eq!(g.perft(&s, 2), 81);
}
