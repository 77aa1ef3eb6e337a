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

/// The commands, for `help` after the game's own notation.
pub(super) const COMMANDS_HELP: &str = "Commands: moves (legal turns), undo (take back your \
last turn), hint (the computer's choice), save FILE.pdn (save! FILE.pdn replaces an existing \
file), board, fen (the position, as `--fen` reads it), resign, help, quit.";
