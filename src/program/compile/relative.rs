//! Relative directions (`Forward`, `FR`, `Leftwards`...) on a board built from Ludii's
//! graph: what Ludii's `RelativeDirection` names, and the engine's turning bits.

use crate::program::board::DirMask;

/// Ludii's relative direction `name` for a piece facing `f` (index into
/// [`topo::COMPASS`]) among the board's supported directions `sup`
/// (`RelativeDirection.directions`), or `None` for a name it does not have.
pub fn ludii_relative(name: &str, f: u8, sup: &[u8]) -> Option<Vec<u8>> {
    let at = |k: i32| ((f as i32 + k).rem_euclid(16)) as u8;
    let has = |c: u8| sup.contains(&c);
    let one = |k: i32| if has(at(k)) { vec![at(k)] } else { vec![] };
    let range = |a: i32, b: i32| (a..=b).map(at).filter(|&c| has(c)).collect::<Vec<u8>>();
    // The first supported direction walking round from `start` by `step`.
    let walk = |start: i32, step: i32| {
        (0..16)
            .map(|i| at(start + i * step))
            .find(|&c| has(c))
            .map_or(vec![], |c| vec![c])
    };
    Some(match name {
        "Forward" => one(0),
        "Backward" => one(8),
        "Rightward" => one(4),
        "Leftward" => one(-4),
        "Forwards" => range(-3, 3),
        "Backwards" => range(5, 11),
        "Rightwards" => range(1, 7),
        "Leftwards" => range(-7, -1),
        "FL" | "FLL" | "FLLL" => walk(-1, -1),
        "FR" | "FRR" | "FRRR" => walk(1, 1),
        "BL" | "BLL" | "BLLL" => walk(7, -1),
        "BR" | "BRR" | "BRRR" => walk(9, 1),
        _ => return None,
    })
}

/// The engine's relative bits (clockwise from forward) for a relative name, on a board
/// whose slots are eighths of the compass.
pub fn relative_bits(name: &str) -> Option<DirMask> {
    Some(match name {
        "Forward" => 1,
        "Backward" => 1 << 4,
        "Rightward" => 1 << 2,
        "Leftward" => 1 << 6,
        "Forwards" => 0b1000_0011,
        "Backwards" => 0b0011_1000,
        "Rightwards" => 0b0000_1110,
        "Leftwards" => 0b1110_0000,
        "FL" | "FLL" | "FLLL" => 1 << 7,
        "FR" | "FRR" | "FRRR" => 1 << 1,
        "BL" | "BLL" | "BLLL" => 1 << 3,
        "BR" | "BRR" | "BRRR" => 1 << 5,
        _ => return None,
    })
}
