//! The position text of a game run by the general engine: what PDN FEN is to the
//! draughts kernel, for every other board, piece and game.
//!
//! The text is a list of sections separated by `;`, the mover first:
//!
//! ```text
//! P1 to move; P1: Man a1 c1 e1, King d4; P2: Man a7 c7; hand P1: Ball 5; phase: Movement
//! ```
//!
//! Sites are Ludii's coordinate names in lower case (`a1`; HexDame's `a1`..`i9`), or
//! `#N` for a site by number (a hand's site, a site without a name of its own); pieces
//! are the game's piece names (`Man`, `Counter`, `DoubleCounter`). Only what differs
//! from nothing is written, so a draughts position reads like one; `docs/notation.md`
//! lists every section. [`write_position`] writes the text and
//! [`read_position`](super::position_read::read_position) reads it back.

use crate::engine::{Engine, Over, State};
use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Site};
use std::collections::HashMap;
use std::fmt::Write;

/// The names a game's position text uses: its sites and its players.
pub struct Naming<'e> {
    /// The engine whose positions are named.
    pub engine: &'e Engine,
    /// Each board site's name (`a1`, or `#N` when its label is not its own).
    names: Vec<String>,
    /// The site of each name, in lower case.
    by_name: HashMap<String, Site>,
    /// The board's sites in the order a text lists them: by row, then by column.
    order: Vec<usize>,
}

