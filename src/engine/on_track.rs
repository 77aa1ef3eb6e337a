//! Where each piece stands along a track that passes a site twice (Ludii's
//! `OnTrackIndices`): a site then names two places on the track, and Ludii reads a
//! piece's place (`trackSite Move` from its site) from counts it keeps per track, per
//! kind of piece and per place, which every move, placement and removal updates. The
//! counts are kept only in a game whose tracks cross themselves and that reads them.
//!
//! Ludii's rules of the update, kept as they are: a move takes one piece of its kind
//! from the first place at its origin that has one and puts it at the first place of
//! its destination after that one (else the first place of the destination); a piece
//! coming onto the track from elsewhere goes to the destination's first place; a
//! placement adds to the first place of its site; a removal takes one from every place
//! of its site. A piece replaced by a capture keeps its count (Ludii's does too).

use super::{Engine, State};
use crate::program::board::Site;
use crate::program::track::Track;

/// The counts, per track: kind of piece times the track's length plus the place.
#[derive(Clone, Debug, Default)]
pub struct OnTrack(Vec<Vec<i32>>);

// Not part of a position's identity, as Ludii's state hash leaves it out.
impl PartialEq for OnTrack {
    fn eq(&self, _: &OnTrack) -> bool {
        true
    }
}
impl Eq for OnTrack {}
impl std::hash::Hash for OnTrack {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The places of `site` on `t`, first to last.
fn places(t: &Track, site: Site) -> impl Iterator<Item = usize> + '_ {
    t.sites
        .iter()
        .enumerate()
        .filter(move |&(_, &x)| x == i32::from(site))
        .map(|(i, _)| i)
}

impl OnTrack {
    /// No piece on any track of `tracks`, for `kinds` kinds of piece.
    pub fn new(tracks: &[Track], kinds: usize) -> OnTrack {
        OnTrack(
            tracks
                .iter()
                .map(|t| vec![0; kinds * t.sites.len()])
                .collect(),
        )
    }

    fn cell(&mut self, tracks: &[Track], k: usize, what: u16, i: usize) -> Option<&mut i32> {
        let len = tracks.get(k)?.sites.len();
        self.0.get_mut(k)?.get_mut(usize::from(what) * len + i)
    }

    /// The count of pieces of kind `what` at place `i` of track `k`.
    pub fn count(&self, tracks: &[Track], k: usize, what: u16, i: usize) -> i32 {
        let len = tracks.get(k).map_or(0, |t| t.sites.len());
        self.0
            .get(k)
            .and_then(|v| v.get(usize::from(what) * len + i))
            .copied()
            .unwrap_or(0)
    }

    /// A placement of `n` pieces of kind `what` on `site`.
    pub fn add(&mut self, tracks: &[Track], what: u16, site: Site, n: i32) {
        for (k, t) in tracks.iter().enumerate() {
            if let Some(i) = places(t, site).next() {
                if let Some(x) = self.cell(tracks, k, what, i) {
                    *x += n;
                }
            }
        }
    }

    /// A removal of a piece of kind `what` from `site`.
    pub fn remove(&mut self, tracks: &[Track], what: u16, site: Site) {
        for (k, t) in tracks.iter().enumerate() {
            for i in places(t, site).collect::<Vec<_>>() {
                if let Some(x) = self.cell(tracks, k, what, i) {
                    *x -= 1;
                }
            }
        }
    }

    /// A move of a piece of kind `what` from `from` to `to`.
    pub fn moved(&mut self, tracks: &[Track], what: u16, from: Site, to: Site) {
        if what == 0 {
            return;
        }
        for (k, t) in tracks.iter().enumerate() {
            let at: Vec<usize> = places(t, from).collect();
            if let Some(&a) = at.iter().find(|&&i| self.count(tracks, k, what, i) > 0) {
                if let Some(x) = self.cell(tracks, k, what, a) {
                    *x -= 1;
                }
                let after = places(t, to).find(|&i| i > a);
                if let Some(b) = after.or_else(|| places(t, to).next()) {
                    if let Some(x) = self.cell(tracks, k, what, b) {
                        *x += 1;
                    }
                }
            }
            if at.is_empty() {
                if let Some(b) = places(t, to).next() {
                    if let Some(x) = self.cell(tracks, k, what, b) {
                        *x += 1;
                    }
                }
            }
        }
    }
}

/// Whether the game keeps the places: some track crosses itself and `trackSite Move`
/// reads a piece's place.
pub fn reads_places(p: &crate::program::Program) -> bool {
    p.tracks.iter().any(Track::crosses_itself)
        && p.any_node(&mut |n| {
            matches!(
                n,
                crate::program::visit::Node::Int(crate::program::Int::TrackSiteMove(_))
            )
        })
}

