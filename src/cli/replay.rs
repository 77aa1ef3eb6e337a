//! `ludic replay FILE.lud GAME.pdn`: steps through every game of a PDN file and checks
//! that each turn is legal, stopping with a clear error at the first that is not.

use super::play::load_game;
use crate::cli::{GameArgs, EXIT_INPUT};
use crate::kernel::Game;
use crate::pdn::{read_games, PdnGame, PdnResult};
use crate::play::end::describe_end;
// Replaying a record is the play module's, so that the server can do it too.
pub use crate::play::record::turns;
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
    let text = match crate::input_file::read_text(&args.pdn) {
        Ok(t) => t,
        Err(e) => {
            crate::cli::error(format!("cannot read {}: {e}", args.pdn.display()));
            return ExitCode::from(EXIT_INPUT);
        }
    };
    let games = match read_games(&text) {
        Ok(g) => g,
        Err(e) => {
            crate::cli::error(format!("{}: {e}", args.pdn.display()));
            return ExitCode::from(EXIT_INPUT);
        }
    };
    if games.is_empty() {
        crate::cli::error(format!("{}: no games found", args.pdn.display()));
        return ExitCode::from(EXIT_INPUT);
    }
    if let Ok(crate::game::Compiled::Program(_)) =
        crate::game::compile_file(&args.game.file, &args.game.selection())
    {
        return general(args, &games);
    }
    // One compiled game per ruleset and options met, in the order met.
    let mut loaded: Vec<(GameArgs, Game)> = Vec::new();
    for (i, g) in games.iter().enumerate() {
        let (chosen, note) = selection(&args.game, g);
        if let Some(n) = &note {
            crate::errln!("note: {} game {}: {n}", args.pdn.display(), i + 1);
        }
        let same = |a: &GameArgs| a.ruleset == chosen.ruleset && a.options == chosen.options;
        let game = match loaded.iter().position(|(a, _)| same(a)) {
            Some(k) => &loaded[k].1,
            None => match load_game(&chosen) {
                Ok(game) => {
                    loaded.push((chosen.clone(), game));
                    &loaded[loaded.len() - 1].1
                }
                Err(c) => return c,
            },
        };
        match check(game, g) {
            Ok(summary) => {
                if let Err(code) = crate::outln!("game {}: {summary}", i + 1) {
                    return code;
                }
            }
            Err(e) => {
                crate::cli::error(format!("{} game {}: {e}", args.pdn.display(), i + 1));
                if note.is_some() {
                    crate::errln!(
                        "help: the game was recorded with another ruleset or options; \
                         leave out --ruleset and --option to replay it with its own"
                    );
                }
                return ExitCode::from(EXIT_INPUT);
            }
        }
    }
    ExitCode::SUCCESS
}

/// Replays games of the general engine, turns written as `ludic play` writes them.
fn general(args: &ReplayArgs, games: &[PdnGame]) -> ExitCode {
    use crate::game::{GameApi, Outcome};
    use crate::play::general::{play_turns_from, start_from};
    for (i, g) in games.iter().enumerate() {
        let (chosen, note) = selection(&args.game, g);
        if let Some(n) = &note {
            crate::errln!("note: {} game {}: {n}", args.pdn.display(), i + 1);
        }
        let e = match crate::game::engine_from_file(&chosen.file, &chosen.selection()) {
            Ok(e) => e,
            Err(f) => {
                crate::err!("{}", f.render(crate::cli::color_stderr()));
                return ExitCode::from(f.exit_code());
            }
        };
        let summary = start_from(&e, g.tag("FEN"))
            .and_then(|start| play_turns_from(&e, start, &g.moves))
            .map(|(end, _)| {
                let ending = match e.outcome(&end) {
                    Some(Outcome::Win(w)) => format!("{} won", e.program.players[w as usize].name),
                    Some(Outcome::Draw) => "drawn".to_string(),
                    None => "the final position is not over".to_string(),
                };
                let result = match g.result {
                    PdnResult::Unknown => "no result".to_string(),
                    r => format!("result {}", r.token()),
                };
                format!("{} turns, all legal; {result}; {ending}", g.moves.len())
            });
        match summary {
            Ok(text) => {
                if let Err(code) = crate::outln!("game {}: {text}", i + 1) {
                    return code;
                }
            }
            Err(e) => {
                crate::cli::error(format!("{} game {}: {e}", args.pdn.display(), i + 1));
                return ExitCode::from(EXIT_INPUT);
            }
        }
    }
    ExitCode::SUCCESS
}

/// The ruleset and options to replay `g` with: the command line's when it names any,
/// else those the game records (`LudicRuleset`, `LudicOptions`); and a note when the
/// command line differs from the record.
pub(crate) fn selection(cli: &GameArgs, g: &PdnGame) -> (GameArgs, Option<String>) {
    let rec_ruleset = g.tag("LudicRuleset").map(str::to_string);
    let rec_options: Vec<String> = g
        .tag("LudicOptions")
        .map(|o| {
            o.split(';')
                .map(|x| x.trim().to_string())
                .filter(|x| !x.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let mut chosen = cli.clone();
    if cli.ruleset.is_none() && cli.options.is_empty() {
        chosen.ruleset = rec_ruleset;
        chosen.options = rec_options;
        return (chosen, None);
    }
    let ruleset_differs = match (&cli.ruleset, &rec_ruleset) {
        (Some(c), Some(r)) => !r.to_lowercase().contains(&c.to_lowercase()),
        (None, None) => false,
        _ => true,
    };
    let options_differ = !cli.options.is_empty() && cli.options != rec_options;
    let note = (ruleset_differs || options_differ).then(|| {
        format!(
            "recorded with ruleset {} and options {}; replaying with the command line's",
            rec_ruleset.as_deref().unwrap_or("(the default)"),
            if rec_options.is_empty() {
                "(the defaults)".to_string()
            } else {
                rec_options.join("; ")
            }
        )
    });
    (chosen, note)
}

/// Replays one game; a summary, or the first problem.
pub fn check(game: &Game, g: &PdnGame) -> Result<String, String> {
    let (_, state, _) = turns(game, g)?;
    let mut legal = Vec::new();
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
