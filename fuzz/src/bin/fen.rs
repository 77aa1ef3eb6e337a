//! FEN: read a position of international draughts, write it back, and read that again;
//! what reads must round-trip and must be playable.

fn run(data: &[u8]) {
    let game = ludic_fuzz::international();
    let text = ludic_fuzz::text(data);
    let Ok(state) = ludic::notation::read_fen(game, &text) else {
        return;
    };
    let written = ludic::notation::write_fen(game, &state);
    // A written FEN that does not read back would be a real defect: the CLI writes
    // FENs into saved games and reads them again.
    let again = ludic::notation::read_fen(game, &written)
        .unwrap_or_else(|e| panic!("write_fen wrote `{written}`, which does not read: {e}"));
    assert_eq!(
        ludic::notation::write_fen(game, &again),
        written,
        "FEN round trip changed"
    );
    let mut legal = Vec::new();
    game.legal_turns(&state, &mut legal);
    let _ = game.result(&state, &legal);
}

fn main() {
    #[cfg(fuzzing)]
    afl::fuzz!(|data: &[u8]| run(data));
    // Built without `cargo afl` (cargo check, or to replay a crash under a debugger):
    // one input from standard input.
    #[cfg(not(fuzzing))]
    ludic_fuzz::from_stdin(run);
}
