//! The one table of every ludeme and constant the compiler knows, with the syntax and a
//! one-line meaning of each. Units take their entry from here; `docs/language.md` must
//! document every name listed (a test checks it), and "did you mean" searches it.

/// A ludeme: a clause head (or `move` with its subtype) and what it takes.
#[derive(Debug)]
pub struct Ludeme {
    /// The name as written: `board`, `move Hop`...
    pub name: &'static str,
    /// The syntax, in the reference's notation.
    pub syntax: &'static str,
    /// Named arguments it accepts.
    pub named: &'static [&'static str],
    /// What it means, in one line.
    pub summary: &'static str,
}

/// A bare constant (`Diagonal`, `Huff`, `EndOfTurn`...) and where it is used.
#[derive(Debug)]
pub struct Constant {
    /// The name as written.
    pub name: &'static str,
    /// What it means, in one line.
    pub summary: &'static str,
}

macro_rules! ludeme {
    ($id:ident, $name:literal, $syntax:literal, [$($named:literal),*], $summary:literal) => {
        #[doc = $summary]
        pub const $id: Ludeme = Ludeme {
            name: $name,
            syntax: $syntax,
            named: &[$($named),*],
            summary: $summary,
        };
    };
}

ludeme!(
    GAME,
    "game",
    "(game \"Name\" (players ...) (equipment ...) (rules ...))",
    [],
    "A whole game: its name, players, equipment and rules."
);
ludeme!(
    PLAYERS,
    "players",
    "(players 2 | {(player ...) (player ...)} [first:P1|P2])",
    ["first"],
    "The two players, their facings, and who moves first (P1 unless `first:` says otherwise)."
);
ludeme!(
    PLAYER,
    "player",
    "(player [\"Name\"] <facing>)",
    [],
    "One player: a display name and the absolute direction its pieces call forward."
);
ludeme!(
    EQUIPMENT,
    "equipment",
    "(equipment {(board ...) (piece ...) ... (regions ...) ...})",
    [],
    "The board, the two kinds of piece, and the players' home regions."
);
ludeme!(
    BOARD,
    "board",
    "(board (square N) | (rectangle ROWS COLUMNS) [use:All|Dark|Light])",
    ["use"],
    "The board grid and which of its cells are played on (Dark: a1 and every other cell)."
);
ludeme!(SQUARE, "square", "(square N)", [], "An N x N grid.");
ludeme!(
    RECTANGLE,
    "rectangle",
    "(rectangle ROWS COLUMNS)",
    [],
    "A grid of ROWS rows and COLUMNS columns."
);
ludeme!(
    PIECE,
    "piece",
    "(piece \"Name\" Each [value:N] [worth:N] (move ...) ...)",
    ["value", "worth"],
    "A kind of piece both players own, with its moves and captures (value in hundredths of a man; worth: what capturing one counts under `MostValue`, default 1)."
);
ludeme!(
    REGIONS,
    "regions",
    "(regions P1|P2 <sites>)",
    [],
    "A player's home region, named by `(sites Mover)` / `(sites Next)` / `(sites P1)`."
);
ludeme!(
    MOVE_STEP,
    "move Step",
    "(move Step <directions>)",
    [],
    "Move one cell in one of the directions onto an empty site."
);
ludeme!(
    MOVE_SLIDE,
    "move Slide",
    "(move Slide <directions>)",
    [],
    "Move any distance along one direction over empty sites."
);
ludeme!(MOVE_HOP, "move Hop",
    "(move Hop <directions> [before:N|Any|(count Rows)] [after:N|Any|(count Rows)] [capturesKings:True|False])",
    ["before", "after", "capturesKings"],
    "Capture by jumping one enemy piece along a line: `before:` empty sites allowed before it, `after:` extra empty sites beyond the first landing site.");
ludeme!(DIRECTIONS, "directions", "(directions <direction> | {<direction> ...})", [],
    "A set of directions: absolute (N, NE...), relative to the owner's facing (F, FL...), or a group (Diagonal...).");
