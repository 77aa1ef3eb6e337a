//! `(max Captures [withValue:] M)`, Ludii's `MaxCaptures`: of the moves of M, those
//! whose actions remove the most pieces. Ludii applies each candidate, consequences
//! included, to a copy of the position (`getMoveWithConsequences`, stored as a move
//! played) and counts the removals among the actions applied; with `withValue:` it adds
//! up the values, in the position before the move, of the sites removed from.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Action, Engine, Move, State};
use crate::program::{Moves, SiteSet};

impl Engine {
    /// The moves of `moves` that capture the most (none captured is a count of 0, so
    /// that with no capture anywhere every move is kept, as in Ludii).
    #[inline(never)]
    pub(super) fn max_captures<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        moves: &'p Moves,
        with_value: bool,
        out: &mut impl Sink<'p>,
    ) {
        // With no capture anywhere every move counts 0 and is kept, as in Ludii.
        self.keep_best(s, c, moves, out, false, |mv| {
            self.captures_of(s, mv, with_value)
        });
    }

    /// The removals a move makes, consequences included (or their values in `s`).
    fn captures_of(&self, s: &State, mv: &Move, with_value: bool) -> i64 {
        let mut t = s.clone();
        let actions = self.apply_move(&mut t, mv, true);
        // A removal deferred to the end of the turn is logged twice here (when marked
        // and when made); Ludii's move holds it once.
        let mut deferred = SiteSet::EMPTY;
        let mut total = 0;
        for a in actions.iter() {
            let site = match *a {
                Action::Remove {
                    site,
                    deferred: true,
                } => {
                    deferred.insert(site);
                    site
                }
                Action::Remove { site, .. } if deferred.contains(site) => continue,
                Action::Remove { site, .. } | Action::RemoveLevel { site, .. } => site,
                _ => continue,
            };
            total += if with_value {
                s.value.get(usize::from(site)).map_or(0, |&v| i64::from(v))
            } else {
                1
            };
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    /// A line of six sites, the mover's disc on 2 stepping east or west; each step
    /// removes the enemies next to where it lands.
    fn moves(max: &str, twos: &str) -> usize {
        let text = format!(
            r#"(game "T" (players 2) (equipment {{(board (rectangle 1 6)) (piece "Disc" Each)}})
            (rules (start {{(place "Disc1" (sites {{2}})) {twos}}})
            (play ({max} (forEach Piece (move Step (directions {{E W}}) (to if:(is Empty (to))))
                (then (forEach Site (sites Around (last To))
                    (if (is Enemy (who at:(site))) (remove (site))))))))
            (end (if (no Pieces Next) (result Mover Win)))))"#
        );
        let e = engine_of(&text);
        let mut s = e.start();
        let n = e.moves_or_pass(&mut s).len();
        n
    }

    #[test]
    fn keeps_the_moves_that_capture_most() {
        // West to 1 takes the disc on 0; east to 3 takes none.
        assert_eq!(moves("max Captures", r#"(place "Disc2" (sites {0}))"#), 1);
        // Each takes one: both kept.
        assert_eq!(moves("max Captures", r#"(place "Disc2" (sites {0 4}))"#), 2);
        // None takes any: both kept (a count of 0 is the best).
        assert_eq!(moves("max Captures", r#"(place "Disc2" (sites {5}))"#), 2);
    }

    #[test]
    fn with_value_adds_up_the_values_removed() {
        let twos = r#"(place "Disc2" (sites {0}) value:1) (place "Disc2" (sites {4}) value:3)"#;
        assert_eq!(moves("max Captures", twos), 2);
        assert_eq!(moves("max Captures withValue:True", twos), 1);
    }
}
