//! Turn text (`32-28`, `28x19x10`, `h23 32-28`) against the legal turns of Dum Blas's
//! start position, and of the position after the parsed turn.

fn run(data: &[u8]) {
    let game = ludic_fuzz::dum_blas();
    let text = ludic_fuzz::text(data);
    let start = game.start();
    let mut legal = Vec::new();
    game.legal_turns(&start, &mut legal);
    // The first line is a turn at the start; a second line, if any, a reply to it, so
    // the fuzzer also reaches captures and huffs, which the start position has not.
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    let Ok(t) = ludic::notation::parse_turn(game, &start, &legal, first) else {
        return;
    };
    let s = game.apply(&start, &t);
    game.legal_turns(&s, &mut legal);
    if let Some(second) = lines.next() {
        if let Ok(r) = ludic::notation::parse_turn(game, &s, &legal, second) {
            let _ = game.apply(&s, &r);
        }
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
