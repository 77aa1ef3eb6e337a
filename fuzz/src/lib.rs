//! What the fuzz targets share: the games they run against, built once per process
//! (AFL's persistent mode runs many inputs in one process).

use ludic::kernel::Game;
use ludic::load::{expand_source, EngineChoice, Selection};
use std::sync::OnceLock;

/// Compiles a built-in game's text for the kernel. Panics only on a broken built-in
/// game, which is a setup fault rather than a finding.
fn kernel_game(name: &str, text: &str) -> Game {
    let expanded = expand_source(name, text, &Selection::default())
        .unwrap_or_else(|f| panic!("{name}: {}", f.render(false)));
    let rules = match ludic::game::compile(&expanded.game, EngineChoice::Auto) {
        Ok(ludic::game::Compiled::Lowered(r)) => *r,
        Ok(_) => panic!("{name}: not a kernel game"),
        Err(_) => panic!("{name}: does not compile"),
    };
    Game::new(rules).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Dum Blas, the reference game (8x8, men capture backwards, flying kings).
pub fn dum_blas() -> &'static Game {
    static G: OnceLock<Game> = OnceLock::new();
    G.get_or_init(|| {
        kernel_game(
            "games/dum-blas.lud",
            include_str!("../../games/dum-blas.lud"),
        )
    })
}

/// International draughts (10x10, 50 squares): FENs number squares 1 to 50.
pub fn international() -> &'static Game {
    static G: OnceLock<Game> = OnceLock::new();
    G.get_or_init(|| {
        kernel_game(
            "games/international-draughts.lud",
            include_str!("../../games/international-draughts.lud"),
        )
    })
}

/// Bytes as text the way the CLI sees it: lossily, so invalid UTF-8 still reaches the
/// parsers (the CLI's readers replace or reject it before they run).
pub fn text(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// Runs `target` once on standard input: the binaries' `main` when not built by
/// `cargo afl`, so a crash replays with a plain `cargo run --bin T < crash`.
pub fn from_stdin(target: fn(&[u8])) {
    use std::io::Read;
    let mut data = Vec::new();
    if std::io::stdin().read_to_end(&mut data).is_ok() {
        target(&data);
    }
}
