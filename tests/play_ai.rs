//! The agents against each other and in built positions: alpha-beta and MCTS beat the
//! random player, searches are reproducible under a seed, and a huff that wins
//! material is taken.

#[path = "kernel_support/mod.rs"]
mod support;

use ludic::ai::{Agent, AgentSpec};
use ludic::kernel::{Game, GameResult};
use ludic::play::{play_game, Outcome, Summary};
use support::{dum_blas, find, game, text, Pos};

/// Plays `n` games of `a` against `b`, colours alternating, and summarises them.
fn match_of(g: &Game, a: &str, b: &str, n: usize, max_turns: usize) -> Summary {
    let a: AgentSpec = a.parse().unwrap();
    let b: AgentSpec = b.parse().unwrap();
    let mut outcomes = Vec::new();
    for i in 0..n {
        let a_first = i % 2 == 0;
        let seed = 1000 + i as u64;
        let (x, y) = (a.build(g, seed), b.build(g, seed + 7));
        let mut agents = if a_first { [x, y] } else { [y, x] };
        let rec = play_game(g, g.start(), &mut agents, max_turns);
        outcomes.push(Outcome {
            a_first,
            result: rec.result.unwrap_or(GameResult::Draw),
            turns: rec.turns.len(),
            huffs: Some(rec.huffs()),
        });
    }
    Summary::new(&a.to_string(), &b.to_string(), true, &outcomes)
}

#[test]
fn alphabeta_beats_random() {
    let g = game(dum_blas());
    let s = match_of(&g, "alphabeta:2", "random", 40, 300);
    eprintln!("{}", s.table());
    assert!(s.a_score >= 0.9, "{}", s.table());
}

#[test]
fn mcts_beats_random() {
    let g = game(dum_blas());
    let s = match_of(&g, "mcts:200", "random", 40, 300);
    eprintln!("{}", s.table());
    assert!(s.a_score >= 0.8, "{}", s.table());
}

#[test]
fn searches_are_reproducible_under_a_seed() {
    let g = game(dum_blas());
    for spec in ["alphabeta:3", "mcts:100", "random"] {
        let spec: AgentSpec = spec.parse().unwrap();
        let play = || {
            let mut agents = [spec.build(&g, 5), spec.build(&g, 6)];
            let rec = play_game(&g, g.start(), &mut agents, 40);
            rec.turns.iter().map(text).collect::<Vec<_>>()
        };
        assert_eq!(play(), play(), "{spec}");
    }
}

/// White has just defaulted (46-41 instead of taking 28x19): Black may huff 28.
/// Huffing wins a man; `h28 23-28` would give it straight back (32x23).
#[test]
fn agents_take_a_huff_that_wins_material() {
    let g = game(dum_blas());
    let s0 = Pos {
        wm: vec![28, 32, 46],
        bm: vec![23, 5],
        ..Pos::default()
    }
    .state(&g, 0);
    let s = g.apply(&s0, &find(&g, &s0, "46-41"));
    assert_ne!(s.huffable(), 0);
    let mut legal = Vec::new();
    g.legal_turns(&s, &mut legal);
    for spec in ["alphabeta:4", "mcts:400"] {
        let spec: AgentSpec = spec.parse().unwrap();
        let mut agent: Box<dyn Agent> = spec.build(&g, 3);
        let t = legal[agent.choose(&g, &s, &legal)];
        assert_eq!(t.huff, Some(27), "{spec} chose {}", text(&t));
        assert_ne!(text(&t), "h28 23-28", "{spec}");
    }
}

/// White to move can take one man (28x19) or default; alpha-beta takes it rather
/// than hand Black a huff.
#[test]
fn alphabeta_does_not_default_needlessly() {
    let g = game(dum_blas());
    let s = Pos {
        wm: vec![28, 32, 46],
        bm: vec![23, 5],
        ..Pos::default()
    }
    .state(&g, 0);
    let mut legal = Vec::new();
    g.legal_turns(&s, &mut legal);
    let mut agent = "alphabeta:4".parse::<AgentSpec>().unwrap().build(&g, 1);
    let t = legal[agent.choose(&g, &s, &legal)];
    assert_eq!(text(&t), "28x19");
}
