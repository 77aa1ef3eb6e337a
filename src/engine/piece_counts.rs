//! A player's pieces, counted or asked for (`count Pieces`, `no Pieces`, with a region
//! or without, of a player or of each player of a team), as Ludii counts them.

use super::{Engine, State};
use crate::program::{CompId, PlayerId, Site, SiteSet};

impl Engine {
    /// Whether `comp` is a piece of `p` whose name contains `name`.
    #[inline]
    fn of_player(&self, comp: CompId, p: PlayerId, name: Option<u16>) -> bool {
        comp != 0 && self.owner_of(comp) == p && self.named_like(comp, name)
    }

    /// `(count Pieces P ["Name"])`: `p`'s pieces on the board and in its hands.
    pub(super) fn player_pieces(&self, s: &State, p: PlayerId, name: Option<u16>) -> i64 {
        let mine = |x: CompId| self.of_player(x, p, name);
        if self.stacking {
            return self.pieces_on_levels(s, mine) as i64;
        }
        if !self.counts {
            return s.what.iter().filter(|&&x| mine(x)).count() as i64;
        }
        // Ludii counts the pieces of every site the player owns, its hands'
        // included, each site by its count.
        let board: u32 = (0..s.what.len() as Site)
            .filter(|&x| mine(s.what[x as usize]))
            .map(|x| self.count_at(s, x))
            .sum();
        let hands: u32 = s
            .held
            .as_deref()
            .map_or(&[][..], |h| &h.hand[..])
            .iter()
            .filter(|h| h.count > 0 && mine(h.comp))
            .map(|h| h.count)
            .sum();
        i64::from(board + hands)
    }

    /// `(no Pieces P ["Name"])`: `p` has no such piece, on the board or in a hand.
    pub(super) fn player_has_none(&self, s: &State, p: PlayerId, name: Option<u16>) -> bool {
        if self.stacking {
            return self.pieces_on_levels(s, |x| self.of_player(x, p, name)) == 0;
        }
        // Any piece of a player's: the sites it occupies, kept beside the board
        // (the end rule `CaptureAll` asks this after every move).
        if name.is_none() && p != 0 && (p as usize) < super::OCC_OWNERS {
            return s.occ.0[p as usize].is_empty() && !self.hand_holds(s, p, |_| true);
        }
        !s.what.iter().any(|&x| self.of_player(x, p, name))
            && !self.hand_holds(s, p, |x| self.named_like(x, name))
    }

    /// `(count Pieces [P] ["Name"] in:R)`: the pieces on the sites of `sites` (of `p`,
    /// or of anyone).
    pub(super) fn pieces_in(
        &self,
        s: &State,
        sites: &SiteSet,
        p: Option<PlayerId>,
        name: Option<u16>,
    ) -> i64 {
        if self.stacking {
            return self.levels_of_in(s, sites, p, name) as i64;
        }
        sites
            .iter()
            .filter(|&x| self.holds_piece_of(s, x, p, name))
            .map(|x| self.pieces_at(s, x))
            .sum()
    }

    /// `(no Pieces [P] ["Name"] in:R)`: no such piece on the sites of `sites`.
    pub(super) fn none_in(
        &self,
        s: &State,
        sites: &SiteSet,
        p: Option<PlayerId>,
        name: Option<u16>,
    ) -> bool {
        if self.stacking {
            return self.levels_of_in(s, sites, p, name) == 0;
        }
        !sites.iter().any(|x| self.holds_piece_of(s, x, p, name))
    }
}
