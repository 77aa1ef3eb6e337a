//! Reading a position text of the general engine (see [`super::position`]): each
//! section checked against the game, an error naming the section and the part of it
//! that is wrong.

use super::position::Naming;
use crate::engine::{Columns, Engine, HandSlot, Memory, Over, State};
use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Site};
use thiserror::Error;

/// Why a position text was refused: the section at fault and what is wrong in it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}{why}", if section.is_empty() { String::new() } else { format!("in `{section}`: ") })]
pub struct PositionError {
    /// The section at fault, as written (empty for the text as a whole).
    pub section: String,
    /// What is wrong, naming the offending part.
    pub why: String,
}

/// Reads a position text of `e`'s game.
pub fn read_position(e: &Engine, text: &str) -> Result<State, PositionError> {
    let n = Naming::new(e);
    let mut r = Reader {
        n: &n,
        s: cleared(e),
        section: String::new(),
        placed: vec![false; e.program.graph.len()],
        mover: None,
        hands_filled: vec![0; e.num_players() as usize + 1],
    };
    let text = text.trim().trim_matches('"');
    for section in text.split(';').map(str::trim).filter(|x| !x.is_empty()) {
        r.section = section.to_string();
        r.read_section(section)?;
    }
    let Some(mover) = r.mover else {
        return Err(PositionError {
            section: String::new(),
            why: format!(
                "no player to move (the text starts with e.g. `{} to move;`)",
                n.player(1)
            ),
        });
    };
    let mut s = r.s;
    s.mover = mover;
    s.next = e.after(mover);
    let played = s.last.turns > 0 || s.last.moves > 0;
    s.prev = if s.over.is_some() || s.last.moves_this_turn > 0 {
        mover
    } else if played {
        e.after(mover)
    } else {
        0
    };
    if s.last.moves < s.last.turns {
        s.last.moves = s.last.turns;
    }
    Ok(s)
}

/// The start position with nothing on the board, in the hands or in memory.
fn cleared(e: &Engine) -> State {
    let mut s = e.start();
    for site in 0..s.what.len() {
        e.put(&mut s, site as Site, 0);
    }
    if let Some(b) = s.below.as_deref_mut() {
        b.under = Columns::new(b.under.len());
        if let Some(l) = b.levels.as_mut() {
            l.values.iter_mut().for_each(Vec::clear);
            l.removals.clear();
        }
    }
    s.value.fill(0);
    s.sstate.fill(0);
    if let Some(h) = s.held.as_deref_mut() {
        h.hand.fill(HandSlot::default());
        h.count.clear();
    }
    if let Some(m) = s.mem.as_deref_mut() {
        *m = Memory::default();
    }
    s
}

/// The state being read and what the sections read so far have said.
struct Reader<'n, 'e> {
    n: &'n Naming<'e>,
    s: State,
    section: String,
    placed: Vec<bool>,
    mover: Option<PlayerId>,
    hands_filled: Vec<usize>,
}

impl Reader<'_, '_> {
    fn err<T>(&self, why: impl Into<String>) -> Result<T, PositionError> {
        Err(PositionError {
            section: self.section.clone(),
            why: why.into(),
        })
    }

