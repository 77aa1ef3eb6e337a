//! The session's commands: what a line asks for, the names for tab completion, the help.

/// What a command line asks for.
pub(super) enum Command<'a> {
    Moves,
    Undo,
    Hint,
    /// `save FILE` (refuses to replace a file), or `save! FILE` (replaces it).
    Save(&'a str, bool),
    Resign,
    Help,
    Quit,
    Board,
    Fen,
    Turn(&'a str),
}

pub(super) fn command(line: &str) -> Command<'_> {
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    match (word.to_ascii_lowercase().as_str(), rest) {
        ("moves" | "m", "") => Command::Moves,
        ("undo" | "u", "") => Command::Undo,
        ("hint", "") => Command::Hint,
        ("save", r) => Command::Save(r, false),
        ("save!", r) => Command::Save(r, true),
        ("resign", "") => Command::Resign,
        ("help" | "?", "") => Command::Help,
        ("quit" | "q" | "exit", "") => Command::Quit,
        ("board" | "b", "") => Command::Board,
        ("fen", "") => Command::Fen,
        _ => Command::Turn(line),
    }
}

/// The commands, for tab completion.
pub(super) const COMMANDS: [&str; 11] = [
    "moves", "undo", "hint", "save", "save!", "board", "fen", "resign", "help", "quit", "exit",
];

pub(super) const HELP: &str = "\
Turns: 32-28 (a move), 28x19x10 (a capture through every landing square), 28x10 (start
and end, when that names one capture), 28x or 28 (when only one turn matches); squares
may also be named a1..j10. A huff goes first: `h23 32-28` removes the opponent's piece
on 23, then plays 32-28.
Commands: moves (legal turns), undo (take back your last turn), hint, save FILE.pdn
(save! FILE.pdn replaces an existing file), board, fen (the position as PDN FEN),
resign, help, quit.";
