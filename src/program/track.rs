//! Tracks: named paths of sites on a board (`(track "Track1" "0,E,N1,W" loop:True P1)`,
//! `(track "Track" {0..5 7..12} directed:True)`), built as Ludii builds them
//! (`Track.buildTrack`): a list of sites, or a start site followed by steps, each a site,
//! `End` (off the board: a piece borne off) or a compass direction, walked to the end of
//! the board's line that way, or as many steps as its number says (`N1`). A site that
//! repeats at once is one element of the track with a "bump" (Ludii's `Elem.bump`: a
//! piece moved onto it stays one step more), so the sites are listed without the repeats.
//!
//! Races (Backgammon's and Pachisi's tracks) and mancala boards (the sowing order) read
//! them; `ludic board` shows them.

use super::geom::topo::COMPASS;
use serde::Serialize;

/// Ludii's `Constants.END`: a track's step off the board.
pub const END: i32 = -2;

/// One track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Track {
    /// Its name (`"Track"` when the file gives none).
    pub name: String,
    /// Its owner: 0 for none, else the player.
    pub owner: u8,
    /// Whether the last site leads back to the first.
    #[serde(rename = "loop")]
    pub looped: bool,
    /// Whether pieces move along it only forwards.
    pub directed: bool,
    /// Its sites in order, a repeat at once folded into the element's bump; [`END`] for
    /// off the board.
    pub sites: Vec<i32>,
    /// Per element: how many times its site was repeated at once.
    pub bumps: Vec<u32>,
}

impl Track {
    /// Ludii's internal loop: a track without repeats at once that passes a site
    /// twice (its sites then name two places on it).
    pub fn crosses_itself(&self) -> bool {
        if self.bumps.iter().any(|&b| b > 0) {
            return false;
        }
        let mut seen = std::collections::HashSet::new();
        self.sites.iter().any(|s| !seen.insert(*s))
    }

    /// Its sites in order, space-separated: a site repeated at once as `5+1` (its bump),
    /// off the board as `end` (`End` in `ludic board`, `-2` in Ludii's figures).
    pub fn sites_text(&self, end: &str) -> String {
        let sites: Vec<String> = self
            .sites
            .iter()
            .zip(&self.bumps)
            .map(|(&s, &b)| {
                let s = if s == END {
                    end.to_string()
                } else {
                    s.to_string()
                };
                if b > 0 {
                    format!("{s}+{b}")
                } else {
                    s
                }
            })
            .collect();
        sites.join(" ")
    }
}

/// How a track's sites are given.
#[derive(Clone, Debug, PartialEq)]
pub enum Path {
    /// Every site (or [`END`]).
    Sites(Vec<i32>),
    /// Ludii's text of steps: `"0,E,N1,W"`.
    Steps(String),
}

/// Each site's steps to other sites with their compass directions (index into
/// [`COMPASS`]), on the board's default kind of site (`geom::topo::compass_steps`).
pub type Steps = [Vec<(usize, u8)>];

/// Builds a track on a board whose sites step as `graph` says.
pub fn build(
    (name, owner, looped, directed): (&str, u8, bool, bool),
    path: &Path,
    graph: &Steps,
) -> Result<Track, String> {
    let raw = match path {
        Path::Sites(s) => s.clone(),
        Path::Steps(text) => walk(name, text, graph)?,
    };
    if raw.len() < 2 {
        return Err(format!("the track {name} has fewer than two sites"));
    }
    let (mut sites, mut bumps) = (Vec::new(), Vec::new());
    for (i, &s) in raw.iter().enumerate() {
        if i > 0 && raw[i - 1] == s {
            if let Some(b) = bumps.last_mut() {
                *b += 1;
            }
            continue;
        }
        sites.push(s);
        bumps.push(0);
    }
    Ok(Track {
        name: name.to_string(),
        owner,
        looped,
        directed,
        sites,
        bumps,
    })
}

/// What is wrong with a text of steps, if anything: it must start with a site, and each
/// step after it be a site, `End`, or a compass direction with an optional count.
pub fn bad_steps(text: &str) -> Option<String> {
    let mut parts = text.trim_end_matches(',').split(',').map(str::trim);
    let first = parts.next().unwrap_or("");
    if first.parse::<u32>().is_err() {
        return Some(format!("a track's steps start with a site, not `{first}`"));
    }
    for step in parts {
        let letters = step.trim_end_matches(|c: char| c.is_ascii_digit());
        let ok = step.parse::<u32>().is_ok()
            || step == "End"
            || (!letters.is_empty() && COMPASS.contains(&letters));
        if !ok {
            return Some(format!(
                "`{step}` is not a step of a track (a site, End, or a direction such as E or N1)"
            ));
        }
    }
    None
}

