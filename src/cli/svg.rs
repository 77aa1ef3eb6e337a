//! `ludic svg`: a picture of a position, drawn from the board graph by [`crate::draw`],
//! the drawing the `ludic serve` page shows.

use super::perft::{kernel_game, start_state};
use super::{GameArgs, EXIT_INPUT, EXIT_USAGE};
use crate::draw::{render, Scene};
use crate::pdn::{read_games, PdnGame};
use std::process::ExitCode;

/// Draws the start position, a FEN, or the position some turns reach, as SVG.
#[derive(clap::Args, Debug)]
pub struct SvgArgs {
    /// The game, ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Start from this position instead of the start: PDN FEN on the draughts kernel
    /// (e.g. `W:W31-50:B1-20`), a position text on the general engine.
    #[arg(long)]
    pub fen: Option<String>,
    /// Turns to play first, as PDN movetext: "32-28 19-23 28x19" (move numbers allowed).
    #[arg(long)]
    pub turns: Option<String>,
    /// Highlight the last turn's start and landing squares.
    #[arg(long)]
    pub highlight_last: bool,
    /// Draw the board from the second player's side.
    #[arg(long)]
    pub flip: bool,
    /// Write the SVG to this file (default: standard output).
    #[arg(short, long, value_name = "OUT.svg")]
    pub output: Option<std::path::PathBuf>,
}

/// Runs the command.
pub fn run(args: &SvgArgs) -> ExitCode {
    match picture(args) {
        Ok(svg) => match &args.output {
            None => super::output::then(crate::out!("{svg}"), ExitCode::SUCCESS),
            Some(path) => match std::fs::write(path, svg) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    super::error(format!("cannot write {}: {e}", path.display()));
                    ExitCode::from(EXIT_INPUT)
                }
            },
        },
        Err(code) => code,
    }
}

/// The SVG text the arguments ask for.
fn picture(args: &SvgArgs) -> Result<String, ExitCode> {
    let compiled = match super::compile_game(&args.game) {
        Ok(c) => c,
        Err(code) => return board_alone(args).ok_or(code),
    };
    let game = match compiled {
        crate::game::Compiled::Program(p) => {
            return general_picture(args, crate::engine::Engine::new(*p))
        }
        crate::game::Compiled::Lowered(r) => kernel_game(&args.game, *r)?,
    };
    start_state(&game, args.fen.as_deref())?;
    let mut record = match args.turns.as_deref() {
        None => PdnGame::new(),
        Some(text) => match read_games(text) {
            Ok(mut games) if !games.is_empty() => games.swap_remove(0),
            Ok(_) => PdnGame::new(),
            Err(e) => {
                super::error(format!("bad --turns: {e}"));
                return Err(ExitCode::from(EXIT_USAGE));
            }
        },
    };
    if let Some(f) = &args.fen {
        record.set_tag("FEN", f.clone());
    }
    let (_, state, played) = super::replay::turns(&game, &record).map_err(|e| {
        super::error(format!("bad --turns: {e}"));
        ExitCode::from(EXIT_USAGE)
    })?;
    let last = if args.highlight_last {
        played.last()
    } else {
        None
    };
    let scene = Scene::of_kernel(&game, &state)
        .with_last(last)
        .flipped(args.flip);
    Ok(render(&scene))
}

/// When the rules do not compile (the diagnostics are already printed), the start
/// position cannot be drawn; the board alone can, as Ludii builds it, when it was asked
/// for with no position.
fn board_alone(args: &SvgArgs) -> Option<String> {
    if args.fen.is_some() || args.turns.is_some() {
        return None;
    }
    let expanded = crate::load::expand_file(&args.game.file, &args.game.selection()).ok()?;
    let board = crate::program::compile::board_shape(&expanded.game)?.ok()?;
    crate::errln!("note: the rules cannot be played yet; drawing the board alone, its sites numbered as Ludii numbers them");
    Some(crate::draw::board_alone::svg(&board))
}

/// The picture of a game of the general engine: sites named as its turns name them
/// (`a1`), `--turns` written as `ludic play` writes them (`c3-d4 f6xd4`).
fn general_picture(args: &SvgArgs, e: crate::engine::Engine) -> Result<String, ExitCode> {
    use crate::play::general::{is_promoted, movetext_turns, play_turns_from, site_name};
    let start = super::perft::general_start(&e, args.fen.as_deref())?;
    let turns = movetext_turns(args.turns.as_deref().unwrap_or(""));
    let (state, last) = play_turns_from(&e, start, &turns).map_err(|why| {
        super::error(format!("bad --turns: {why}"));
        ExitCode::from(EXIT_USAGE)
    })?;
    let mut scene = Scene::from_api(
        &e,
        &state,
        |p| is_promoted(&p.kind),
        |site| site_name(&e, site as u16),
    );
    let turns = e.turns(&state);
    let kids: Vec<&crate::engine::State> = turns.iter().map(|t| &t.state).collect();
    scene.dice = crate::play::shown_dice::for_turn(&e, &state, &kids)
        .iter()
        .map(|d| (d.face, d.used))
        .collect();
    if let (true, Some(t)) = (args.highlight_last, &last) {
        scene.highlight = t
            .path
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .filter(|&x| (x as usize) < e.program.graph.len())
            .map(usize::from)
            .collect();
    }
    Ok(render(&scene.flipped(args.flip)))
}
