//! `ludic play FILE [--white W] [--black B] [--seat N=P]... [--fen FEN] [--think S]
//! [--depth D] [--seed N]`: a game in the terminal, people and agents in any combination,
//! for as many players as the game has.

use crate::ai::{AgentKind, AgentSpec};
use crate::cli::{GameArgs, EXIT_INPUT, EXIT_USAGE};
use crate::kernel::{Game, State};
use crate::play::{RecordTags, Seat, Session, SessionConfig};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

/// Arguments of `ludic play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Who plays White (the first player): human, random, mcts[:PLAYOUTS] or alphabeta[:DEPTH].
    #[arg(long, default_value = "human")]
    pub white: String,
    /// Who plays Black (the second player), and the players after the second unless
    /// `--seat` seats them.
    #[arg(long, default_value = "alphabeta")]
    pub black: String,
    /// Who plays player N (1 to 16), as N=PLAYER (`--seat 3=human --seat 4=random`);
    /// repeatable. Players 1 and 2 are also `--white` and `--black`; the players after
    /// the second play as `--black` says (by default the AI, so that one person plays
    /// player 1 against all the others) unless seated here.
    #[arg(long = "seat", value_name = "N=PLAYER")]
    pub seats: Vec<String>,
    /// Start from this position: PDN FEN on the draughts kernel (e.g. `W:W31,32:B19,K5`),
    /// a position text on the general engine (e.g. `P1 to move; hand P1: Marker 12`).
    #[arg(long, conflicts_with = "pdn")]
    pub fen: Option<String>,
    /// Resume the first game of this PDN file (as `save` wrote it): its start, its turns,
    /// and the ruleset and options it records unless the command line gives some.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<std::path::PathBuf>,
    /// Seconds an agent may think per turn (unless a depth or playout count is given;
    /// at most 86400).
    #[arg(long, default_value_t = 2.0, value_parser = crate::cli::seconds)]
    pub think: f64,
    /// Search depth for alpha-beta agents and hints that name none (reproducible).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Seed for the agents (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// A game loaded from the command line, or the exit status after reporting why not.
pub(crate) fn load_game(args: &GameArgs) -> Result<Game, ExitCode> {
    let rules = crate::game::rules_from_file(&args.file, &args.selection()).map_err(|f| {
        crate::err!("{}", f.render(crate::cli::color_stderr()));
        ExitCode::from(f.exit_code())
    })?;
    Game::new(rules).map_err(|e| {
        crate::cli::error(format!("{}: {e}", args.file.display()));
        ExitCode::from(EXIT_INPUT)
    })
}

/// The start position: the rules' own, or `fen`.
pub(crate) fn start_state(game: &Game, fen: Option<&str>) -> Result<State, ExitCode> {
    match fen {
        None => Ok(game.start()),
        Some(f) => crate::notation::read_fen(game, f).map_err(|e| {
            crate::cli::error(format!("--fen: {e}"));
            ExitCode::from(EXIT_USAGE)
        }),
    }
}

/// Reads an agent name, applying `--think` and `--depth`.
/// A seat that names no player `play` knows: the error and its help, with `human` among
/// the choices and the closest name.
fn unknown_seat(text: &str) -> Option<(String, String)> {
    const NAMES: [&str; 5] = ["human", "random", "random-move", "mcts", "alphabeta"];
    let head = text.split(':').next().unwrap_or(text);
    if NAMES.iter().any(|n| head.eq_ignore_ascii_case(n)) {
        return None;
    }
    let hint = crate::diag::did_you_mean(head, NAMES)
        .map_or(String::new(), |n| format!("; did you mean `{n}`?"));
    Some((
        format!("unknown player `{text}`"),
        format!("a player is human, random, mcts[:PLAYOUTS] or alphabeta[:DEPTH]{hint}"),
    ))
}

/// Who sits at each of a game's `n` players: `--white`, `--black` for the second and
/// those after it, then each `--seat N=PLAYER`; refused at once when a text names no
/// player or no seat of the game.
fn seat_texts(args: &PlayArgs, n: usize) -> Result<Vec<String>, ExitCode> {
    let mut texts: Vec<String> = (0..n)
        .map(|i| if i == 0 { &args.white } else { &args.black }.clone())
        .collect();
    for given in &args.seats {
        let seat = given
            .split_once('=')
            .and_then(|(k, v)| Some((k.trim().parse::<usize>().ok()?, v.trim())));
        match seat {
            Some((k, v)) if (1..=n).contains(&k) => texts[k - 1] = v.to_string(),
            _ => {
                crate::cli::error_help(
                    format!("bad --seat `{given}`"),
                    format!("write N=PLAYER with N from 1 to {n}, the players of this game (e.g. --seat {n}=random)"),
                );
                return Err(ExitCode::from(EXIT_USAGE));
            }
        }
    }
    for text in &texts {
        if let Some((e, help)) = unknown_seat(text) {
            crate::cli::error_help(e, help);
            return Err(ExitCode::from(EXIT_USAGE));
        }
    }
    Ok(texts)
}

