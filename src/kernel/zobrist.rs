//! Zobrist keys: one per (player, kind, site), one for the side to move, one per
//! huffable site. Fixed seed, so hashes are stable across runs.

use super::bits::{Bits, Iter};
use super::{StateOf, MAX_SITES};

/// The random keys.
#[derive(Clone, Debug)]
pub(crate) struct Zobrist {
    /// `[player][king][site]`.
    pub piece: [[[u64; MAX_SITES]; 2]; 2],
    /// XORed in when P2 is to move.
    pub side: u64,
    /// Per huffable site.
    pub huff: [u64; MAX_SITES],
}

/// splitmix64: a small, well-mixed generator; good enough for hash keys.
fn next(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    /// The keys, from a fixed seed.
    pub fn new() -> Box<Zobrist> {
        let mut x = 0x1d0c_u64;
        let mut z = Box::new(Zobrist {
            piece: [[[0; MAX_SITES]; 2]; 2],
            side: 0,
            huff: [0; MAX_SITES],
        });
        for p in z.piece.iter_mut() {
            for k in p.iter_mut() {
                for s in k.iter_mut() {
                    *s = next(&mut x);
                }
            }
        }
        z.side = next(&mut x);
        for s in z.huff.iter_mut() {
            *s = next(&mut x);
        }
        z
    }

    /// The hash of a state, from scratch.
    pub fn hash<B: Bits>(&self, s: &StateOf<B>) -> u64 {
        let mut h = if s.side == 1 { self.side } else { 0 };
        for p in 0..2 {
            for site in Iter(s.own[p]) {
                let k = s.kings.has(site);
                h ^= self.piece[p][k as usize][site as usize];
            }
        }
        for site in Iter(s.huffable) {
            h ^= self.huff[site as usize];
        }
        h
    }
}
