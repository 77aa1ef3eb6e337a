//! PDN: read every game of the text, then replay each against Dum Blas the way
//! `ludic replay` does (a FEN tag, then each turn's text against the legal turns).

fn run(data: &[u8]) {
    let game = ludic_fuzz::dum_blas();
    let text = ludic_fuzz::text(data);
    let Ok(games) = ludic::pdn::read_games(&text) else {
        return;
    };
    for g in &games {
        let _ = ludic::cli::replay::check(game, g);
        // What reads must write, and what is written must read again.
        let written = ludic::pdn::write_game(g);
        if let Err(e) = ludic::pdn::read_games(&written) {
            panic!("write_game wrote a PDN that does not read ({e}):\n{written}");
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
