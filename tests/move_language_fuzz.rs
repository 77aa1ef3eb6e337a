//! Hardening of the program compiler and the general engine: descriptions in Ludii's
//! move language mutated at random (an argument dropped, a number or a constant
//! changed) must compile or be refused with diagnostics, and a program that compiles
//! must generate and apply its first moves, never panic or hang.

use ludic::engine::Engine;
use ludic::game::{compile, Compiled};
use ludic::load::{expand_file, EngineChoice, Selection};
use ludic::syntax::ast::{Kind, Node};
use proptest::prelude::*;
use std::path::PathBuf;

const FILES: [&str; 2] = [
    "tests/move-language/flying-draughts.lud",
    "tests/move-language/short-kings.lud",
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
