//! The one game API both engines implement: the start, the positions one whole turn
//! reaches, the outcome, the board graph and the piece at a site. Perft, the
//! differential test and (in time) every tool over games are written against it.

use crate::engine::{Engine, Over, State as GState};
use crate::kernel::{Game as Kernel, GameResult, State as KState, Turn as KTurn};
use crate::program::board::dirs_of;
// Defined with the board graphs that know it, which come before the games in the
// pipeline (`program::dual` draws its sites with it).
pub use crate::program::geom::SiteGeometry;

/// A piece as the API shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Owner, 0-based (0 = the first player).
    pub player: u8,
    /// The kind's name (`Man`, `King`, `Counter`, `DoubleCounter`...).
    pub kind: String,
}

/// A player's hand as the API shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// The hand's site (numbered after the board's, as Ludii numbers containers).
    pub site: usize,
    /// Its owner, 0-based.
    pub player: u8,
    /// What it holds, if anything, and how many.
    pub held: Option<(PieceView, u32)>,
}

/// How a game ended, players 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player won.
    Win(u8),
    /// Drawn.
    Draw,
}

/// The longest random game [`GameApi::rollout`] plays by default, in turns.
pub const ROLLOUT_TURNS: usize = 400;

/// A game either engine runs.
pub trait GameApi: Sync {
    /// A position.
    type Pos: Clone + Send + PartialEq;
    /// The start position.
    fn start(&self) -> Self::Pos;
    /// The positions the player to move reaches by one whole turn, duplicates dropped
    /// (none when the game is over).
    fn children(&self, p: &Self::Pos) -> Vec<Self::Pos>;
    /// The outcome, once the game is over.
    fn outcome(&self, p: &Self::Pos) -> Option<Outcome>;
    /// The player to move, 0-based.
    fn to_move(&self, p: &Self::Pos) -> u8;
    /// Number of sites.
    fn num_sites(&self) -> usize;
    /// `(column, row)` of a site from the bottom-left, as the first player sees it.
    fn coords(&self, site: usize) -> (i16, i16);
    /// The piece on a site (in a game of stacks, the top of its column).
    fn piece_at(&self, p: &Self::Pos, site: usize) -> Option<PieceView>;
    /// In a game of stacks, the pieces under the top one, bottom first; none elsewhere.
    fn below(&self, _p: &Self::Pos, _site: usize) -> Vec<PieceView> {
        Vec::new()
    }
    /// On a board of points, the lines joining them (each once, as two sites), which a
    /// picture draws; none on a board of cells.
    fn lines(&self) -> Vec<(usize, usize)> {
        Vec::new()
    }
    /// On a board beyond the square grid (a hexagon, a graph), where a site lies and
    /// its shape; `None` on a grid, whose [`GameApi::coords`] say everything.
    fn geometry(&self, _site: usize) -> Option<SiteGeometry> {
        None
    }
    /// The players' hands and what they hold; none in a game without hands.
    fn hands(&self, _p: &Self::Pos) -> Vec<HandView> {
        Vec::new()
    }
    /// In a game that keeps counts of pieces on a site (a mancala's pits), how many an
    /// occupied site holds, when that is what to show: a pile, or seeds that no player
    /// owns; `None` for a player's piece alone on its site and in every other game,
    /// whose sites hold one piece or a stack.
    fn count_at(&self, _p: &Self::Pos, _site: usize) -> Option<u32> {
        None
    }

    /// Whether the game has chance (dice): a position's children then depend on the
    /// rolls its chance stream draws (`engine::dice`), which [`GameApi::reseed`] sets.
    fn is_stochastic(&self) -> bool {
        false
    }
    /// Sets the chance stream of a position: the rolls made from it on are drawn from
    /// `seed` (nothing in a game without chance).
    fn reseed(&self, _p: &mut Self::Pos, _seed: u64) {}
    /// The values the dice show, in the order of the game's dice (0 for a die used
    /// since the last roll); none in a game without dice.
    fn dice(&self, _p: &Self::Pos) -> Vec<i32> {
        Vec::new()
    }