impl<'e> Naming<'e> {
    /// The names of `engine`'s sites and players.
    pub fn new(engine: &'e Engine) -> Naming<'e> {
        let g = &engine.program.graph;
        let labels: Vec<String> = (0..g.len() as Site)
            .map(|s| g.label(s).to_lowercase())
            .collect();
        let mut count: HashMap<&str, usize> = HashMap::new();
        for l in &labels {
            *count.entry(l.as_str()).or_default() += 1;
        }
        // A label two sites share, or one that reads as a number, names neither.
        let own = |l: &str| count.get(l) == Some(&1) && !l.starts_with('#') && !l.is_empty();
        let names: Vec<String> = labels
            .iter()
            .enumerate()
            .map(|(i, l)| if own(l) { l.clone() } else { format!("#{i}") })
            .collect();
        let by_name = names
            .iter()
            .enumerate()
            .filter(|(_, n)| !n.starts_with('#'))
            .map(|(i, n)| (n.clone(), i as Site))
            .collect();
        // Row by row from the bottom, as a square board's sites already run; on a
        // hexagon or a graph the sites' own numbering follows no row.
        let mut order: Vec<usize> = (0..names.len()).collect();
        order.sort_by_key(|&i| reading_key(&names[i], i));
        Naming {
            engine,
            names,
            by_name,
            order,
        }
    }

    /// The board's sites in the order a text lists them.
    pub fn sites(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        self.order.iter().copied()
    }

    /// A site's name: `a1`, `#N` off the board's names, `-` for no site.
    pub fn site(&self, site: Site) -> String {
        if site == OFF {
            return "-".into();
        }
        self.names
            .get(site as usize)
            .cloned()
            .unwrap_or_else(|| format!("#{}", site as usize - self.hand_shift()))
    }

    /// How far the engine's numbers of the hands' sites lie past Ludii's: on a board
    /// whose cells and points both hold pieces, the other kind's sites come before
    /// the hands here, where Ludii's hands follow the board's own kind of sites.
    fn hand_shift(&self) -> usize {
        let g = &self.engine.program.graph;
        g.dual.as_ref().map_or(0, |d| g.len() - d.own as usize)
    }

    /// The site a name stands for: a name in any case, or `#N` for any site of the
    /// board or the hands.
    pub fn site_named(&self, name: &str) -> Option<Site> {
        if let Some(n) = name.strip_prefix('#') {
            let n: usize = n.parse().ok()?;
            let hands = self.engine.program.hands.iter();
            // Ludii's number of a hand's site (see `hand_shift`).
            let shifted = n + self.hand_shift();
            if self.hand_shift() > 0 && hands.clone().any(|h| h.site as usize == shifted) {
                return Some(shifted as Site);
            }
            let known = n < self.names.len() || hands.clone().any(|h| h.site as usize == n);
            return known.then_some(n as Site);
        }
        self.by_name.get(&name.to_lowercase()).copied()
    }

    /// A player's name (1-based; 0 is `Neutral`, the owner of pieces of no player).
    pub fn player(&self, p: PlayerId) -> String {
        match p.checked_sub(1) {
            None => "Neutral".into(),
            Some(i) => self
                .engine
                .program
                .players
                .get(i as usize)
                .map_or_else(|| format!("P{p}"), |x| x.name.clone()),
        }
    }

    /// The player (1-based, 0 for `Neutral`) a name stands for: the game's name of a
    /// player or `P1`, `P2`..., in any case.
    pub fn player_named(&self, name: &str) -> Option<PlayerId> {
        if name.eq_ignore_ascii_case("neutral") {
            return Some(0);
        }
        let players = &self.engine.program.players;
        if let Some(i) = players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
        {
            return Some(i as PlayerId + 1);
        }
        let n: usize = name.strip_prefix(['P', 'p'])?.parse().ok()?;
        (1..=players.len()).contains(&n).then_some(n as PlayerId)
    }

    /// A component's kind, with its owner's name first when `owner` is not its owner.
    pub fn piece(&self, comp: CompId, owner: PlayerId) -> String {
        let c = self.engine.program.comp(comp);
        if c.owner == owner {
            c.base.clone()
        } else {
            format!("{} {}", self.player(c.owner), c.base)
        }
    }

    /// The component of kind `kind` (a base name such as `Man`, or a full one such as
    /// `Man1`) owned by `owner`.
    pub fn comp_named(&self, kind: &str, owner: PlayerId) -> Option<CompId> {
        let p = &self.engine.program;
        p.comp_of(kind, owner)
            .or_else(|| {
                let i = p
                    .comps
                    .iter()
                    .position(|c| c.owner == owner && c.base.eq_ignore_ascii_case(kind))?;
                Some(i as CompId + 1)
            })
            .or_else(|| p.comp_named(kind).filter(|&c| p.comp(c).owner == owner))
    }
}

/// Where a site's name sorts: by its row number, then its column letters (shorter
/// first, as `z` comes before `aa`); a name without a row, after, by number.
fn reading_key(name: &str, site: usize) -> (bool, u32, usize, String, usize) {
    let col: String = name.chars().take_while(char::is_ascii_alphabetic).collect();
    match name[col.len()..].parse::<u32>() {
        Ok(row) if !col.is_empty() => (false, row, col.len(), col, site),
        _ => (true, 0, 0, String::new(), site),
    }
}

/// Whether a program reads the last move's sites (`(last To)`, `(last From)`, `(last
/// Between)`): then a position's text says them, since the moves that follow may
/// depend on them.
pub fn reads_last_move(e: &Engine) -> bool {
    // The program's whole tree, searched through its debug text: the variants that
    // read the last move are many and nested everywhere.
    let text = format!("{:?}", e.program);
    ["LastTo", "LastFrom", "LastBetween"]
        .iter()
        .any(|x| text.contains(x))
}

/// The position text of `s` (see the module's documentation).
pub fn write_position(e: &Engine, s: &State) -> String {
    write(e, s, false)
}

/// The position text of `s` without what only its history tells: the counts of turns
/// and moves played, and the last move's sites at the start of a turn (in the middle
/// of one, the rest of the turn may read them, so they stay). Two positions equal as
/// the engine compares them, whatever moves led there, have the same canonical text,
/// which [`read_position`](super::position_read::read_position) reads back.
pub fn write_canonical(e: &Engine, s: &State) -> String {
    write(e, s, true)
}

fn write(e: &Engine, s: &State, canonical: bool) -> String {
    let n = Naming::new(e);
    let mut parts = vec![format!("{} to move", n.player(s.mover))];
    pieces(&n, s, &mut parts);
    memory(&n, s, &mut parts);
    turn_facts(&n, s, &mut parts, canonical);
    parts.join("; ")
}

/// Pieces on the board, stacks, hands, values and states.
fn pieces(n: &Naming, s: &State, parts: &mut Vec<String>) {
    let e = n.engine;
    let count = |site: usize| -> u32 {
        let counts = s.held.as_deref().map_or(&[][..], |h| &h.count[..]);
        counts
            .iter()
            .find(|(x, _)| *x as usize == site)
            .map_or(1, |x| x.1)
    };
    let sites = n.sites();
    for owner in (1..=e.num_players()).chain([0]) {
        let mut kinds: Vec<String> = Vec::new();
        for comp in 1..=e.program.comps.len() as CompId {
            if e.owner_of(comp) != owner {
                continue;
            }
            let mut text = e.program.comp(comp).base.clone();
            for site in sites.clone() {
                if s.what[site] == comp && e.stack_size(s, site as Site) == 1 {
                    let _ = write!(text, " {}", n.site(site as Site));
                    match count(site) {
                        1 => {}
                        c => {
                            let _ = write!(text, "*{c}");
                        }
                    }
                }
            }
            if text.len() > e.program.comp(comp).base.len() {
                kinds.push(text);
            }
        }
        if !kinds.is_empty() {
            parts.push(format!("{}: {}", n.player(owner), kinds.join(", ")));
        }
    }
    for site in sites.clone() {
        let height = e.stack_size(s, site as Site);
        if height > 1 {
            let column: Vec<String> = (0..height)
                .map(|l| {
                    let c = e.what_at_level(s, site as Site, l as i64);
                    format!("{} {}", n.player(e.owner_of(c)), e.program.comp(c).base)
                })
                .collect();
            parts.push(format!(
                "stack {}: {}",
                n.site(site as Site),
                column.join(", ")
            ));
        }
    }
    hands(n, s, parts);
    let levels = s.below.as_deref().and_then(|b| b.levels.as_ref());
    let mut values: Vec<String> = Vec::new();
    for site in sites.clone() {
        if let Some(&v) = s.value.get(site).filter(|&&v| v != 0) {
            values.push(format!("{}={v}", n.site(site as Site)));
        }
        if let Some(vs) = levels
            .and_then(|l| l.values.get(site))
            .filter(|v| !v.is_empty())
        {
            let vs: Vec<String> = vs.iter().map(i32::to_string).collect();
            values.push(format!("{}={}", n.site(site as Site), vs.join("/")));
        }
    }
    if !values.is_empty() {
        parts.push(format!("value: {}", values.join(" ")));
    }
    let states: Vec<String> = (sites.clone())
        .filter_map(|site| {
            let v = *s.sstate.get(site)?;
            (v != 0).then(|| format!("{}={v}", n.site(site as Site)))
        })
        .collect();
    if !states.is_empty() {
        parts.push(format!("state: {}", states.join(" ")));
    }
    if let Some(l) = levels.filter(|l| !l.removals.is_empty()) {
        let r: Vec<String> = l
            .removals
            .iter()
            .map(|&(site, k)| format!("{}*{k}", n.site(site)))
            .collect();
        parts.push(format!("removals: {}", r.join(" ")));
    }
}

/// Each player's hands, up to the last that holds anything (`-` for an empty one
/// before it, so that a player's second hand stays its second).
fn hands(n: &Naming, s: &State, parts: &mut Vec<String>) {
    let e = n.engine;
    let Some(held) = s.held.as_deref() else {
        return;
    };
    for owner in 0..=e.num_players() {
        let mine: Vec<String> = e
            .program
            .hands
            .iter()
            .zip(&held.hand)
            .filter(|(h, _)| h.owner == owner)
            .map(|(_, x)| match x.count {
                0 => "-".to_string(),
                k if x.comp == 0 => format!("- {k}"),
                k => format!("{} {k}", n.piece(x.comp, owner)),
            })
            .collect();
        let used = mine.iter().rposition(|x| x != "-").map_or(0, |i| i + 1);
        if used > 0 {
            parts.push(format!(
                "hand {}: {}",
                n.player(owner),
                mine[..used].join(", ")
            ));
        }
    }
}

/// The phase, the variable, the scores, the values remembered, the players' values.
fn memory(n: &Naming, s: &State, parts: &mut Vec<String>) {
    let e = n.engine;
    let phases = &e.program.phases;
    if !phases.is_empty() {
        let name = |p: PlayerId| {
            phases
                .get(s.phase.0[p as usize] as usize)
                .map_or_else(|| "?".into(), |x| x.name.clone())
        };
        let all: Vec<PlayerId> = (1..=e.num_players()).collect();
        if all.iter().all(|&p| name(p) == name(1)) {
            parts.push(format!("phase: {}", name(1)));
        } else {
            let each: Vec<String> = all
                .iter()
                .map(|&p| format!("{} {}", n.player(p), name(p)))
                .collect();
            parts.push(format!("phase: {}", each.join(", ")));
        }
    }
    if let Some(m) = s.mem.as_deref() {
        if m.var != -1 {
            parts.push(format!("var: {}", m.var));
        }
        if m.scores.iter().any(|&x| x != 0) {
            let each: Vec<String> = (1..=e.num_players())
                .map(|p| format!("{} {}", n.player(p), m.scores[p as usize - 1]))
                .collect();
            parts.push(format!("score: {}", each.join(", ")));
        }
        // The unnamed list, then each named one (`remembered "Playable": 3 4`), in
        // the order their names first come.
        let mut lists: Vec<u16> = Vec::new();
        for &(k, _) in &m.remembered {
            if !lists.contains(&k) {
                lists.push(k);
            }
        }
        lists.sort_by_key(|&k| k != crate::engine::UNNAMED_LIST);
        for k in lists {
            let r: Vec<String> = m
                .remembered
                .iter()
                .filter(|e| e.0 == k)
                .map(|e| e.1.to_string())
                .collect();
            let head = match e.program.names.0.get(k as usize) {
                Some(name) if k != crate::engine::UNNAMED_LIST => format!("remembered \"{name}\""),
                _ => "remembered".to_string(),
            };
            parts.push(format!("{head}: {}", r.join(" ")));
        }
    }
    if s.pvalue.iter().any(|&v| v != -1) {
        let v: Vec<String> = (0..s.pvalue.len())
            .filter(|&i| s.pvalue[i] != -1)
            .map(|i| format!("{} {}", n.player(i as PlayerId + 1), s.pvalue[i]))
            .collect();
        parts.push(format!("player value: {}", v.join(", ")));
    }
}

/// What the turns so far leave behind: pending sites, a turn going on, passes, the
/// counts of turns and moves, the last move, the result.
fn turn_facts(n: &Naming, s: &State, parts: &mut Vec<String>, canonical: bool) {
    let list = |set: &crate::program::SiteSet| -> String {
        set.iter().map(|x| n.site(x)).collect::<Vec<_>>().join(" ")
    };
    if s.is_pending || !s.pending.is_empty() {
        parts.push(if s.pending.is_empty() {
            "pending".into()
        } else {
            format!("pending: {}", list(&s.pending))
        });
    }
    if !s.to_clear.is_empty() {
        parts.push(format!("to clear: {}", list(&s.to_clear)));
    }
    if s.last.moves_this_turn > 0 {
        parts.push(format!("again: {}", s.last.moves_this_turn));
    }
    if s.passes > 0 {
        parts.push(format!("passes: {}", s.passes));
    }
    match s.passed {
        [false, false] => {}
        [a, b] => {
            let w: Vec<&str> = [(a, "previous"), (b, "last")]
                .iter()
                .filter(|x| x.0)
                .map(|x| x.1)
                .collect();
            parts.push(format!("passed: {}", w.join(" ")));
        }
    }
    if canonical {
        // The previous mover is part of a position (none before the first move), and
        // is read back from whether anything was played: say that, not how much.
        if s.prev != 0 && s.last.moves_this_turn == 0 && s.over.is_none() {
            parts.push("played".into());
        }
    } else if s.last.turns > 0 {
        parts.push(format!("turns: {}", s.last.turns));
    }
    if s.last.moves != s.last.turns && !canonical {
        parts.push(format!("moves: {}", s.last.moves));
    }
    let mid_turn = s.last.moves_this_turn > 0;
    if (s.last.from != OFF || s.last.to != OFF)
        && (mid_turn || !canonical)
        && reads_last_move(n.engine)
    {
        let mut text = format!("last: {} {}", n.site(s.last.from), n.site(s.last.to));
        if !s.last.between.is_empty() {
            let _ = write!(text, " over {}", list(&s.last.between));
        }
        parts.push(text);
    }
    match s.over {
        None => {}
        Some(Over::Draw) => parts.push("result: draw".into()),
        Some(Over::Win(p)) => parts.push(format!("result: {} wins", n.player(p))),
    }
}
