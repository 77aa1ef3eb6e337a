//! Rule sets built by hand for the kernel tests (the kernel must not depend on the
//! parser or the compiler), and position helpers using international square numbers.
#![allow(dead_code)]

use ludic::kernel::{Game, Piece, State};
use ludic::rules::*;

fn dark_rows(rows: std::ops::Range<u8>) -> Vec<Cell> {
    let mut v = Vec::new();
    for r in rows {
        for c in 0..10u8 {
            if (c + r) % 2 == 0 {
                v.push((c, r));
            }
        }
    }
    v
}

/// Relative forward-left and forward-right.
pub const FORWARD_DIAGONALS: Dirs = Dirs {
    abs: 0,
    rel: (1 << 1) | (1 << 7),
};

/// International draughts: 10x10, men step forward, capture both ways, flying kings,
/// compulsory maximum capture, jumped pieces removed after the sequence.
pub fn international() -> Rules {
    Rules {
        name: "International draughts".into(),
        ruleset: None,
        pdn_type: None,
        draughts: Draughts {
            board: Board {
                width: 10,
                height: 10,
                cells: Cells::Dark,
            },
            players: [
                PlayerSpec {
                    name: "White".into(),
                    facing: AbsDir::N,
                },
                PlayerSpec {
                    name: "Black".into(),
                    facing: AbsDir::S,
                },
            ],
            first: 0,
            man: PieceRules {
                name: "Man".into(),
                moves: vec![Slide {
                    dirs: FORWARD_DIAGONALS,
                    reach: Reach::Upto(1),
                }],
                hops: vec![Hop {
                    dirs: Dirs::DIAGONAL,
                    before: Reach::Upto(0),
                    after: Reach::Upto(0),
                    captures_kings: true,
                }],
                value: 100,
                worth: 1,
            },
            king: PieceRules {
                name: "King".into(),
                moves: vec![Slide {
                    dirs: Dirs::DIAGONAL,
                    reach: Reach::Any,
                }],
                hops: vec![Hop {
                    dirs: Dirs::DIAGONAL,
                    before: Reach::Any,
                    after: Reach::Any,
                    captures_kings: true,
                }],
                value: 300,
                worth: 1,
            },
            promotion: Some(Promotion {
                region: [dark_rows(9..10), dark_rows(0..1)],
                when: PromoteWhen::EndOfTurn,
            }),
            capture: CapturePolicy {
                mode: CaptureMode::Compulsory,
                priority: vec![Priority::MostPieces],
                continues: true,
                removal: Removal::EndOfSequence,
                no_reverse: false,
                land_to_continue: false,
            },
            start: vec![
                Placement {
                    player: 0,
                    king: false,
                    cells: dark_rows(0..4),
                },
                Placement {
                    player: 1,
                    king: false,
                    cells: dark_rows(6..10),
                },
            ],
            end: EndRules {
                no_pieces: Some(Outcome::Loss),
                no_moves: Some(Outcome::Loss),
                no_progress: None,
            },
        },
    }
}

/// Dum Blas by the rule book: as international draughts, but men capture forwards
/// only, the maximum capture is enforced by huffing, and 50 quiet turns draw.
pub fn dum_blas() -> Rules {
    let mut r = international();
    r.name = "Dum Blas".into();
    r.man.hops[0].dirs = FORWARD_DIAGONALS;
    r.capture.mode = CaptureMode::Huff;
    r.end.no_progress = Some(50);
    r
}

/// The game for `rules`.
pub fn game(rules: Rules) -> Game {
    Game::new(rules).expect("valid rules")
}

/// White man, black man, white king, black king on international squares.
#[derive(Default)]
pub struct Pos {
    pub wm: Vec<u8>,
    pub bm: Vec<u8>,
    pub wk: Vec<u8>,
    pub bk: Vec<u8>,
}

impl Pos {
    /// The state with `side` (0 White, 1 Black) to move.
    pub fn state(&self, g: &Game, side: u8) -> State {
        let mut v = Vec::new();
        for (list, player, king) in [
            (&self.wm, 0, false),
            (&self.bm, 1, false),
            (&self.wk, 0, true),
            (&self.bk, 1, true),
        ] {
            for &sq in list {
                v.push((sq - 1, Piece { player, king }));
            }
        }
        g.setup(side, &v)
    }
}

/// Squares `a..=b`.
pub fn range(a: u8, b: u8) -> Vec<u8> {
    (a..=b).collect()
}

/// Perft counts for depths 1..=n.
pub fn perfts(g: &Game, s: &State, n: u32) -> Vec<u64> {
    (1..=n).map(|d| g.perft(s, d)).collect()
}

/// A turn in international notation (squares = site + 1), huff first: `h28 5-10`.
pub fn text(t: &ludic::kernel::Turn) -> String {
    let mut s = String::new();
    if let Some(h) = t.huff {
        s += &format!("h{} ", h + 1);
    }
    s += &(t.from + 1).to_string();
    let sep = if t.is_capture() { "x" } else { "-" };
    for l in t.landings() {
        s += &format!("{sep}{}", l + 1);
    }
    s
}

/// The legal turns of `s` as sorted text.
pub fn turns(g: &Game, s: &State) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_turns(s, &mut v);
    let mut t: Vec<String> = v.iter().map(text).collect();
    t.sort();
    t
}

/// The legal turn of `s` written `txt`.
pub fn find(g: &Game, s: &State, txt: &str) -> ludic::kernel::Turn {
    let mut v = Vec::new();
    g.legal_turns(s, &mut v);
    *v.iter()
        .find(|t| text(t) == txt)
        .unwrap_or_else(|| panic!("no turn {txt} among {:?}", turns(g, s)))
}

/// A site set as sorted squares.
pub fn squares(set: ludic::kernel::SiteSet) -> Vec<u8> {
    (0..128u8)
        .filter(|&i| set >> i & 1 != 0)
        .map(|i| i + 1)
        .collect()
}