    /// How a random game from `p` ends: the engine's own random playout, or `None`
    /// when it is cut (a cut game is neither side's win). By default a random whole
    /// turn at each turn, cut after [`ROLLOUT_TURNS`] turns.
    fn rollout<R: rand::Rng>(&self, p: &Self::Pos, rng: &mut R) -> Option<Outcome> {
        let mut p = p.clone();
        for _ in 0..ROLLOUT_TURNS {
            if let Some(o) = self.outcome(&p) {
                return Some(o);
            }
            let mut kids = self.children(&p);
            if kids.is_empty() {
                return self.outcome(&p);
            }
            let i = rng.gen_range(0..kids.len());
            p = kids.swap_remove(i);
        }
        None
    }

    /// Perft over whole turns: the number of distinct-turn sequences of `depth` turns.
    fn perft(&self, p: &Self::Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let kids = self.children(p);
        if depth == 1 {
            return kids.len() as u64;
        }
        kids.iter().map(|k| self.perft(k, depth - 1)).sum()
    }
}

impl GameApi for Engine {
    type Pos = GState;
    fn start(&self) -> GState {
        Engine::start(self)
    }
    fn children(&self, p: &GState) -> Vec<GState> {
        // The engine tells turns apart as Ludii's hash does, which for a turn that ends
        // the game counts its moves too; the API gives positions, each once.
        let mut out: Vec<GState> = Vec::new();
        for t in self.turns(p) {
            if !out.contains(&t.state) {
                out.push(t.state);
            }
        }
        out
    }
    fn outcome(&self, p: &GState) -> Option<Outcome> {
        p.over.map(|o| match o {
            Over::Win(w) => Outcome::Win(w.saturating_sub(1)),
            Over::Draw => Outcome::Draw,
        })
    }
    fn to_move(&self, p: &GState) -> u8 {
        p.mover.saturating_sub(1)
    }
    fn is_stochastic(&self) -> bool {
        Engine::is_stochastic(self)
    }
    fn reseed(&self, p: &mut GState, seed: u64) {
        self.seed_chance(p, seed);
    }
    fn dice(&self, p: &GState) -> Vec<i32> {
        p.dice.as_ref().map_or(Vec::new(), |d| d.value.to_vec())
    }
    /// Ludii's random playout, a random legal move at each step (far cheaper than
    /// listing whole turns); the engine's own limits end it in a draw.
    fn rollout<R: rand::Rng>(&self, p: &GState, rng: &mut R) -> Option<Outcome> {
        let (end, _) = self.playout(p, rng);
        self.outcome(&end)
    }
    fn num_sites(&self) -> usize {
        self.program.graph.len()
    }
    fn coords(&self, site: usize) -> (i16, i16) {
        self.program.graph.coords[site]
    }
    fn piece_at(&self, p: &GState, site: usize) -> Option<PieceView> {
        let c = *p.what.get(site)?;
        (c != 0).then(|| self.view(c))
    }
    fn below(&self, p: &GState, site: usize) -> Vec<PieceView> {
        let under = p.below.as_deref().map_or(&[][..], |b| b.under.get(site));
        under.iter().map(|&c| self.view(c)).collect()
    }
    fn lines(&self) -> Vec<(usize, usize)> {
        let g = &self.program.graph;
        if !g.points && g.dual.is_none() {
            return Vec::new();
        }
        // A point's lines are its Adjacent steps; each is listed from its lower end.
        // On a board of cells and points, the points' alone.
        let mask = g.adjacent_of(crate::program::dual::SiteKind::Vertex);
        let (first, n, _, _) = g.kind_grid(crate::program::dual::SiteKind::Vertex);
        let mut out = Vec::new();
        for s in first as usize..first as usize + n {
            for d in dirs_of(mask) {
                let n = g.next(s as u16, d);
                if n != crate::program::board::OFF && (n as usize) > s {
                    out.push((s, n as usize));
                }
            }
        }
        out
    }
    fn geometry(&self, site: usize) -> Option<SiteGeometry> {
        let graph = &self.program.graph;
        if graph.dual.is_some() {
            return crate::program::dual::geometry(graph, site as u16);
        }
        let g = graph.geo.as_deref()?;
        Some(SiteGeometry {
            centre: *g.pos.get(site)?,
            outline: g.outline.get(site).cloned().unwrap_or_default(),
        })
    }
    fn count_at(&self, p: &GState, site: usize) -> Option<u32> {
        let c = *p.what.get(site)?;
        if !self.counts || c == 0 {
            return None;
        }
        // A player's piece alone on its site (Yoté's, in a game that keeps counts for
        // its hands) is shown as a piece; seeds that no one owns, and any pile, by count.
        let n = Engine::count_at(self, p, site as crate::program::board::Site);
        (n != 1 || self.program.comp(c).owner == 0).then_some(n)
    }
    fn hands(&self, p: &GState) -> Vec<HandView> {
        let slots = p.held.as_deref().map_or(&[][..], |h| &h.hand[..]);
        self.program
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| HandView {
                site: h.site as usize,
                player: h.owner.saturating_sub(1),
                held: slots
                    .get(i)
                    .filter(|x| x.count > 0 && x.comp != 0)
                    .map(|x| (self.view(x.comp), x.count)),
            })
            .collect()
    }
}

