//! Ludii's `canMove`: whether a moves program yields at least one move, found without
//! listing them all.

use super::eval::Ctx;
use super::sink::Exists;
use super::{Engine, State};
use crate::program::{Moves, MovesKind};

impl Engine {
    /// Whether `m` yields at least one move: Ludii's `canMove`, which stops at the first
    /// move found and does not look ahead through `max Moves`.
    pub fn can_generate(&self, s: &State, c: &Ctx, m: &Moves) -> bool {
        match &m.kind {
            // Whether any part yields a move does not depend on the order they are
            // tried in: the cheap ones (steps) first, so a player who can step is found
            // without scanning every capture first.
            MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => {
                let costly = self.info(m).costly_parts;
                let is_costly = |i: usize| i >= 64 || costly >> i & 1 == 1;
                v.iter()
                    .enumerate()
                    .filter(|(i, _)| !is_costly(*i))
                    .any(|(_, x)| self.can_generate(s, c, x))
                    || v.iter()
                        .enumerate()
                        .filter(|(i, _)| is_costly(*i))
                        .any(|(_, x)| self.can_generate(s, c, x))
            }
            MovesKind::If(cond, a, b) => {
                if self.cond(s, c, cond) {
                    self.can_generate(s, c, a)
                } else {
                    b.as_ref().is_some_and(|b| self.can_generate(s, c, b))
                }
            }
            // The best of the candidates is kept whatever their counts.
            // A level of -2 or below has no move (see `at_level`).
            MovesKind::AtLevel { level, moves } => {
                self.int(s, c, level) >= -1 && self.can_generate(s, c, moves)
            }
            MovesKind::MaxMoves { moves, .. } | MovesKind::MaxCaptures { moves, .. } => {
                self.can_generate(s, c, moves)
            }
            MovesKind::AsPlayer(w, x) => match self.as_player(s, c, *w) {
                Some(t) => self.can_generate(&t, c, x),
                None => self.can_generate(s, c, x),
            },
            MovesKind::Phases(v) => v
                .get(s.mover_phase())
                .is_some_and(|m| self.can_generate(s, c, m)),
            MovesKind::ForEachPiece {
                names,
                moves,
                every_level,
            } => {
                if *every_level && self.stacking {
                    let mut found = Exists::default();
                    self.each_level(s, c, m, names, moves.as_deref(), &mut found);
                    return found.0;
                }
                let info = self.info(m);
                let shared = match moves {
                    Some(x) => info.sweep.then_some(&**x),
                    None => self.shared_piece_moves(s, &info),
                };
                let mut found = Exists::default();
                if shared.is_some_and(|x| self.sweep(s, c, (&info, names), x, &mut found)) {
                    return found.0;
                }
                for site in self.pieces_of(s, s.mover).iter() {
                    let comp = s.what[site as usize];
                    if !self.visits(&info, names, comp) {
                        continue;
                    }
                    let cd = self.program.comp(comp);
                    let Some(m) = moves.as_deref().or(cd.moves.as_ref()) else {
                        continue;
                    };
                    let cc = Ctx { from: site, ..*c };
                    let mut found = Exists::default();
                    let can = if self.piece_adjacent_hop(s, &cc, m, &mut found) {
                        found.0
                    } else {
                        self.can_generate(s, &cc, m)
                    };
                    if can {
                        return true;
                    }
                }
                false
            }
            _ => {
                let mut found = Exists::default();
                self.gen_kind(s, c, m, &mut found);
                found.0
            }
        }
    }
}