pub(crate) fn agent_spec(
    text: &str,
    think: f64,
    depth: Option<u32>,
) -> Result<AgentSpec, ExitCode> {
    let mut spec: AgentSpec = text.parse().map_err(|e| {
        crate::cli::error(e);
        ExitCode::from(EXIT_USAGE)
    })?;
    if spec.kind == AgentKind::AlphaBeta && spec.budget.depth.is_none() {
        spec.budget.depth = depth;
    }
    // clap bounds `--think`; this guards any other caller against the panic of
    // `Duration::from_secs_f64` on huge values.
    match Duration::try_from_secs_f64(think) {
        Ok(d) if !d.is_zero() => Ok(spec.with_think(Some(d))),
        _ => {
            crate::cli::error("--think must be a positive number of seconds");
            Err(ExitCode::from(EXIT_USAGE))
        }
    }
}

/// Seed from the clock, when none is given.
pub(crate) fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

/// The first game of the PDN file `path`, with the selection to load it with (the
/// command line's, else the one it records).
fn saved_game(
    path: &std::path::Path,
    cli: &GameArgs,
) -> Result<(GameArgs, crate::pdn::PdnGame), ExitCode> {
    let fail = |e: String| {
        crate::cli::error(e);
        ExitCode::from(EXIT_INPUT)
    };
    let text = crate::input_file::read_text(path)
        .map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?;
    let games =
        crate::pdn::read_games(&text).map_err(|e| fail(format!("{}: {e}", path.display())))?;
    let g = games
        .into_iter()
        .next()
        .ok_or_else(|| fail(format!("{}: no game found", path.display())))?;
    let (chosen, note) = crate::cli::replay::selection(cli, &g);
    if let Some(n) = note {
        crate::errln!("note: {}: {n}", path.display());
    }
    Ok((chosen, g))
}

/// Runs `ludic play`.
pub fn run(args: &PlayArgs) -> ExitCode {
    match try_run(args) {
        Ok(c) | Err(c) => c,
    }
}

fn try_run(args: &PlayArgs) -> Result<ExitCode, ExitCode> {
    let resumed = match &args.pdn {
        Some(path) => Some(saved_game(path, &args.game)?),
        None => None,
    };
    let chosen = resumed.as_ref().map_or(args.game.clone(), |r| r.0.clone());
    let saved = resumed.map(|r| r.1);
    let seed = args.seed.unwrap_or_else(clock_seed);
    match crate::cli::compile_game(&chosen)? {
        crate::game::Compiled::Program(p) => general(args, *p, &chosen, saved.as_ref(), seed),
        crate::game::Compiled::Lowered(r) => kernel(args, *r, &chosen, saved.as_ref(), seed),
    }
}

/// Why a saved game does not resume, said as an error (exit status 1).
fn cannot_resume(args: &PlayArgs, e: impl std::fmt::Display) -> ExitCode {
    let file = args.pdn.as_deref().unwrap_or(std::path::Path::new(""));
    crate::cli::error_help(
        format!("cannot resume {}: {e}", file.display()),
        "resume a game saved from this game file, with its ruleset and options",
    );
    ExitCode::from(EXIT_INPUT)
}

/// Play on the draughts kernel: people, and the kernel's agents (alpha-beta, MCTS with
/// its evaluation, random), hints from alpha-beta.
fn kernel(
    args: &PlayArgs,
    rules: crate::rules::Rules,
    chosen: &GameArgs,
    saved: Option<&crate::pdn::PdnGame>,
    seed: u64,
) -> Result<ExitCode, ExitCode> {
    use crate::play::session::kernel::{KernelAgent, KernelGame};
    let texts = seat_texts(args, 2)?;
    let game = crate::cli::perft::kernel_game(chosen, rules)?;
    let (start, turns) = match saved {
        Some(pdn) => {
            let (start, _, turns) =
                crate::cli::replay::turns(&game, pdn).map_err(|e| cannot_resume(args, e))?;
            (start, turns)
        }
        None => (start_state(&game, args.fen.as_deref())?, Vec::new()),
    };
    let mut seats: Vec<Seat<KernelGame>> = Vec::new();
    for (p, text) in texts.iter().enumerate() {
        if text.eq_ignore_ascii_case("human") {
            seats.push(Seat::Human);
        } else {
            let spec = agent_spec(text, args.think, args.depth)?;
            let agent = spec.build(&game, seed.wrapping_add(p as u64));
            seats.push(Seat::Ai(Box::new(KernelAgent(agent))));
        }
    }
    let hint = agent_spec("alphabeta", args.think, args.depth)?;
    let cfg = SessionConfig {
        color: crate::cli::color_stdout(),
        echo: !std::io::stdin().is_terminal(),
        hint: Box::new(move |g: &KernelGame| {
            Box::new(KernelAgent(hint.build(g.game, seed.wrapping_add(2))))
        }),
    };
    let table = KernelGame {
        game: &game,
        tags: RecordTags {
            event: format!("ludic play: {}", game.rules().name),
            file: args.game.file.display().to_string(),
            ruleset: game.rules().ruleset.clone(),
            options: chosen.options.clone(),
            ..RecordTags::default()
        },
    };
    run_session(Session::new(&table, start, seats, cfg).with_turns(turns))
}