/// The sites of a text of steps.
fn walk(name: &str, text: &str, graph: &Steps) -> Result<Vec<i32>, String> {
    // Java's `split`, as Ludii's: empty parts at the end are dropped.
    let mut steps = text.trim_end_matches(',').split(',').map(str::trim);
    let first = steps.next().unwrap_or("");
    let start: i32 = first
        .parse()
        .map_err(|_| format!("the track {name} must start with a site, not `{first}`"))?;
    let n = graph.len() as i32;
    let mut out = vec![start];
    let mut current = (0..n).contains(&start).then_some(start as usize);
    for step in steps {
        if let Ok(site) = step.parse::<i32>() {
            out.push(site);
            current = (0..n).contains(&site).then_some(site as usize);
            continue;
        }
        if step == "End" {
            out.push(END);
            continue;
        }
        let letters: String = step.chars().filter(|c| !c.is_ascii_digit()).collect();
        let count: Option<usize> = if letters.len() == step.len() {
            None
        } else {
            step[letters.len()..].parse().ok()
        };
        let Some(mut at) = current else {
            return Err(format!(
                "the step {step} of the track {name} has no site of the board to start from"
            ));
        };
        let dir = COMPASS
            .iter()
            .position(|&x| x == letters)
            .ok_or_else(|| format!("the step {step} of the track {name} names no direction"))?
            as u8;
        let mut taken = 0;
        loop {
            if count.is_some_and(|c| taken >= c) {
                break;
            }
            // Ludii's radial that way: the step in that very direction, again and again.
            let Some(&(next, _)) = graph[at].iter().find(|&&(_, c)| c == dir) else {
                break;
            };
            at = next;
            out.push(at as i32);
            taken += 1;
        }
        current = Some(at);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3x3 grid of cells, numbered row by row from the bottom left: its orthogonal
    /// steps (N 0, E 4, S 8, W 12 of the compass).
    fn grid() -> Vec<Vec<(usize, u8)>> {
        (0..9usize)
            .map(|i| {
                let (c, r) = (i % 3, i / 3);
                let mut v = Vec::new();
                if r < 2 {
                    v.push((i + 3, 0));
                }
                if c < 2 {
                    v.push((i + 1, 4));
                }
                if r > 0 {
                    v.push((i - 3, 8));
                }
                if c > 0 {
                    v.push((i - 1, 12));
                }
                v
            })
            .collect()
    }

    #[test]
    fn steps_walk_to_the_end_of_a_line_or_a_number_of_sites() {
        let t = build(
            ("T", 1, false, true),
            &Path::Steps("0,E,N1,W,N1,E".into()),
            &grid(),
        )
        .expect("built");
        assert_eq!(t.sites, vec![0, 1, 2, 5, 4, 3, 6, 7, 8]);
        assert_eq!(t.owner, 1);
    }

    #[test]
    fn a_repeated_site_is_a_bump_and_end_is_off_the_board() {
        let t = build(
            ("T", 0, true, false),
            &Path::Sites(vec![4, 4, 1, 0, END]),
            &grid(),
        )
        .expect("built");
        assert_eq!(t.sites, vec![4, 1, 0, END]);
        assert_eq!(t.bumps, vec![1, 0, 0, 0]);
    }

    #[test]
    fn an_unknown_direction_is_named() {
        let e = build(("T", 0, false, false), &Path::Steps("0,Up".into()), &grid());
        assert!(e.is_err_and(|e| e.contains("Up")));
    }
}

/// `(trackSite Move [from:S] [PLAYER|NAME] steps:N)`: the site N steps along a track
/// from S (default `(from)`), as Ludii's `TrackSiteMove` finds the track and counts
/// round a loop; off the board past the end of a track that does not loop.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TrackSiteMove {
    /// Where to count from.
    pub from: super::SiteFn,
    /// Whose track (default the mover's).
    pub player: super::Who,
    /// A part of the track's name.
    pub name: Option<String>,
    /// How many steps (none below 0).
    pub steps: super::Int,
}

/// `(trackSite FirstSite [PLAYER] [NAME] [from:S] [if:C])`: the first site of a track,
/// from S on and round, where C holds (with `(to)` bound); Ludii's `TrackSiteFirstTrack`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TrackSiteFirst {
    /// Whose track (none: a track of no one, or the first).
    pub player: Option<super::Who>,
    /// A part of the track's name.
    pub name: Option<String>,
    /// Where to start looking (none: the track's start).
    pub from: Option<super::SiteFn>,
    /// The test of each site.
    pub cond: super::Bool,
}
