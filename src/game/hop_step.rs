//! A draughts game of the fast kernel played move by move, as the general engine plays
//! the same program: each jump of a capture is one move of its own, numbered by
//! [`ActionIndex`] on the general engine's sites, and the observation is the general
//! engine's planes. The kernel lists whole turns; a turn's moves are its huff, if it has
//! one (the huffed piece's site to itself, as the general engine removes it), then its
//! landings, so the moves offered in the middle of a turn are the next moves of the
//! turns that begin with the moves already played ([`kernel::Game::legal_paths`] keeps
//! every route of a capture, as the general engine offers each route's first jump).
//!
//! A batch of games for learning agents steps this way (`VectorGame`); a differential
//! test keeps its moves, players, observations and outcomes equal to the general
//! engine's, game by game (`tests/hop_step.rs`).

use super::{ActionIndex, Planes};
use crate::engine::{Engine, Over, MOVE_LIMIT};
use crate::kernel::{self, Bits, GameResult, Kern, StateOf, TurnOf};
use crate::program::Site;
use crate::rules::{PromoteWhen, Removal};

/// What playing a kernel game move by move needs besides the kernel: where its sites
/// are on the general engine's board, its pieces among the program's, its rules of
/// removal and promotion, and the general engine's numbering, planes and limits.
#[derive(Clone, Debug)]
pub struct HopGame {
    kernel: kernel::Game,
    /// The general engine's site of each kernel site.
    site: Vec<Site>,
    /// The kernel's site of each of the general engine's (`u8::MAX`: none).
    kernel_site: Vec<u8>,
    /// A move's number is `from_number[from] + to_number[to]` (kernel sites): the
    /// general engine's number of the move between their sites, precomputed.
    from_number: Vec<u32>,
    to_number: Vec<u32>,
    /// The program's piece (1-based) of each player (0-based) and rank (man, king).
    comp: [[u8; 2]; 2],
    removal: Removal,
    promote: Option<PromoteWhen>,
    index: ActionIndex,
    planes: Planes,
    turn_limit: u32,
}