ludeme!(
    RULES,
    "rules",
    "(rules (start ...) (play ...) (end ...))",
    [],
    "How the game starts, is played and ends."
);
ludeme!(
    START,
    "start",
    "(start (place ...) | {(place ...) ...})",
    [],
    "The start position."
);
ludeme!(
    PLACE,
    "place",
    "(place \"KindN\" <sites>)",
    [],
    "Puts a piece of kind Kind owned by player N on every playable site of the region."
);
ludeme!(
    PLAY,
    "play",
    "(play (capture ...) [(promote ...)])",
    [],
    "The rules of a turn beyond the pieces' own moves: the capture policy and promotion."
);
ludeme!(CAPTURE, "capture",
    "(capture Free|Compulsory|Huff [priority:{<criterion> ...}] [continues:True|False] [removal:EndOfSequence|Immediately] [noReverse:True|False] [landToContinue:True|False])",
    ["priority", "continues", "removal", "noReverse", "landToContinue"],
    "The capture policy: whether capturing is optional, compulsory, or enforced by huffing, and how captures rank and proceed.");
ludeme!(PROMOTE, "promote", "(promote \"Man\" \"King\" <sites> [at:EndOfTurn|Immediately|Stop])", ["at"],
    "A man that reaches the region (evaluated for its owner) becomes a king, at the time `at:` says.");
ludeme!(SITES, "sites",
    "(sites Board|Bottom|Top|Left|Right|Mover|Next|P1|P2) | (sites Row N) | (sites Column N) | (sites Phase 0|1) | (sites {\"a1\" ...})",
    [],
    "A region of the board: a fixed part, a row or column, a colour phase, a player's region, or listed cells.");
ludeme!(
    EXPAND,
    "expand",
    "(expand <sites> [steps:N])",
    ["steps"],
    "The region grown by N orthogonal steps (default 1)."
);
ludeme!(
    UNION,
    "union",
    "(union <sites> <sites> ...) | (union {<sites> ...})",
    [],
    "Cells in any of the regions."
);
ludeme!(
    INTERSECTION,
    "intersection",
    "(intersection <sites> <sites> ...)",
    [],
    "Cells in every one of the regions."
);
ludeme!(
    DIFFERENCE,
    "difference",
    "(difference <sites> <sites>)",
    [],
    "Cells of the first region that are not in the second."
);
ludeme!(
    COUNT,
    "count",
    "(count Rows|Columns)",
    [],
    "The number of rows or columns of the board, an integer."
);
ludeme!(
    ARITH,
    "+ - * /",
    "(+ a b) (- a b) (* a b) (/ a b)",
    [],
    "Integer arithmetic wherever an integer is expected."
);
ludeme!(
    END,
    "end",
    "(end (if ...) | {(if ...) ...})",
    [],
    "The end conditions, checked before each turn for the player about to move."
);
ludeme!(
    IF,
    "if",
    "(if <condition> (result ...))",
    [],
    "An end condition and its result."
);
ludeme!(NO, "no", "(no Pieces Next) | (no Moves Next) | (no Progress N)", [],
    "Conditions: the next player has no piece / no legal turn; N turns in a row without capture, huff or man move.");
ludeme!(
    RESULT,
    "result",
    "(result Mover|Next|All Win|Loss|Draw)",
    [],
    "The result, said of the player who just moved (Mover) or the one about to move (Next)."
);

/// Every ludeme, in reference order.
pub const LUDEMES: &[&Ludeme] = &[
    &GAME,
    &PLAYERS,
    &PLAYER,
    &EQUIPMENT,
    &BOARD,
    &SQUARE,
    &RECTANGLE,
    &PIECE,
    &REGIONS,
    &MOVE_STEP,
    &MOVE_SLIDE,
    &MOVE_HOP,
    &DIRECTIONS,
    &RULES,
    &START,
    &PLACE,
    &PLAY,
    &CAPTURE,
    &PROMOTE,
    &SITES,
    &EXPAND,
    &UNION,
    &INTERSECTION,
    &DIFFERENCE,
    &COUNT,
    &ARITH,
    &END,
    &IF,
    &NO,
    &RESULT,
];