    fn read_section(&mut self, section: &str) -> Result<(), PositionError> {
        if let Some(who) = strip_suffix_ci(section, "to move") {
            let p = self.player(who.trim())?;
            if p == 0 {
                return self.err("`Neutral` does not move");
            }
            if self.mover.replace(p).is_some() {
                return self.err("the player to move is given twice");
            }
            return Ok(());
        }
        let (head, body) = match section.split_once(':') {
            Some((h, b)) => (h.trim(), b.trim()),
            None => (section, ""),
        };
        let mut words = head.split_whitespace();
        let key = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match (key.as_str(), rest.as_slice()) {
            ("stack", [site]) => self.stack(site, body),
            ("hand", [who]) => self.hand(who, body),
            ("value", []) => self.values(body),
            ("state", []) => self.states(body),
            ("phase", []) => self.phase(body),
            ("var", []) => {
                let v = self.int(body)?;
                self.memory("a variable")?.var = v;
                Ok(())
            }
            ("score", []) => self.score(body),
            ("remembered", []) => {
                let v = body
                    .split_whitespace()
                    .map(|w| self.int(w))
                    .collect::<Result<Vec<_>, _>>()?;
                self.memory("values remembered")?.remembered = v;
                Ok(())
            }
            ("player", ["value"]) => self.player_values(body),
            ("pending", []) => {
                self.s.is_pending = true;
                self.s.pending = self.site_set(body)?;
                Ok(())
            }
            ("to", ["clear"]) => {
                self.s.to_clear = self.site_set(body)?;
                Ok(())
            }
            ("removals", []) => self.removals(body),
            ("again", []) => match u16::try_from(self.int(body)?) {
                Ok(n) if n < u16::MAX => {
                    self.s.last.moves_this_turn = n;
                    Ok(())
                }
                _ => self.err(format!("`{body}` is not a count of moves in this turn")),
            },
            ("passes", []) => {
                self.s.passes = self.int(body)?.clamp(0, 255) as u8;
                Ok(())
            }
            ("passed", []) => {
                for w in body.split_whitespace() {
                    match w.to_ascii_lowercase().as_str() {
                        "previous" => self.s.passed[0] = true,
                        "last" => self.s.passed[1] = true,
                        _ => return self.err(format!("`{w}` is not `previous` or `last`")),
                    }
                }
                Ok(())
            }
            ("turns", []) => {
                self.s.last.turns = self.int(body)?.max(0) as u32;
                Ok(())
            }
            ("moves", []) => {
                self.s.last.moves = self.int(body)?.max(0) as u32;
                Ok(())
            }
            ("last", []) => {
                let (sites, over) = match body.split_once(" over ") {
                    Some((a, b)) => (a, Some(b)),
                    None => (body, None),
                };
                let w: Vec<&str> = sites.split_whitespace().collect();
                let [from, to] = w.as_slice() else {
                    return self.err(
                        "expected the last move's two sites and its hurdles, e.g. `last: a1 c3 over b2`",
                    );
                };
                self.s.last.from = self.site_or_none(from)?;
                self.s.last.to = self.site_or_none(to)?;
                self.s.last.between = self.site_set(over.unwrap_or(""))?;
                Ok(())
            }
            ("result", []) => self.result(body),
            _ if section.contains(':') => {
                let owner = self.player(head)?;
                self.pieces(owner, body)
            }
            _ => {
                let p = self.n.player(1);
                self.err(format!(
                    "`{head}` is not a section (expected e.g. `{p} to move`, `{p}: {} {} {}`, `stack {}: ...`, `hand {p}: ...`)",
                    self.example_piece(),
                    self.n.site(0),
                    self.n.site(1),
                    self.n.site(0),
                ))
            }
        }
    }

    /// A piece's name to show in an example: the game's first.
    fn example_piece(&self) -> String {
        let comps = &self.n.engine.program.comps;
        comps
            .first()
            .map_or_else(|| "Man".into(), |c| c.base.clone())
    }

    fn player(&self, name: &str) -> Result<PlayerId, PositionError> {
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

    fn site(&self, name: &str) -> Result<Site, PositionError> {
        match self.n.site_named(name) {
            Some(s) => Ok(s),
            None => self.err(format!(
                "there is no site `{name}` on this board (its sites run from `{}` to `{}`)",
                self.n.site(0),
                self.n.site((self.placed.len().max(1) - 1) as Site)
            )),
        }
    }

    fn site_or_none(&self, name: &str) -> Result<Site, PositionError> {
        if name == "-" {
            return Ok(OFF);
        }
        self.site(name)
    }

    fn board_site(&self, name: &str) -> Result<usize, PositionError> {
        let s = self.site(name)? as usize;
        if s >= self.placed.len() {
            return self.err(format!("`{name}` is not a site of the board"));
        }
        Ok(s)
    }

    fn int(&self, w: &str) -> Result<i32, PositionError> {
        match w.trim().parse() {
            Ok(v) => Ok(v),
            Err(_) => self.err(format!("`{}` is not a number", w.trim())),
        }
    }

    fn site_set(&self, body: &str) -> Result<crate::program::SiteSet, PositionError> {
        let mut set = crate::program::SiteSet::EMPTY;
        for w in body.split_whitespace() {
            set.insert(self.site(w)?);
        }
        Ok(set)
    }

    fn comp(&self, kind: &str, owner: PlayerId) -> Result<CompId, PositionError> {
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
    fn claim(&mut self, site: usize, name: &str) -> Result<(), PositionError> {
        if std::mem::replace(&mut self.placed[site], true) {
            return self.err(format!("site `{name}` is given twice"));
        }
        Ok(())
    }

    /// `Kind site site*N, Kind site ...`: single pieces of `owner`.
    fn pieces(&mut self, owner: PlayerId, body: &str) -> Result<(), PositionError> {
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
    fn stack(&mut self, name: &str, body: &str) -> Result<(), PositionError> {
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
    fn hand(&mut self, who: &str, body: &str) -> Result<(), PositionError> {
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
            },
            0 => HandSlot::default(),
            n => return self.err(format!("`{n}`: a hand cannot hold fewer than none")),
        })
    }

    /// `SITE=V ...` pairs.
    fn pairs<'b>(&self, body: &'b str) -> Result<Vec<(usize, &'b str)>, PositionError> {
        body.split_whitespace()
            .map(|w| match w.split_once('=') {
                Some((a, v)) => Ok((self.board_site(a)?, v)),
                None => self.err(format!("`{w}` is not `site=value` (e.g. `a1=3`)")),
            })
            .collect()
    }

