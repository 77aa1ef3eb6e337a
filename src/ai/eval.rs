//! A static evaluation derived from the rules alone: material at the values the game
//! file gives its pieces, advancement of men towards their promotion region, and the
//! mobility of the side to move.

use crate::kernel::{Game, SiteSet, State};

/// Mobility weight per legal turn, in hundredths of a man.
const MOBILITY: i32 = 2;

/// The evaluation tables for one game.
#[derive(Clone, Debug)]
pub struct Eval {
    /// Value of a man.
    man: i32,
    /// Value of a king.
    king: i32,
    /// Per player and site: the bonus for a man standing there.
    advance: [Vec<i32>; 2],
}

impl Eval {
    /// Tables for `game`. Piece values come from the rules; a file that leaves them at
    /// zero gets the draughts convention (man 100, king 3 men).
    pub fn new(game: &Game) -> Eval {
        let rules = game.rules();
        let man = if rules.man.value > 0 {
            rules.man.value
        } else {
            100
        };
        let king = if rules.king.value > 0 {
            rules.king.value
        } else {
            3 * man
        };
        let n = game.num_sites();
        let mut advance = [vec![0; n], vec![0; n]];
        if let Some(promo) = &rules.promotion {
            for (player, table) in advance.iter_mut().enumerate() {
                let region = &promo.region[player];
                if region.is_empty() {
                    continue;
                }
                // Chebyshev distance is the number of steps a diagonal or orthogonal
                // stepper needs; it is exact for draughts men.
                let dist: Vec<i32> = (0..n)
                    .map(|s| {
                        let (c, r) = game.cell(s as u8);
                        region
                            .iter()
                            .map(|&(rc, rr)| {
                                (c as i32 - rc as i32)
                                    .abs()
                                    .max((r as i32 - rr as i32).abs())
                            })
                            .min()
                            .unwrap_or(0)
                    })
                    .collect();
                let far = dist.iter().copied().max().unwrap_or(0).max(1);
                for (bonus, d) in table.iter_mut().zip(dist) {
                    // Quadratic, so men close to promotion are worth clearly more;
                    // the last step before promotion is worth about a quarter of a man.
                    let gained = far - d;
                    *bonus = man * gained * gained / (far * far * 4);
                }
            }
        }
        Eval { man, king, advance }
    }

    /// The value of a man.
    pub fn man_value(&self) -> i32 {
        self.man
    }

    /// The value of a king.
    pub fn king_value(&self) -> i32 {
        self.king
    }

    /// Material and advancement of `player`.
    pub fn side_score(&self, s: &State, player: u8) -> i32 {
        let own = s.pieces_of(player);
        let kings = own & s.kings();
        let men = own & !s.kings();
        let mut score = self.man * men.count_ones() as i32 + self.king * kings.count_ones() as i32;
        let table = &self.advance[player as usize & 1];
        for site in sites(men) {
            score += table[site as usize];
        }
        score
    }

    /// The score of `s` for the side to move, which has `mobility` legal turns.
    pub fn score(&self, s: &State, mobility: usize) -> i32 {
        let me = s.side();
        self.side_score(s, me) - self.side_score(s, 1 - me) + MOBILITY * mobility.min(50) as i32
    }

    /// The value of the piece on `site` (0 if empty).
    pub fn piece_value(&self, s: &State, site: u8) -> i32 {
        match s.piece(site) {
            Some(p) if p.king => self.king,
            Some(_) => self.man,
            None => 0,
        }
    }
}

/// The sites in a set, lowest first.
pub fn sites(mut set: SiteSet) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let s = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(s)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::sites;

    #[test]
    fn iterates_set_bits() {
        let v: Vec<u8> = sites((1u128 << 3) | (1 << 0) | (1 << 127)).collect();
        assert_eq!(v, vec![0, 3, 127]);
    }
}