impl HopGame {
    /// The kernel game of `engine`'s program, or why it has none: the program does not
    /// lower to the kernel, or its board has more than 64 sites.
    pub fn of(engine: &Engine) -> Result<HopGame, String> {
        let rules = super::lower(&engine.program)?;
        let kernel = kernel::Game::new(rules)?;
        if kernel.narrow().is_none() {
            return Err("a board of more than 64 sites".into());
        }
        let coords = &engine.program.graph.coords;
        let site = (0..kernel.num_sites())
            .map(|k| {
                let (c, r) = kernel.cell(k as u8);
                coords
                    .iter()
                    .position(|&x| x == (c as i16, r as i16))
                    .map(|s| s as Site)
                    .ok_or_else(|| format!("no site of the board at ({c}, {r})"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let d = &kernel.rules().draughts;
        let find = |player: u8, name: &str| {
            engine
                .program
                .comps
                .iter()
                .position(|c| c.owner == player + 1 && c.base == name)
                .map(|i| i as u8 + 1)
                .ok_or_else(|| format!("no piece {name} of player {}", player + 1))
        };
        let comp = [
            [find(0, &d.man.name)?, find(0, &d.king.name)?],
            [find(1, &d.man.name)?, find(1, &d.king.name)?],
        ];
        let index = ActionIndex::of(engine);
        let mut kernel_site = vec![u8::MAX; coords.len()];
        for (k, &s) in site.iter().enumerate() {
            kernel_site[s as usize] = k as u8;
        }
        // A number is linear in the two sites' slots: `from * S + to`.
        let zero = index.number(Some(0), Some(0));
        let from_number = site.iter().map(|&s| index.number(Some(s), Some(0)) - zero);
        let to_number = site.iter().map(|&s| index.number(Some(0), Some(s)) - zero);
        Ok(HopGame {
            kernel_site,
            from_number: from_number.map(|n| n + zero).collect(),
            to_number: to_number.collect(),
            site,
            comp,
            removal: d.capture.removal,
            promote: d.promotion.as_ref().map(|p| p.when),
            index,
            planes: Planes::of(engine),
            turn_limit: engine.turn_limit(),
            kernel,
        })
    }

    /// The kernel game.
    pub fn kernel(&self) -> &kernel::Game {
        &self.kernel
    }

    /// The kernel on 64-bit site sets, which [`HopGame::of`] made sure the board fits.
    fn kern(&self) -> Kern<'_, u64> {
        self.kernel
            .narrow()
            .expect("HopGame::of refuses boards of more than 64 sites")
    }

    /// The kernel's sites of the move numbered `action`, if it is a move between two
    /// of them.
    fn sites_of(&self, action: u32) -> Option<(u8, u8)> {
        let (Some(from), Some(to)) = self.index.sites(action)? else {
            return None;
        };
        let k = |s: Site| {
            self.kernel_site
                .get(s as usize)
                .copied()
                .filter(|&k| k != u8::MAX)
        };
        Some((k(from)?, k(to)?))
    }
}

/// A game in progress, move by move.
#[derive(Clone, Debug)]
pub struct HopStepper<'g> {
    g: &'g HopGame,
    /// The position at the start of the turn.
    state: StateOf<u64>,
    /// Its legal turns, every route of a capture apart.
    turns: Vec<TurnOf<u64>>,
    /// The turns that begin with the moves played this turn.
    alive: Vec<u16>,
    /// Moves played this turn.
    hop: usize,
    /// Turns and moves played in the game (the general engine's limits).
    turns_done: u32,
    moves: u32,
    over: Option<Over>,
    /// Who made the last move (0-based): the player to move once the game is over, as
    /// the general engine leaves its mover then.
    last: u8,
    /// Once the game is over, where the last move went when it was not the first of
    /// its turn: the general engine shows it as the mover's landing then.
    last_landing: Option<u8>,
}

impl<'g> HopStepper<'g> {
    /// The game at its start.
    pub fn start(g: &'g HopGame) -> HopStepper<'g> {
        let mut s = HopStepper {
            g,
            state: g.kernel.start().convert(),
            turns: Vec::new(),
            alive: Vec::new(),
            hop: 0,
            turns_done: 0,
            moves: 0,
            over: None,
            last: 0,
            last_landing: None,
        };
        s.begin_turn();
        s
    }

    fn begin_turn(&mut self) {
        self.g.kern().legal_paths(&self.state, &mut self.turns);
        self.alive.clear();
        self.alive.extend(0..self.turns.len() as u16);
        self.hop = 0;
    }

    /// The player to move, 1-based (as the general engine numbers players); once the
    /// game is over, the player who moved last.
    pub fn mover(&self) -> u8 {
        self.side() + 1
    }

    fn side(&self) -> u8 {
        match self.over {
            Some(_) => self.last,
            None => self.state.side(),
        }
    }

    /// How the game ended, once it has.
    pub fn over(&self) -> Option<Over> {
        self.over
    }

    /// The move of turn `t` this turn is at, as kernel sites: a huff first, if the
    /// turn has one (its site to itself, as the general engine's removal is), then the
    /// moving piece's steps or jumps.
    #[inline]
    fn move_of(&self, t: &TurnOf<u64>) -> (u8, u8) {
        let hop = match t.huff {
            Some(h) if self.hop == 0 => return (h, h),
            Some(_) => self.hop - 1,
            None => self.hop,
        };
        let from = if hop == 0 { t.from } else { t.path[hop - 1] };
        (from, t.path[hop])
    }

    /// How many moves turn `t` is.
    #[inline]
    fn moves_of(t: &TurnOf<u64>) -> usize {
        t.path_len as usize + t.huff.is_some() as usize
    }

    /// How many of the moving piece's steps or jumps turn `t` has made.
    fn jumps_made(&self, t: &TurnOf<u64>) -> usize {
        self.hop - (t.huff.is_some() && self.hop > 0) as usize
    }

    /// The heap memory a step reads (the turns and those still possible), for a
    /// batch that fetches it ahead: each span as its start and length in bytes.
    pub fn heap_spans(&self, mut f: impl FnMut(*const u8, usize)) {
        f(
            self.turns.as_ptr().cast(),
            std::mem::size_of_val(self.turns.as_slice()),
        );
        f(
            self.alive.as_ptr().cast(),
            std::mem::size_of_val(self.alive.as_slice()),
        );
    }

    /// The legal moves' numbers, each once (none when the game is over).
    pub fn numbers_into(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.over.is_some() {
            return;
        }
        for &k in &self.alive {
            let (from, to) = self.move_of(&self.turns[k as usize]);
            let n = self.g.from_number[from as usize] + self.g.to_number[to as usize];
            if !out.contains(&n) {
                out.push(n);
            }
        }
    }

    /// Plays the move numbered `action`, or says why it cannot.
    pub fn play(&mut self, action: u32) -> Result<(), String> {
        if self.over.is_some() {
            return Err("the game is over".into());
        }
        let before = self.turns_done;
        self.last = self.state.side();
        let played = self.g.sites_of(action);
        let mut alive = std::mem::take(&mut self.alive);
        alive.retain(|&k| Some(self.move_of(&self.turns[k as usize])) == played);
        if alive.is_empty() {
            self.alive = alive;
            return Err(format!("action {action} is not legal there"));
        }
        let (hop, to) = (self.hop, played.map_or(0, |(_, to)| to));
        self.hop += 1;
        self.moves += 1;
        let done = alive
            .iter()
            .filter(|&&k| Self::moves_of(&self.turns[k as usize]) == self.hop)
            .count();
        if done > 0 && done < alive.len() {
            // The general engine would offer to stop here or go on: a choice the
            // kernel's turns do not list.
            self.alive = alive;
            return Err("a capture that may stop or go on".into());
        }
        if done > 0 {
            let t = self.turns[alive[0] as usize];
            self.alive = alive;
            self.state = self.g.kern().apply(&self.state, &t);
            self.turns_done += 1;
            self.begin_turn();
            self.over = self
                .g
                .kernel
                .result(&self.state, &self.turns)
                .map(|r| match r {
                    GameResult::Win(p) => Over::Win(p + 1),
                    GameResult::Draw => Over::Draw,
                });
        } else {
            self.alive = alive;
        }
        // The general engine's limits, checked after every move as it checks them.
        if self.over.is_none() && (before + 1 >= self.g.turn_limit || self.moves >= MOVE_LIMIT) {
            self.over = Some(Over::Draw);
        }
        if self.over.is_some() && hop > 0 {
            self.last_landing = Some(to);
        }
        Ok(())
    }

    /// Writes the general engine's observation of the position into `out`
    /// ([`Planes::len`] numbers).
    pub fn write_planes(&self, out: &mut [f32]) {
        let (g, p) = (self.g, &self.g.planes);
        out.fill(0.0);
        let w = p.width;
        let mut at = |plane: usize, site: Site| {
            if let Some(x) = out.get_mut(plane * w + site as usize) {
                *x = 1.0;
            }
        };
        // In the middle of a turn: the moving piece, where it stands, and the pieces it
        // has jumped.
        let turn = (self.hop > 0).then(|| self.turns[self.alive[0] as usize]);
        let huffed = turn.and_then(|t| t.huff);
        let made = turn.map_or(0, |t| self.jumps_made(&t));
        let moving = turn.filter(|_| made > 0);
        let (mut from, mut jumped) = (None, 0u64);
        if let Some(t) = &moving {
            from = Some(t.from);
            jumped = self.jumped(t, made);
        }
        for k in 0..g.kernel.num_sites() as u8 {
            let Some(pc) = self.state.piece(k) else {
                continue;
            };
            let gone = jumped.has(k);
            if Some(k) == from || Some(k) == huffed || (gone && g.removal == Removal::Immediately) {
                continue;
            }
            let site = g.site[k as usize];
            at(
                p.piece_plane(g.comp[pc.player as usize][pc.king as usize] as usize),
                site,
            );
            if gone {
                at(p.to_clear_plane(), site);
            }
        }
        if let (Some(h), None) = (huffed, moving) {
            at(p.landing_plane(), g.site[h as usize]);
        }
        if let Some(t) = &moving {
            let land = t.path[made - 1];
            let side = self.state.side() as usize;
            let promo = g.kernel.promotion_region(side as u8);
            let king = self.state.piece(t.from).is_some_and(|pc| pc.king)
                || (g.promote == Some(PromoteWhen::Immediately)
                    && t.path[..made].iter().any(|&s| promo >> s & 1 == 1));
            let site = g.site[land as usize];
            at(p.piece_plane(g.comp[side][king as usize] as usize), site);
            at(p.landing_plane(), site);
        }
        if let (Some(land), Some(_)) = (self.last_landing, self.over) {
            at(p.landing_plane(), g.site[land as usize]);
        }
        let mover = p.mover_plane(self.side() as usize);
        for site in 0..w {
            at(mover, site as Site);
        }
    }

    /// The pieces the first `made` jumps of turn `t` have jumped: on each jump's line,
    /// the captured piece strictly between its two landings.
    fn jumped(&self, t: &TurnOf<u64>, made: usize) -> u64 {
        let k = &self.g.kernel;
        let mut out = 0u64;
        let mut a = t.from;
        for &b in &t.path[..made] {
            let ((ac, ar), (bc, br)) = (k.cell(a), k.cell(b));
            let (dc, dr) = (bc as i32 - ac as i32, br as i32 - ar as i32);
            let len = dc.abs().max(dr.abs());
            for x in (0..k.num_sites() as u8).filter(|&x| t.captured.has(x)) {
                let (xc, xr) = k.cell(x);
                let (ec, er) = (xc as i32 - ac as i32, xr as i32 - ar as i32);
                let d = ec.abs().max(er.abs());
                if d > 0 && d < len && ec * len == dc * d && er * len == dr * d {
                    out |= 1 << x;
                }
            }
            a = b;
        }
        out
    }
}