    /// `value: SITE=V ...` (in a game of stacks, `SITE=V/V/...` bottom first).
    fn values(&mut self, body: &str) -> Result<(), PositionError> {
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
    fn states(&mut self, body: &str) -> Result<(), PositionError> {
        for (site, v) in self.pairs(body)? {
            let v = self.int(v)?;
            match self.s.sstate.get_mut(site) {
                Some(x) => *x = v,
                None => return self.err("this game keeps no states on its sites"),
            }
        }
        Ok(())
    }

    /// `phase: NAME` (every player) or `phase: P1 NAME, P2 NAME`.
    fn phase(&mut self, body: &str) -> Result<(), PositionError> {
        let phases = &self.n.engine.program.phases;
        let index = |name: &str| {
            phases
                .iter()
                .position(|p| p.name.eq_ignore_ascii_case(name))
        };
        if phases.is_empty() {
            return self.err("this game has no phases");
        }
        let all = 1..=self.n.engine.num_players();
        if let Some(i) = index(body) {
            all.for_each(|p| self.s.phase.0[p as usize] = i as u8);
            return Ok(());
        }
        for item in body.split(',').map(str::trim) {
            let (who, name) = item.split_once(char::is_whitespace).unwrap_or((item, ""));
            let p = self.player(who)?;
            let Some(i) = index(name.trim()) else {
                let names: Vec<&str> = phases.iter().map(|p| p.name.as_str()).collect();
                return self.err(format!(
                    "`{}` is not a phase of this game (its phases: {})",
                    name.trim(),
                    names.join(", ")
                ));
            };
            if let Some(x) = self.s.phase.0.get_mut(p as usize) {
                *x = i as u8;
            }
        }
        Ok(())
    }

    fn memory(&mut self, what: &str) -> Result<&mut Memory, PositionError> {
        let section = self.section.clone();
        self.s.mem.as_deref_mut().ok_or_else(|| PositionError {
            section,
            why: format!("this game keeps no {what}"),
        })
    }

    /// `PLAYER N, PLAYER N` into `f`'s slot per player.
    fn per_player(&self, body: &str) -> Result<Vec<(usize, i32)>, PositionError> {
        body.split(',')
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .map(|item| {
                let w: Vec<&str> = item.split_whitespace().collect();
                let [who, v] = w.as_slice() else {
                    return self.err(format!("`{item}` is not a player and a number"));
                };
                match self.player(who)? {
                    p @ 1..=2 => Ok((p as usize - 1, self.int(v)?)),
                    _ => self.err(format!("`{who}` has none")),
                }
            })
            .collect()
    }

    fn score(&mut self, body: &str) -> Result<(), PositionError> {
        let v = self.per_player(body)?;
        let m = self.memory("scores")?;
        v.into_iter().for_each(|(i, x)| m.scores[i] = x);
        Ok(())
    }

    fn player_values(&mut self, body: &str) -> Result<(), PositionError> {
        for (i, x) in self.per_player(body)? {
            self.s.pvalue[i] = x;
        }
        Ok(())
    }

    /// `removals: SITE*N ...` (a game of stacks' removals marked for the turn's end).
    fn removals(&mut self, body: &str) -> Result<(), PositionError> {
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

    /// `result: PLAYER wins` or `result: draw`.
    fn result(&mut self, body: &str) -> Result<(), PositionError> {
        if body.eq_ignore_ascii_case("draw") {
            self.s.over = Some(Over::Draw);
            return Ok(());
        }
        match strip_suffix_ci(body, "wins") {
            Some(who) => {
                let p = self.player(who.trim())?;
                if p == 0 {
                    return self.err(format!("`{body}`: only a player wins"));
                }
                self.s.over = Some(Over::Win(p));
                Ok(())
            }
            None => self.err(format!(
                "`{body}` is not `draw` or `PLAYER wins` (e.g. `{} wins`)",
                self.n.player(1)
            )),
        }
    }
}

/// `text` without `suffix` at its end, in any case.
fn strip_suffix_ci<'t>(text: &'t str, suffix: &str) -> Option<&'t str> {
    let cut = text.len().checked_sub(suffix.len())?;
    let (head, tail) = (text.get(..cut)?, text.get(cut..)?);
    tail.eq_ignore_ascii_case(suffix).then_some(head)
}
