//! Hardening of the program compiler and the general engine: descriptions in Ludii's
//! move language mutated at random (an argument dropped, a number or a constant
//! changed) must compile or be refused with diagnostics, and a program that compiles
//! must generate and apply its first moves, never panic or hang. A mutated program that
//! still lowers to the fast kernel must play the same turns there: the lowering may
//! refuse a program, never change its game.

use ludic::engine::Engine;
use ludic::game::{compile, Compiled, GameApi};
use ludic::kernel::Game as Kernel;
use ludic::load::{expand_file, EngineChoice, Selection};
use ludic::syntax::ast::{Kind, Node};
use proptest::prelude::*;
use std::path::PathBuf;

const FILES: [&str; 5] = [
    "tests/move-language/flying-draughts.lud",
    "tests/move-language/short-kings.lud",
    "tests/lowering/crowned-midway.lud",
    "tests/lowering/optional-captures.lud",
    "tests/lowering/range-hop.lud",
];

const INTS: [i64; 8] = [-1, 0, 1, 2, 7, 255, 256, 100_000];
const IDENTS: [&str; 9] = [
    "Mover",
    "Next",
    "P3",
    "Off",
    "Diagonal",
    "N",
    "EndOfTurn",
    "Adjacent",
    "Win",
];

fn expanded(rel: &str) -> Node {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel);
    expand_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("{rel}:\n{}", f.render(false)))
        .game
}

fn count(n: &Node) -> usize {
    1 + match &n.kind {
        Kind::Clause { args, .. } | Kind::Array(args) => args.iter().map(count).sum(),
        Kind::Named { value, .. } => count(value),
        _ => 0,
    }
}

/// Applies mutation `(op, pick)` to the `target`-th node in pre-order.
fn mutate(n: &mut Node, target: &mut usize, op: u8, pick: usize) -> bool {
    if *target == 0 {
        match &mut n.kind {
            Kind::Clause { args, .. } | Kind::Array(args) if !args.is_empty() && op == 0 => {
                let i = pick % args.len();
                args.remove(i);
            }
            Kind::Int(v) => *v = INTS[pick % INTS.len()],
            Kind::Ident(s) => *s = IDENTS[pick % IDENTS.len()].to_string(),
            _ => return false,
        }
        return true;
    }
    *target -= 1;
    match &mut n.kind {
        Kind::Clause { args, .. } | Kind::Array(args) => {
            args.iter_mut().any(|a| mutate(a, target, op, pick))
        }
        Kind::Named { value, .. } => mutate(value, target, op, pick),
        _ => false,
    }
}

fn exercise(game: &Node) {
    let Ok(Compiled::Program(p)) = compile(game, EngineChoice::General) else {
        return;
    };
    let e = Engine::new(*p);
    let mut s = e.start();
    let moves = e.moves_or_pass(&mut s);
    for mv in moves.iter().take(8) {
        let mut t = s.clone();
        e.apply(&mut t, mv);
        let _ = e.legal(&t);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn mutated_move_programs_never_panic(
        file in 0usize..FILES.len(),
        edits in prop::collection::vec((any::<usize>(), 0u8..2, any::<usize>()), 1..4),
    ) {
        let mut game = expanded(FILES[file]);
        for (at, op, pick) in edits {
            let mut target = at % count(&game);
            mutate(&mut game, &mut target, op, pick);
        }
        exercise(&game);
    }
}

/// When `game` lowers, the kernel and the general engine agree on its first turns.
fn lowered_agrees(game: &Node) {
    let Ok(Compiled::Program(p)) = compile(game, EngineChoice::General) else {
        return;
    };
    let Ok(rules) = ludic::game::lower(&p) else {
        return;
    };
    let Ok(k) = Kernel::new(rules) else {
        return;
    };
    let e = Engine::new(*p);
    for d in 1..=3 {
        let (a, b) = (
            e.perft(&GameApi::start(&e), d),
            k.perft(&GameApi::start(&k), d),
        );
        assert_eq!(
            a,
            b,
            "perft {d} of a lowered program: general {a}, kernel {b}:\n{}",
            ludic::syntax::print::print_node(game)
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn mutated_programs_that_lower_play_the_same_turns(
        file in 0usize..4,
        edits in prop::collection::vec((any::<usize>(), 0u8..2, any::<usize>()), 1..3),
    ) {
        let mut game = expanded(FILES[file]);
        for (at, op, pick) in edits {
            let mut target = at % count(&game);
            mutate(&mut game, &mut target, op, pick);
        }
        lowered_agrees(&game);
    }
}

#[test]
fn the_unmutated_files_run() {
    for f in FILES {
        let game = expanded(f);
        assert!(
            matches!(
                compile(&game, EngineChoice::General),
                Ok(Compiled::Program(_))
            ),
            "{f}"
        );
        exercise(&game);
    }
}