impl Engine {
    fn view(&self, c: crate::program::CompId) -> PieceView {
        let comp = self.program.comp(c);
        PieceView {
            player: comp.owner.saturating_sub(1),
            kind: comp.base.clone(),
        }
    }
}

impl GameApi for Kernel {
    type Pos = KState;
    fn start(&self) -> KState {
        Kernel::start(self)
    }
    fn children(&self, p: &KState) -> Vec<KState> {
        let mut turns: Vec<KTurn> = Vec::new();
        self.legal_turns(p, &mut turns);
        if self.result(p, &turns).is_some() {
            return Vec::new();
        }
        // Turns the rules tell apart may reach one position: a huff and a capture of
        // the same piece, or two kings' captures round the same pieces back to their
        // own squares. The API gives positions, each once.
        let mut out: Vec<KState> = Vec::with_capacity(turns.len());
        for t in &turns {
            let s = self.apply(p, t);
            if !out.iter().any(|o| o.hash() == s.hash() && *o == s) {
                out.push(s);
            }
        }
        out
    }
    fn outcome(&self, p: &KState) -> Option<Outcome> {
        let mut turns: Vec<KTurn> = Vec::new();
        self.legal_turns(p, &mut turns);
        self.result(p, &turns).map(|r| match r {
            GameResult::Win(w) => Outcome::Win(w),
            GameResult::Draw => Outcome::Draw,
        })
    }
    fn to_move(&self, p: &KState) -> u8 {
        p.side()
    }
    fn rollout<R: rand::Rng>(&self, p: &KState, rng: &mut R) -> Option<Outcome> {
        crate::kernel::playout(self, p, rng, ROLLOUT_TURNS as u32)
            .result
            .map(|r| match r {
                GameResult::Win(w) => Outcome::Win(w),
                GameResult::Draw => Outcome::Draw,
            })
    }
    fn num_sites(&self) -> usize {
        Kernel::num_sites(self)
    }
    fn coords(&self, site: usize) -> (i16, i16) {
        let (c, r) = self.cell(site as u8);
        (c as i16, r as i16)
    }
    fn piece_at(&self, p: &KState, site: usize) -> Option<PieceView> {
        p.piece(site as u8).map(|pc| PieceView {
            player: pc.player,
            kind: if pc.king {
                self.rules().king.name.clone()
            } else {
                self.rules().man.name.clone()
            },
        })
    }
}