/// Play on the general engine: people, random and MCTS players (alpha-beta needs the
/// fast kernel's evaluation, so MCTS takes its seat), hints from MCTS, from the start
/// or after the turns of a saved game.
fn general(
    args: &PlayArgs,
    program: crate::program::Program,
    chosen: &GameArgs,
    saved: Option<&crate::pdn::PdnGame>,
    seed: u64,
) -> Result<ExitCode, ExitCode> {
    use crate::ai::generic::GenericAgent;
    use crate::play::general::{replay_turns, start_from, Tags};
    use crate::play::session::general::{EngineAgent, EngineGame};
    use rand::SeedableRng;
    let texts = seat_texts(args, program.players.len())?;
    let think = match Duration::try_from_secs_f64(args.think) {
        Ok(d) if !d.is_zero() => Some(d),
        _ => {
            crate::cli::error("--think must be a positive number of seconds");
            return Err(ExitCode::from(EXIT_USAGE));
        }
    };
    let rng = |k: u64| rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_add(k));
    let mcts = GenericAgent::parse("mcts").map_or(GenericAgent::Random, |a| a.with_think(think));
    // Before the seats, whose agents' type names the game they play.
    let engine = crate::engine::Engine::new(program);
    let mut seats: Vec<Seat<EngineGame>> = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        if text.eq_ignore_ascii_case("human") {
            seats.push(Seat::Human);
            continue;
        }
        let agent = if text.starts_with("alphabeta") {
            crate::errln!(
                "note: alpha-beta plays only games of the fast kernel; MCTS ({} s a turn) plays instead",
                args.think
            );
            mcts
        } else {
            GenericAgent::parse(text)
                .map_err(|e| {
                    crate::cli::error(e);
                    ExitCode::from(EXIT_USAGE)
                })?
                .with_think(think)
        };
        let rng = rng(i as u64);
        seats.push(Seat::Ai(Box::new(EngineAgent { agent, rng })));
    }
    let fen = match saved {
        Some(pdn) => pdn.tag("FEN").map(str::to_string),
        None => args.fen.clone(),
    };
    let moves = saved.map_or(&[][..], |g| &g.moves[..]);
    let start = start_from(&engine, fen.as_deref());
    let turns = start
        .clone()
        .and_then(|st| replay_turns(&engine, st, moves));
    let (start, turns) = match (start, turns) {
        (Ok(s), Ok(t)) => (s, t),
        (Err(e), _) | (_, Err(e)) if saved.is_none() => {
            crate::cli::error(format!("--fen: {e}"));
            return Err(ExitCode::from(EXIT_USAGE));
        }
        (Err(e), _) | (_, Err(e)) => return Err(cannot_resume(args, e)),
    };
    let hint_rng = rng(99);
    let cfg = SessionConfig {
        color: crate::cli::color_stdout(),
        echo: !std::io::stdin().is_terminal(),
        hint: Box::new(move |_: &EngineGame| {
            Box::new(EngineAgent {
                agent: mcts,
                rng: hint_rng.clone(),
            })
        }),
    };
    let table = EngineGame {
        engine: &engine,
        tags: Tags {
            event: format!("ludic play: {}", engine.program.name),
            file: args.game.file.display().to_string(),
            ruleset: engine.program.ruleset.clone(),
            options: chosen.options.clone(),
            fen,
        },
    };
    run_session(Session::new(&table, start, seats, cfg).with_turns(turns))
}

/// Runs a session on the terminal: a line editor for a person at a terminal, plain
/// lines for a script.
fn run_session<G: crate::play::SessionGame>(
    mut session: Session<'_, G>,
) -> Result<ExitCode, ExitCode> {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock();
    let mut terminal = (std::io::stdin().is_terminal() && std::io::stdout().is_terminal())
        .then(crate::play::prompt::Terminal::new)
        .flatten();
    let mut piped = crate::play::prompt::Piped(&mut lines);
    let input: &mut dyn crate::play::prompt::Prompt = match &mut terminal {
        Some(t) => t,
        None => &mut piped,
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match session.run(input, &mut out) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        // A closed pipe on output (`ludic play ... | head`) is not worth a message.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => {
            crate::cli::error(e);
            Ok(ExitCode::from(EXIT_INPUT))
        }
    }
}
