//! The words every section is made of, read against the game: sites, players,
//! pieces, numbers, `site=value` pairs and `PLAYER N` lists.

use super::{PositionError, Reader};
use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Site};

impl Reader<'_, '_> {
    /// The error of the section being read: `why` it is wrong.
    pub(super) fn err<T>(&self, why: impl Into<String>) -> Result<T, PositionError> {
        Err(PositionError {
            section: self.section.clone(),
            why: why.into(),
        })
    }

    /// A piece's name to show in an example: the game's first.
    pub(super) fn example_piece(&self) -> String {
        let comps = &self.n.engine.program.comps;
        comps
            .first()
            .map_or_else(|| "Man".into(), |c| c.base.clone())
    }

    /// The player a name stands for (0 for `Neutral`).
    pub(super) fn player(&self, name: &str) -> Result<PlayerId, PositionError> {
        match self.n.player_named(name) {
            Some(p) => Ok(p),
            None => {
                let e = self.n.engine;
                let names: Vec<String> = (1..=e.num_players()).map(|p| self.n.player(p)).collect();
                self.err(format!(
                    "`{name}` is not a player (the players are {}, and `Neutral`)",
                    names.join(", ")
                ))
            }
        }
    }

    /// The site (of the board or a hand) a name stands for.
    pub(super) fn site(&self, name: &str) -> Result<Site, PositionError> {
        match self.n.site_named(name) {
            Some(s) => Ok(s),
            None => self.err(format!(
                "there is no site `{name}` on this board (its sites run from `{}` to `{}`)",
                self.n.site(0),
                self.n.site((self.placed.len().max(1) - 1) as Site)
            )),
        }
    }

    /// A site, or no site for `-`.
    pub(super) fn site_or_none(&self, name: &str) -> Result<Site, PositionError> {
        if name == "-" {
            return Ok(OFF);
        }
        self.site(name)
    }

    /// A site of the board (not of a hand) by name.
    pub(super) fn board_site(&self, name: &str) -> Result<usize, PositionError> {
        let s = self.site(name)? as usize;
        if s >= self.placed.len() {
            return self.err(format!("`{name}` is not a site of the board"));
        }
        Ok(s)
    }

    /// A number.
    pub(super) fn int(&self, w: &str) -> Result<i32, PositionError> {
        match w.trim().parse() {
            Ok(v) => Ok(v),
            Err(_) => self.err(format!("`{}` is not a number", w.trim())),
        }
    }

    /// Sites separated by spaces.
    pub(super) fn site_set(&self, body: &str) -> Result<crate::program::SiteSet, PositionError> {
        let mut set = crate::program::SiteSet::EMPTY;
        for w in body.split_whitespace() {
            set.insert(self.site(w)?);
        }
        Ok(set)
    }

    /// The piece of kind `kind` owned by `owner`.
    pub(super) fn comp(&self, kind: &str, owner: PlayerId) -> Result<CompId, PositionError> {
        if let Some(c) = self.n.comp_named(kind, owner) {
            return Ok(c);
        }
        let e = self.n.engine;
        let kinds: Vec<&str> = e
            .program
            .comps
            .iter()
            .filter(|c| c.owner == owner)
            .map(|c| c.base.as_str())
            .collect();
        self.err(format!(
            "`{kind}` is not a piece of {} (its pieces: {})",
            self.n.player(owner),
            if kinds.is_empty() {
                "none".to_string()
            } else {
                kinds.join(", ")
            }
        ))
    }

    /// Marks a site as given, refusing a second time.
    pub(super) fn claim(&mut self, site: usize, name: &str) -> Result<(), PositionError> {
        if std::mem::replace(&mut self.placed[site], true) {
            return self.err(format!("site `{name}` is given twice"));
        }
        Ok(())
    }

    /// `SITE=V ...` pairs.
    pub(super) fn pairs<'b>(&self, body: &'b str) -> Result<Vec<(usize, &'b str)>, PositionError> {
        body.split_whitespace()
            .map(|w| match w.split_once('=') {
                Some((a, v)) => Ok((self.board_site(a)?, v)),
                None => self.err(format!("`{w}` is not `site=value` (e.g. `a1=3`)")),
            })
            .collect()
    }

    /// `PLAYER N, PLAYER N` per player: the player's index (0 or 1) and the number.
    pub(super) fn per_player(&self, body: &str) -> Result<Vec<(usize, i32)>, PositionError> {
        body.split(',')
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .map(|item| {
                let w: Vec<&str> = item.split_whitespace().collect();
                let [who, v] = w.as_slice() else {
                    return self.err(format!("`{item}` is not a player and a number"));
                };
                match self.player(who)? {
                    p @ 1.. => Ok((p as usize - 1, self.int(v)?)),
                    _ => self.err(format!("`{who}` has none")),
                }
            })
            .collect()
    }
}