macro_rules! constants {
    ($($name:literal => $summary:literal,)*) => {
        /// Every bare constant, with its meaning.
        pub const CONSTANTS: &[Constant] = &[$(Constant { name: $name, summary: $summary }),*];
    };
}

constants! {
    "N" => "north: towards higher rows (also NE E SE S SW W NW)",
    "NE" => "north-east",
    "E" => "east",
    "SE" => "south-east",
    "S" => "south",
    "SW" => "south-west",
    "W" => "west",
    "NW" => "north-west",
    "F" => "forward, as the owner faces (also FR R BR B BL L FL)",
    "FR" => "forward-right",
    "R" => "right",
    "BR" => "backward-right",
    "B" => "backward",
    "BL" => "backward-left",
    "L" => "left",
    "FL" => "forward-left",
    "Diagonal" => "the four diagonal directions",
    "Orthogonal" => "the four orthogonal directions",
    "All" => "all eight directions; in `board use:`, every cell",
    "Forwards" => "F, FL and FR",
    "Backwards" => "B, BL and BR",
    "Dark" => "the cells whose column + row is even (a1 is dark); `Phase 0`",
    "Light" => "the other cells; `Phase 1`",
    "Each" => "a piece kind both players own",
    "P1" => "the first player",
    "P2" => "the second player",
    "Mover" => "the player who just moved (in `end`); the owner (in `sites`)",
    "Next" => "the player about to move (in `end`); the owner's opponent (in `sites`)",
    "Step" => "a move of one cell",
    "Slide" => "a move of any distance",
    "Hop" => "a capture by jumping",
    "Any" => "any distance",
    "Rows" => "the number of rows (in `count`)",
    "Columns" => "the number of columns (in `count`)",
    "Board" => "every cell",
    "Bottom" => "the bottom row",
    "Top" => "the top row",
    "Left" => "the left column",
    "Right" => "the right column",
    "Row" => "one row, counted from 0 at the bottom",
    "Column" => "one column, counted from 0 at the left",
    "Phase" => "the cells of one colour: Phase 0 is dark, Phase 1 light",
    "Free" => "capturing is optional",
    "Compulsory" => "when a capture exists, only the best captures are legal",
    "Huff" => "any move is legal; one that is not among the best captures lets the opponent huff",
    "MostPieces" => "rank captures by the number of pieces taken",
    "ByKing" => "a capture by a king ranks before one by a man",
    "MostKings" => "rank captures by the number of kings taken",
    "EarliestKing" => "a capture that takes a king earlier ranks first",
    "MostValue" => "rank captures by the total worth (`piece worth:`) of the pieces taken",
    "EndOfSequence" => "captured pieces leave when the capture ends (they block meanwhile)",
    "EndOfTurn" => "Ludii's name: at the end of the turn (same as EndOfSequence for removal)",
    "Immediately" => "at once: a piece leaves as it is jumped; a man promotes mid-capture and goes on as a king",
    "Stop" => "a man promotes on arrival and its capture ends there",
    "Pieces" => "(no Pieces Next): the player about to move has no piece",
    "Moves" => "(no Moves Next): the player about to move has no legal turn",
    "Progress" => "(no Progress N): N turns in a row without capture, huff or man move",
    "Win" => "a win",
    "Loss" => "a loss",
    "Draw" => "a draw",
}

/// The entry for a clause head, if it is a ludeme (`move` is looked up with its subtype).
pub fn ludeme(name: &str) -> Option<&'static Ludeme> {
    LUDEMES.iter().copied().find(|l| l.name == name)
}

/// Every clause head the compiler knows (for "did you mean").
pub fn heads() -> impl Iterator<Item = &'static str> {
    LUDEMES
        .iter()
        .flat_map(|l| l.name.split(' ').next())
        .filter(|n| n.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<_> = LUDEMES.iter().map(|l| l.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), LUDEMES.len());
        let mut consts: Vec<_> = CONSTANTS.iter().map(|c| c.name).collect();
        consts.sort();
        consts.dedup();
        assert_eq!(consts.len(), CONSTANTS.len());
    }

    #[test]
    fn heads_skip_operators() {
        assert!(heads().any(|h| h == "move"));
        assert!(!heads().any(|h| h == "+"));
    }
}
