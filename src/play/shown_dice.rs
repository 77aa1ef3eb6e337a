//! The dice a position shows to whoever plays it: the terminal, the picture and the
//! page all draw these.
//!
//! A turn that begins with a roll shows, before it is played, the faces that roll
//! gives: the roll is seeded (`engine::dice`), so every legal whole turn of a position
//! made the same first roll, and the children agree on it. When they do not (no roll,
//! or a second roll within the turn), the position's own dice are shown, those used
//! since their roll marked.

use crate::engine::{Engine, State};

/// One die as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ShownDie {
    /// The value of the face it shows.
    pub face: i32,
    /// Whether it was used since it was rolled (its value is then 0).
    pub used: bool,
}

/// Each die's faces' values, in the order of the game's dice.
fn faces(e: &Engine) -> Vec<&[i32]> {
    e.program
        .dice
        .iter()
        .flat_map(|d| d.faces.iter().map(Vec::as_slice))
        .collect()
}

/// The dice of `s` as they stand, used ones marked; none in a game without dice.
pub fn own(e: &Engine, s: &State) -> Vec<ShownDie> {
    let Some(d) = s.dice.as_deref() else {
        return Vec::new();
    };
    let faces = faces(e);
    d.face
        .iter()
        .zip(&d.value)
        .enumerate()
        .map(|(i, (&f, &v))| ShownDie {
            face: faces
                .get(i)
                .and_then(|fs| fs.get(f as usize))
                .copied()
                .unwrap_or(v),
            used: v == 0,
        })
        .collect()
}

/// The roll the turn from `s` to `kid` made, when it made one: the faces `kid` shows,
/// none used.
fn rolled(e: &Engine, s: &State, kid: &State) -> Option<Vec<ShownDie>> {
    let (before, after) = (s.dice.as_deref()?, kid.dice.as_deref()?);
    (after.rolls > before.rolls).then(|| {
        own(e, kid)
            .into_iter()
            .map(|d| ShownDie { used: false, ..d })
            .collect()
    })
}

/// The dice to show with `s` before its turn is played, given its children (the
/// positions its whole turns reach): the turn's roll when every child made the same
/// one, else the position's own dice.
pub fn for_turn(e: &Engine, s: &State, kids: &[&State]) -> Vec<ShownDie> {
    let rolls: Option<Vec<Vec<ShownDie>>> = kids.iter().map(|k| rolled(e, s, k)).collect();
    match rolls {
        Some(mut r) if !r.is_empty() && r.iter().all(|x| *x == r[0]) => r.swap_remove(0),
        _ => own(e, s),
    }
}

/// The roll the turn from `s` to `kid` made, if any, as its faces (`3 1`), for the line
/// that reports an agent's turn.
pub fn roll_text(e: &Engine, s: &State, kid: &State) -> Option<String> {
    rolled(e, s, kid).map(|r| {
        r.iter()
            .map(|d| d.face.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// The terminal line of the dice shown (`    dice: 3 1`, a used die as `(2)`); nothing
/// in a game without dice.
pub fn text(dice: &[ShownDie]) -> String {
    if dice.is_empty() {
        return String::new();
    }
    let words: Vec<String> = dice
        .iter()
        .map(|d| {
            if d.used {
                format!("({})", d.face)
            } else {
                d.face.to_string()
            }
        })
        .collect();
    let note = if dice.iter().any(|d| d.used) {
        "  (in brackets: used)"
    } else {
        ""
    };
    format!("    dice: {}{note}\n", words.join(" "))
}
