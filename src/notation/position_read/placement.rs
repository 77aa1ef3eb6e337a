//! The sections of what is where: single pieces by owner, stacks, hands, and the
//! sites' values, states and marked removals.

use super::{PositionError, Reader};
use crate::engine::HandSlot;
use crate::program::{PlayerId, Site};

impl Reader<'_, '_> {
    /// `Kind site site*N, Kind site ...`: single pieces of `owner`.
    pub(super) fn pieces(&mut self, owner: PlayerId, body: &str) -> Result<(), PositionError> {
        for group in body.split(',').map(str::trim).filter(|g| !g.is_empty()) {
            let mut words = group.split_whitespace();
            let kind = words.next().unwrap_or("");
            let comp = self.comp(kind, owner)?;
            let mut any = false;
            for w in words {
                any = true;
                let (name, count) = match w.split_once('*') {
                    Some((a, c)) => (a, self.int(c)?),
                    None => (w, 1),
                };
                let site = self.board_site(name)?;
                self.claim(site, name)?;
                self.n.engine.put(&mut self.s, site as Site, comp);
                if count != 1 {
                    let Some(h) = self.s.held.as_deref_mut().filter(|_| count > 1) else {
                        return self.err(format!(
                            "`{w}`: this game keeps one piece per site (a count must be more than 1 in a game that keeps counts)"
                        ));
                    };
                    h.count.push((site as Site, count as u32));
                    h.count.sort_unstable();
                }
            }
            if !any {
                return self.err(format!(
                    "no sites after `{kind}` (write e.g. `{kind} a1 b2`)"
                ));
            }
        }
        Ok(())
    }

    /// `stack SITE: Owner Kind, Owner Kind, ...`, bottom to top.
    pub(super) fn stack(&mut self, name: &str, body: &str) -> Result<(), PositionError> {
        let site = self.board_site(name)?;
        if self.s.below.is_none() {
            return self.err("this game has no stacks");
        }
        let mut column = Vec::new();
        for piece in body.split(',').map(str::trim).filter(|x| !x.is_empty()) {
            let w: Vec<&str> = piece.split_whitespace().collect();
            let [who, kind] = w.as_slice() else {
                return self.err(format!(
                    "`{piece}` is not a player and a piece (write e.g. `{} {}`)",
                    self.n.player(1),
                    self.example_piece()
                ));
            };
            let owner = self.player(who)?;
            column.push(self.comp(kind, owner)?);
        }
        let Some(top) = column.pop() else {
            return self.err("an empty stack (list its pieces bottom to top)");
        };
        self.claim(site, name)?;
        if let Some(b) = self.s.below.as_deref_mut() {
            b.under.set(site, &column);
        }
        self.n.engine.put(&mut self.s, site as Site, top);
        Ok(())
    }

    /// `hand OWNER: Kind N, ...`: the owner's next hands in order (`-` for an empty one).
    pub(super) fn hand(&mut self, who: &str, body: &str) -> Result<(), PositionError> {
        let owner = self.player(who)?;
        let e = self.n.engine;
        let mine: Vec<usize> = (e.program.hands.iter().enumerate())
            .filter(|(_, h)| h.owner == owner)
            .map(|(i, _)| i)
            .collect();
        for item in body.split(',').map(str::trim) {
            let k = self.hands_filled[owner as usize];
            let Some(&i) = mine.get(k) else {
                return self.err(format!(
                    "{} has {} hand{}, and `{item}` is one more",
                    self.n.player(owner),
                    mine.len(),
                    if mine.len() == 1 { "" } else { "s" }
                ));
            };
            self.hands_filled[owner as usize] += 1;
            let w: Vec<&str> = item.split_whitespace().collect();
            let slot = match w.as_slice() {
                ["-"] => HandSlot::default(),
                [kind, count] => self.slot(kind, owner, count)?,
                [other, kind, count] => self.slot(kind, self.player(other)?, count)?,
                _ => {
                    return self.err(format!(
                        "`{item}` is not a piece and a count (write e.g. `Ball 5`, or `-` for an empty hand)"
                    ))
                }
            };
            if let Some(x) = self.s.held.as_deref_mut().and_then(|h| h.hand.get_mut(i)) {
                *x = slot;
            }
        }
        Ok(())
    }

    /// A hand's contents: `count` pieces of `kind` owned by `owner` (none when 0).
    fn slot(&self, kind: &str, owner: PlayerId, count: &str) -> Result<HandSlot, PositionError> {
        let comp = self.comp(kind, owner)?;
        Ok(match self.int(count)? {
            n if n > 0 => HandSlot {
                comp,
                count: n as u32,
                ..HandSlot::default()
            },
            0 => HandSlot::default(),
            n => return self.err(format!("`{n}`: a hand cannot hold fewer than none")),
        })
    }

    /// `value: SITE=V ...` (in a game of stacks, `SITE=V/V/...` bottom first).
    pub(super) fn values(&mut self, body: &str) -> Result<(), PositionError> {
        for (site, v) in self.pairs(body)? {
            let vs = v
                .split('/')
                .map(|x| self.int(x))
                .collect::<Result<Vec<_>, _>>()?;
            let levels = self.s.below.as_deref_mut().and_then(|b| b.levels.as_mut());
            if let Some(a) = levels.and_then(|l| l.values.get_mut(site)) {
                *a = vs;
                while a.last() == Some(&0) {
                    a.pop();
                }
            } else if let (Some(x), [v]) = (self.s.value.get_mut(site), vs.as_slice()) {
                *x = *v;
            } else if self.s.value.is_empty() {
                return self.err("this game keeps no values on its sites");
            } else {
                return self.err(format!("`{v}`: one value per site in this game"));
            }
        }
        Ok(())
    }

    /// `state: SITE=V ...`.
    pub(super) fn states(&mut self, body: &str) -> Result<(), PositionError> {
        for (site, v) in self.pairs(body)? {
            let v = self.int(v)?;
            match self.s.sstate.get_mut(site) {
                Some(x) => *x = v,
                None => return self.err("this game keeps no states on its sites"),
            }
        }
        Ok(())
    }

    /// `removals: SITE*N ...` (a game of stacks' removals marked for the turn's end).
    pub(super) fn removals(&mut self, body: &str) -> Result<(), PositionError> {
        let mut out = Vec::new();
        for w in body.split_whitespace() {
            let (name, k) = w.split_once('*').unwrap_or((w, "1"));
            let Ok(k) = u16::try_from(self.int(k)?) else {
                return self.err(format!("`{w}`: a site is marked 0 to 65,535 times"));
            };
            out.push((self.board_site(name)? as Site, k));
        }
        match self.s.below.as_deref_mut().and_then(|b| b.levels.as_mut()) {
            Some(l) => {
                l.removals = out;
                Ok(())
            }
            None => self.err("this game marks no removals for the end of a turn"),
        }
    }
}
