//! `ludic replay FILE.lud GAME.pdn`: steps through every game of a PDN file and checks
//! that each turn is legal, stopping with a clear error at the first that is not.

use super::play::load_game;
use crate::cli::{GameArgs, EXIT_INPUT};
use crate::kernel::{Game, State};
use crate::notation::{parse_turn, read_fen};
use crate::pdn::{read_games, PdnGame, PdnResult};
use crate::play::end::{describe_end, name};
use std::process::ExitCode;

/// Arguments of `ludic replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// The PDN file of games to check.
    pub pdn: std::path::PathBuf,
}

/// Runs `ludic replay`.
pub fn run(args: &ReplayArgs) -> ExitCode {
    let text = match std::fs::read_to_string(&args.pdn) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", args.pdn.display());
            return ExitCode::from(EXIT_INPUT);
        }
    };
    let games = match read_games(&text) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {}: {e}", args.pdn.display());
            return ExitCode::from(EXIT_INPUT);
        }
    };
    let game = match load_game(&args.game) {
        Ok(g) => g,
        Err(c) => return c,
    };
    if games.is_empty() {
        eprintln!("error: {}: no games found", args.pdn.display());
        return ExitCode::from(EXIT_INPUT);
    }
    for (i, g) in games.iter().enumerate() {
        match check(&game, g) {
            Ok(summary) => println!("game {}: {summary}", i + 1),
            Err(e) => {
                eprintln!("error: {} game {}: {e}", args.pdn.display(), i + 1);
                return ExitCode::from(EXIT_INPUT);
            }
        }
    }
    ExitCode::SUCCESS
}

/// Replays one game; a summary, or the first problem.
pub fn check(game: &Game, g: &PdnGame) -> Result<String, String> {
    let mut state: State = match g.tag("FEN") {
        Some(f) => read_fen(game, f).map_err(|e| format!("tag FEN: {e}"))?,
        None => game.start(),
    };
    let mut legal = Vec::new();
    for (k, text) in g.moves.iter().enumerate() {
        game.legal_turns(&state, &mut legal);
        let side = state.side();
        if let Some(r) = game.result(&state, &legal) {
            return Err(format!(
                "turn {} ({}) `{text}` comes after the game ended ({})",
                k + 1,
                name(game, side),
                describe_end(game, &state, &legal, r)
            ));
        }
        let t = parse_turn(game, &state, &legal, text)
            .map_err(|e| format!("turn {} ({}): {e}", k + 1, name(game, side)))?;
        state = game.apply(&state, &t);
    }
    game.legal_turns(&state, &mut legal);
    let ending = match game.result(&state, &legal) {
        Some(r) => describe_end(game, &state, &legal, r),
        None => "the final position is not over".to_string(),
    };
    let players = format!(
        "{} vs {}",
        g.tag("White").unwrap_or("?"),
        g.tag("Black").unwrap_or("?")
    );
    let result = match g.result {
        PdnResult::Unknown => "no result".to_string(),
        r => format!("result {}", r.token()),
    };
    Ok(format!(
        "{players}, {} turns, all legal; {result}; {ending}",
        g.moves.len()
    ))
}
