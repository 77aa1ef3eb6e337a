//! The `.lud` front end: parse, expand, compile, then the first turns on whichever
//! engine the game compiled for.

use ludic::game::Compiled;
use ludic::load::{expand_parsed, parse_bytes, EngineChoice, Selection};

/// How many start moves to play one ply past: enough to reach the move generator's
/// second-ply paths, few enough to keep executions fast.
const FOLLOW: usize = 4;

fn run(data: &[u8]) {
    // A failure is rendered too, as every command does: a label past miette's column
    // limit once panicked there.
    let parsed = match parse_bytes("fuzz.lud", data.to_vec()) {
        Ok(p) => p,
        Err(f) => return drop(f.render(false)),
    };
    let expanded = match expand_parsed(parsed, &Selection::default()) {
        Ok(e) => e,
        Err(f) => return drop(f.render(false)),
    };
    match ludic::game::compile(&expanded.game, EngineChoice::Auto) {
        Ok(Compiled::Lowered(r)) => {
            let Ok(game) = ludic::kernel::Game::new(*r) else {
                return;
            };
            let start = game.start();
            let mut legal = Vec::new();
            game.legal_turns(&start, &mut legal);
            let _ = game.result(&start, &legal);
            let mut next = Vec::new();
            for t in legal.iter().take(FOLLOW) {
                let s = game.apply(&start, t);
                game.legal_turns(&s, &mut next);
                let _ = game.result(&s, &next);
                let _ = ludic::notation::turn_text(t);
            }
        }
        Ok(Compiled::Program(p)) => {
            let engine = ludic::engine::Engine::new(*p);
            let start = engine.start();
            let moves = engine.legal(&start);
            for m in moves.iter().take(FOLLOW) {
                let mut s = start.clone();
                engine.apply(&mut s, m);
                let _ = engine.legal(&s);
            }
        }
        Err(diags) => drop(ludic::diag::render(&diags, &expanded.sources, false, 100)),
    }
}

fn main() {
    #[cfg(fuzzing)]
    afl::fuzz!(|data: &[u8]| run(data));
    // Built without `cargo afl` (cargo check, or to replay a crash under a debugger):
    // one input from standard input.
    #[cfg(not(fuzzing))]
    ludic_fuzz::from_stdin(run);
}