impl Engine {
    /// The place on track `k` of the piece at `site` (in a stack, the lowest piece of
    /// `player`, else the top one): the first of the site's places holding one of its
    /// kind, as Ludii reads it; on an empty site, the site's first place; `None` when
    /// neither is found.
    pub(super) fn place_on_track(
        &self,
        s: &State,
        k: usize,
        site: Site,
        player: i64,
    ) -> Option<usize> {
        let tracks = &self.program.tracks;
        let t = tracks.get(k)?;
        let mut what = s.what.get(usize::from(site)).copied().unwrap_or(0);
        if self.stacking {
            let size = self.stack_size(s, site) as i64;
            if let Some(w) = (0..size)
                .map(|l| self.what_at_level(s, site, l))
                .find(|&w| i64::from(self.owner_of(w)) == player)
            {
                what = w;
            }
        }
        match (&s.on_track, what) {
            (Some(o), w) if w != 0 => places(t, site).find(|&i| o.count(tracks, k, w, i) > 0),
            _ => places(t, site).next(),
        }
    }
}

impl Engine {
    /// Ludii's update of the places for one change of the position, before it is made.
    pub(super) fn track_places(&self, s: &mut State, a: super::action::Action) {
        use super::action::Action;
        let n = s.what.len();
        let what_at = |s: &State, x: Site| s.what.get(usize::from(x)).copied().unwrap_or(0);
        let tracks = &self.program.tracks;
        match a {
            // (A move to its own site too: it goes on along the track.)
            // (In a game of stacks, not to its own site: Ludii's move then does nothing.)
            // (A hand's site is on a track only when the track names it; a piece
            // from a hand that is not comes onto the track, one to it leaves it.)
            Action::Move { from, to }
                if self.holds_stack(s, from)
                    && self.holds_stack(s, to)
                    && !(self.stacking && from == to) =>
            {
                let w = self.content(s, from);
                if let Some(o) = s.on_track.as_deref_mut() {
                    o.moved(tracks, w, from, to);
                }
            }
            Action::MoveLevel { from, to, level }
                if self.holds_stack(s, from) && self.holds_stack(s, to) && from != to =>
            {
                let w = self.what_at_level(s, from, i64::from(level));
                if let Some(o) = s.on_track.as_deref_mut() {
                    o.moved(tracks, w, from, to);
                }
            }
            Action::RemoveLevel { site, level } if usize::from(site) < n => {
                let w = self.what_at_level(s, site, i64::from(level));
                if w != 0 {
                    if let Some(o) = s.on_track.as_deref_mut() {
                        o.remove(tracks, w, site);
                    }
                }
            }
            Action::Add { site, comp, n: k } => {
                if let Some(o) = s.on_track.as_deref_mut() {
                    o.add(tracks, comp, site, i32::from(k));
                }
            }
            Action::Remove {
                site,
                deferred: false,
            } if usize::from(site) < n => {
                let w = what_at(s, site);
                if w != 0 {
                    if let Some(o) = s.on_track.as_deref_mut() {
                        o.remove(tracks, w, site);
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A track through sites 0, 1, 2, 1, 3: site 1 is places 1 and 3.
    fn track() -> Vec<Track> {
        vec![Track {
            name: "T".into(),
            owner: 0,
            looped: false,
            directed: true,
            sites: vec![0, 1, 2, 1, 3],
            bumps: vec![0; 5],
        }]
    }

    fn places_of(o: &OnTrack, t: &[Track], what: u16) -> Vec<usize> {
        (0..5).filter(|&i| o.count(t, 0, what, i) > 0).collect()
    }

    #[test]
    fn a_piece_keeps_its_place_where_the_track_crosses_itself() {
        let t = track();
        assert!(t[0].crosses_itself());
        let mut o = OnTrack::new(&t, 2);
        o.add(&t, 1, 0, 1);
        o.moved(&t, 1, 0, 1);
        assert_eq!(places_of(&o, &t, 1), vec![1]);
        o.moved(&t, 1, 1, 2);
        // Back on site 1, after place 2: the second pass, place 3.
        o.moved(&t, 1, 2, 1);
        assert_eq!(places_of(&o, &t, 1), vec![3]);
        // Ludii's move to its own site goes on to the next place of that site, if any.
        o.moved(&t, 1, 1, 1);
        assert_eq!(places_of(&o, &t, 1), vec![1]);
        o.remove(&t, 1, 1);
        assert_eq!(o.count(&t, 0, 1, 1), 0);
        assert_eq!(o.count(&t, 0, 1, 3), -1);
    }
}
