//! `(trackSite Move ...)` and `(trackSite FirstSite ...)`: sites along a board's tracks,
//! each track found as Ludii's functions find it.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::track::{Track, TrackSiteFirst, TrackSiteMove};
use crate::program::{Moves, Region, Who};

/// Ludii's `Constants.OFF`/`UNDEFINED`, as a number.
const NONE: i64 = -1;

impl Engine {
    /// `(trackSite Move ...)`: the site `steps` elements on from the start's first
    /// element (from the end of the track when the start is not on it), round a loop.
    pub(super) fn track_site_move(&self, s: &State, c: &Ctx, x: &TrackSiteMove) -> i64 {
        let player = i64::from(self.who(s, c, x.player));
        let tracks = &self.program.tracks;
        let owned = |p: i64| tracks.iter().find(|t| i64::from(t.owner) == p);
        let track = match &x.name {
            Some(n) => tracks
                .iter()
                .find(|t| t.name.contains(n.as_str()) && i64::from(t.owner) == player)
                .or_else(|| tracks.iter().find(|t| t.name.contains(n.as_str()))),
            None => None,
        }
        .or_else(|| owned(player).or_else(|| owned(0)));
        let Some(track) = track else { return NONE };
        let len = track.sites.len() as i64;
        let at = self.site(s, c, &x.from);
        // On a track that crosses itself, the piece's place (`on_track`).
        let place = match (&s.on_track, track.looped) {
            (Some(_), false) if at == OFF => return NONE,
            (Some(_), false) => {
                let k = tracks.iter().position(|t| std::ptr::eq(t, track));
                k.and_then(|k| self.place_on_track(s, k, at, player))
            }
            _ => track
                .sites
                .iter()
                .position(|&t| at != OFF && t == i32::from(at)),
        };
        let mut i = place.map_or(len, |i| i as i64);
        i += self.int(s, c, &x.steps).max(0);
        if i < len {
            return site_of(track, i);
        }
        if !track.looped || len == 0 {
            return NONE;
        }
        // Ludii's walk round the loop: the element after the (i - 1)-th, lap by lap.
        loop {
            i -= len;
            if i == 0 {
                return site_of(track, 0);
            }
            if i - 1 < len {
                return site_of(track, i % len);
            }
        }
    }

    /// `(trackSite FirstSite ...)`: from the start's element (the track's first without
    /// one) round the track, the first site where the test holds.
    pub(super) fn track_site_first(&self, s: &State, c: &Ctx, x: &TrackSiteFirst) -> i64 {
        let player = x.player.map_or(0, |w| i64::from(self.who(s, c, w)));
        let tracks = &self.program.tracks;
        let track = tracks
            .iter()
            .find(|t| match &x.name {
                Some(n) if player == 0 => t.name.contains(n.as_str()),
                Some(n) => t.name.contains(n.as_str()) && i64::from(t.owner) == player,
                None => i64::from(t.owner) == player || t.owner == 0,
            })
            .or(tracks.first());
        let Some(track) = track else { return NONE };
        let from = x.from.as_ref().map(|f| self.site(s, c, f));
        let Some(i) = track
            .sites
            .iter()
            .position(|&t| from.is_none_or(|f| f != OFF && t == i32::from(f)))
        else {
            return NONE;
        };
        let n = track.sites.len();
        (i..i + n)
            .map(|j| j % n)
            .find(|&j| {
                let to = site_of(track, j as i64);
                let ct = Ctx {
                    to: u16::try_from(to).unwrap_or(OFF),
                    ..*c
                };
                self.cond(s, &ct, &x.cond)
            })
            .map_or(NONE, |j| site_of(track, j as i64))
    }
}

impl Engine {
    /// `(forEach Site R M noMoveYet:E)`: as Ludii's `ForEachSite`, E only when no site
    /// of R gave a move, read with `(site)` and `(to)` on R's last site.
    pub(super) fn gen_for_each_site_else<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        r: &Region,
        (inner, otherwise): (&'p Moves, &'p Moves),
        out: &mut impl Sink<'p>,
    ) {
        let mut any = false;
        let mut last = c.site;
        let mut last_to = c.to;
        for site in self.region(s, c, r).iter() {
            let cc = Ctx {
                site,
                to: site,
                ..*c
            };
            (last, last_to) = (site, site);
            let mut v = Vec::new();
            self.gen_into(s, &cc, inner, &mut v);
            any |= !v.is_empty();
            for m in v {
                out.push(m);
                if out.done() {
                    return;
                }
            }
        }
        if !any {
            let cc = Ctx {
                site: last,
                to: last_to,
                ..*c
            };
            self.gen_into(s, &cc, otherwise, out);
        }
    }

    /// `(firstMoveOnTrack [NAME] [PLAYER] M)`: the track Ludii picks (the first; with
    /// a name, the first of the player's whose name contains it, or without a player
    /// the one of that very name), then M at each of its sites on the board in turn,
    /// `(site)` bound, until one gives moves.
    pub(super) fn gen_first_move_on_track<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (name, player): (Option<&str>, Option<Who>),
        moves: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let who = player.map(|w| i64::from(self.who(s, c, w)));
        let track = self.program.tracks.iter().find(|t| match (name, who) {
            (None, _) => true,
            (Some(n), None) => t.name == n,
            (Some(n), Some(p)) => i64::from(t.owner) == p && t.name.contains(n),
        });
        let Some(track) = track else { return };
        for &site in &track.sites {
            let Ok(site) = crate::program::Site::try_from(site) else {
                continue;
            };
            let cc = Ctx { site, ..*c };
            let mut v = Vec::new();
            self.gen_into(s, &cc, moves, &mut v);
            if !v.is_empty() {
                for m in v {
                    out.push(m);
                    if out.done() {
                        return;
                    }
                }
                return;
            }
        }
    }
}

/// The site of element `i` of a track, as a number.
fn site_of(t: &Track, i: i64) -> i64 {
    usize::try_from(i)
        .ok()
        .and_then(|i| t.sites.get(i))
        .map_or(NONE, |&x| i64::from(x))
}
