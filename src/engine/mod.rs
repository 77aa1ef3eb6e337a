//! The general engine: runs any [`Program`] move by move, as Ludii does, over a
//! general [`State`]; whole turns (the maximal run of moves by one mover) are built on
//! top in [`turns`].
//!
//! A move is a list of [`Action`]s plus the consequences (`then`) still to run when it
//! is applied. Conditions read a small context (from, to, between, the bound site).

mod action;
mod add_piece;
mod all_different;
mod apply;
mod at_level;
mod attract;
mod blocked;
mod can_move;
mod columns;
mod cond;
mod connect;
mod counted_moves;
mod custodial;
pub mod dice;
mod directions;
mod distance;
mod do_moves;
mod dynamic;
mod empty;
mod enclose;
mod eval;
mod features;
mod flips;
mod for_direction;
mod game_match;
mod gen;
mod groups;
mod hand_stacks;
mod hands;
mod hidden;
mod idioms;
mod large;
mod leap;
mod levels;
mod line_levels;
mod line_stacks;
mod lines;
mod lookahead;
mod loops;
mod marks;
mod max_captures;
mod memory;
mod no_moves;
mod nodes;
mod on_track;
mod paths;
mod pattern;
mod pick;
mod piece_counts;
mod playout_add;
mod playout_filter;
mod playout_site;
mod probe;
mod progress;
mod push;
mod radials;
mod region_moves;
mod regions;
mod repeat;
mod results;
#[cfg(test)]
pub(crate) use pick::pick_index;
mod conclude;
mod sink;
mod site_test;
mod slide;
mod sow;
mod stack_regions;
mod stacks;
mod state;
mod step;
mod sub_stack;
mod sweep;
mod teams;
mod tested_exists;
mod threat;
mod track_site;
pub mod turns;
mod values;
mod votes;
mod walk;
mod words;

use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Program, Site, SiteSet};
use smallvec::smallvec;

pub use action::{Action, Actions, Move};
pub use columns::Columns;
pub use features::uses_stacks;
pub use hands::{HandSlot, Held, Holding, Phases};
pub use levels::Levels;
pub use memory::{Memory, UNNAMED as UNNAMED_LIST};
pub use stacks::Stacks;
pub use state::{Last, Occupancy, Over, State, OCC_OWNERS, PLAYER_VALUES};
pub use step::Stepper;
pub use turns::Turn;

/// A program with the tables the engine derives from it.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The program.
    pub program: Program,
    /// Owner of each component (index = component id; 0 unused).
    owner: Vec<PlayerId>,
    /// Interned base name of each component (index = component id; 0 unused).
    base: Vec<u16>,
    /// Component of each (name, player) (`[name][player]`, 0 = none).
    by_name: Vec<Vec<CompId>>,
    /// Each player's owned region (index = player).
    owned: Vec<SiteSet>,
    /// Whether any removal is deferred (Ludii's sequence-capture flag).
    sequence_capture: bool,
    /// Whether sites keep counts of pieces (Ludii's `Count` flag).
    pub(crate) counts: bool,
    /// Whether the program reads `(last To afterConsequence:True)`: only then is the
    /// site of every action applied kept (`Last::after`).
    tracks_after: bool,
    /// Whether the program reads `(sites LastTo)`: only then are the sites of the last
    /// move's actions kept (`Memory::tos`).
    tracks_tos: bool,
    /// Whether the program reads `(all Passed)`: only then are the passes in a row kept.
    tracks_passes: bool,
    /// Whether the program reads `(is Cycle)`: the memory keeps each position's hash.
    tracks_cycle: bool,
    /// Whether the program reads `(is Visited S)`: the moves of a turn mark their sites.
    tracks_visited: bool,
    /// Whether the game uses stacks (Ludii's stacking flag: a move with `stack:True`).
    pub(crate) stacking: bool,
    /// Whether the program reads `(level)`: `forEach Piece` then visits each level.
    reads_level: bool,
    /// Whether a playout may draw its move without listing them (`playout_add.rs`).
    draws: bool,
    /// Every radial, flat: the sites from a site along one direction to the edge, the
    /// site itself first; `ray_at[site * SLOTS + d]` is where it starts.
    rays: Vec<Site>,
    ray_at: Vec<u32>,
    /// How many steps along one radial each site lies from each other.
    ray_steps: radials::Steps,
    /// The first two sites of every radial after its start (`[OFF, OFF]` where it is
    /// shorter), by `site * SLOTS + d`: an adjacent hop's hurdle and landing.
    pub(crate) hop2: Vec<[Site; 2]>,
    /// What is worked out once about each node of the program (index = its number - 1).
    infos: Vec<nodes::NodeInfo>,
    /// Each component's own facing in eighth-turns (index = id; none: the mover's).
    comp_facing: Vec<Option<u8>>,
    /// Each player's facing in eighth-turns (index = player - 1).
    player_facing: Vec<u8>,
    /// The board's sites when the occupancy keeps every piece's owner (`empty`).
    tracked_board: Option<SiteSet>,
    /// The directions in which the board is a grid (`sweep`).
    grid: sweep::Grid,
    /// Each site's neighbours as sets, for the steps `is Connected` takes (`connect`).
    neighbours: connect::Neighbours,
    /// What `(no Progress N)` counts, when the program has the rule.
    progress: Option<progress::Progress>,
    /// The sites each large piece covers (`large`).
    large: large::Shapes,
    start: State,
}

/// The most turns a game lasts before it is a draw, per player (Ludii's default: its
/// limit is 1,250 turns times the number of players; 2,500 in a two-player game).
pub const TURN_LIMIT_PER_PLAYER: u32 = 1250;

/// The most moves a game lasts before it is a draw (Ludii's default).
pub const MOVE_LIMIT: u32 = 10_000;

impl Engine {
    /// Prepares a program to run.
    pub fn new(mut program: Program) -> Engine {
        let n = program.graph.len();
        let np = program.players.len();
        let mut owner = vec![0];
        owner.extend(program.comps.iter().map(|c| c.owner));
        let mut base = vec![0];
        for i in 0..program.comps.len() {
            let b = program.comps[i].base.clone();
            base.push(program.names.intern(&b));
        }
        let by_name = program
            .names
            .0
            .iter()
            .map(|name| {
                // Ludii's `id`, `where` and `promote` take the first component whose
                // name contains the given one.
                (0..=np as u8)
                    .map(|p| {
                        program
                            .comps
                            .iter()
                            .position(|c| c.owner == p && c.name.contains(name.as_str()))
                            .map_or(0, |i| i as CompId + 1)
                    })
                    .collect()
            })
            .collect();
        let mut owned = vec![SiteSet::EMPTY; np + 1];
        for r in &program.regions {
            if (r.owner as usize) <= np {
                owned[r.owner as usize] = owned[r.owner as usize].union(&r.sites);
            }
        }
        use crate::program::MovesKind;
        // Ludii's sequence-capture flag: some removal waits for the end of the turn.
        let sequence_capture = program.has_moves(&|k| {
            matches!(
                k,
                MovesKind::Remove {
                    end_of_turn: true,
                    ..
                }
            )
        });
        let stacking = uses_stacks(&program);
        let reads_level = program.any_node(&mut |n| {
            matches!(
                n,
                crate::program::visit::Node::Int(crate::program::Int::Level)
            )
        });
        let counted_removals =
            program.has_moves(&|k| matches!(k, MovesKind::Remove { count: Some(_), .. }));
        let program_counts = program.counts;
        let tracks_after = memory::reads(&program, memory::Reads::LastAfter);
        let tracks_tos = memory::reads(&program, memory::Reads::LastTos);
        let tracks_passes = memory::reads(&program, memory::Reads::AllPassed);
        let tracks_cycle = memory::reads(&program, memory::Reads::Cycle);
        let tracks_visited = memory::reads(&program, memory::Reads::Visited);
        let draws =
            playout_add::may_draw(&program.play) || playout_site::may_draw_site(&program.play);
        // Per-site values and states are kept only by games that use them.
        // A hand's start marks come onto the board with its pieces.
        let values = program.start.iter().any(|p| p.value.is_some())
            || program.hands.iter().any(|h| h.start_marks.1 != 0)
            || program.has_moves(&|k| matches!(k, MovesKind::SetSiteValue(..)));
        // A large piece keeps its turn as its root's state.
        let large = large::Shapes::of(&program);
        let states = large.any()
            || program.start.iter().any(|p| p.state.is_some())
            || program.hands.iter().any(|h| h.start_marks.0 != 0)
            || program.has_moves(&|k| {
                matches!(
                    k,
                    MovesKind::SetState(..)
                        | MovesKind::Flip(_)
                        | MovesKind::AddPiece { state: Some(_), .. }
                )
            });
        // A game of stacks that sets states keeps them per level, in `levels`.
        let level_states = stacking
            && (program.start.iter().any(|p| p.state.is_some())
                || program.has_moves(&|k| matches!(k, MovesKind::SetState(..))));
        let mut start = State {
            what: smallvec![0; n],
            below: stacking.then(|| {
                Box::new(Stacks {
                    under: columns::Columns::new(n),
                    levels: None,
                })
            }),
            // A game of stacks keeps its values per level, in `levels`.
            value: if values && !stacking {
                vec![0; n]
            } else {
                Vec::new()
            },
            sstate: if states && !level_states {
                vec![0; n]
            } else {
                Vec::new()
            },
            held: hands::start(&program),
            phase: hands::start_phases(&program),
            mover: program.first,
            next: program.first % program.players.len().max(1) as PlayerId + 1,
            prev: 0,
            to_clear: SiteSet::EMPTY,
            covered: SiteSet::EMPTY,
            pending: SiteSet::EMPTY,
            is_pending: false,
            // Ludii starts player values Undefined (-1).
            pvalue: [-1; state::PLAYER_VALUES],
            active: (1u32 << program.players.len()).wrapping_sub(1) as u16,
            ranks: None,
            over: None,
            passed: [false; 2],
            passes: 0,
            swapped: false,
            triggered: 0,
            hidden: None,
            mem: memory::uses_memory(&program).then(|| {
                Box::new(Memory {
                    remembered: program
                        .remembered
                        .iter()
                        .map(|&(k, v)| (memory::list(k), v))
                        .collect(),
                    ..Memory::default()
                })
            }),
            dice: dice::start(&program),
            last: Last {
                from: OFF,
                to: OFF,
                counter: -1,
                ..Last::default()
            },
            occ: Occupancy::default(),
            on_track: on_track::reads_places(&program).then(|| {
                Box::new(on_track::OnTrack::new(
                    &program.tracks,
                    program.comps.len() + 1,
                ))
            }),
        };
        for p in &program.start {
            if p.stacked && start.what[p.site as usize] != 0 {
                // `place Stack`: the piece there goes under the new one.
                let under = start.what[p.site as usize];
                if let Some(b) = start.below.as_deref_mut() {
                    b.under.push(p.site as usize, under);
                }
            }
            // Ludii's `ActionAdd` without stacks keeps the piece of an occupied site
            // (its state and value are still set).
            if p.count == 0 {
                // `(set Count 0 ...)`: the site is emptied.
                start.what[p.site as usize] = 0;
                hands::set_count(&mut start, p.site, 0);
                continue;
            }
            if stacking || p.stacked || start.what[p.site as usize] == 0 {
                start.what[p.site as usize] = p.comp;
            }
            // Ludii's `ActionAdd` counts the pieces placed on the tracks whatever the
            // site held.
            if let Some(o) = start.on_track.as_deref_mut() {
                o.add(&program.tracks, p.comp, p.site, p.count as i32);
            }
            if p.count > 1 {
                hands::set_count(&mut start, p.site, p.count);
            }
            if let (Some(v), Some(x)) = (p.value, start.value.get_mut(p.site as usize)) {
                *x = v;
            }
            if let (Some(v), Some(x)) = (p.state, start.sstate.get_mut(p.site as usize)) {
                *x = v;
            }
        }
        // The pieces placed in a hand that a track starts from are on it too.
        if let Some(o) = start.on_track.as_deref_mut() {
            for h in &program.hands {
                if let Some((comp, n)) = h.start {
                    o.add(&program.tracks, comp, h.site, n as i32);
                }
            }
        }
        let (rays, ray_at) = radials::rays(&program.graph);
        let ray_steps = radials::Steps::of(n, &rays, &ray_at);
        let hop2: Vec<[Site; 2]> = (0..ray_at.len().saturating_sub(1))
            .map(|i| {
                let ray = &rays[ray_at[i] as usize..ray_at[i + 1] as usize];
                [
                    ray.get(1).copied().unwrap_or(OFF),
                    ray.get(2).copied().unwrap_or(OFF),
                ]
            })
            .collect();
        let infos = nodes::number(&mut program, &base);
        // Facings as eighth-turns: each player's, and each piece's own or else its
        // owner's (Ludii gives a player's pieces the player's facing), none for a piece
        // of no player.
        let player_facing: Vec<u8> = program
            .players
            .iter()
            .map(|p| p.facing.index() as u8)
            .collect();
        let comp_facing = std::iter::once(None)
            .chain(program.comps.iter().enumerate().map(|(i, c)| {
                c.facing.map(|f| f.index() as u8).or_else(|| {
                    let who = owner.get(i + 1).copied().unwrap_or(0) as usize;
                    who.checked_sub(1)
                        .and_then(|p| player_facing.get(p).copied())
                })
            }))
            .collect();
        // Read off the board once it is set: a later placement may replace an earlier one.
        for (site, &comp) in start.what.iter().enumerate() {
            let who = owner.get(comp as usize).copied().unwrap_or(0);
            match start.occ.0.get_mut(who as usize) {
                Some(o) if comp != 0 => o.insert(site as Site),
                _ => {}
            }
        }
        let tracked_board = empty::tracked_board(&program, n);
        let grid = sweep::Grid::of(n, |x, d| program.graph.next(x, d), &hop2);
        // The large pieces placed cover their sites (Ludii's `ActionAdd`).
        for site in 0..n as Site {
            if let Some(locs) = large.locs(
                start.what[site as usize],
                site,
                start.sstate.get(site as usize).copied().unwrap_or(0),
            ) {
                for &x in locs {
                    start.covered.insert(x);
                }
            }
        }
        let mut engine = Engine {
            neighbours: connect::Neighbours::of(&program, n),
            tracked_board,
            grid,
            progress: progress::Progress::of(&program),
            large,
            program,
            rays,
            ray_at,
            ray_steps,
            hop2,
            infos,
            comp_facing,
            player_facing,
            owner,
            base,
            by_name,
            owned,
            sequence_capture,
            counts: program_counts,
            tracks_after,
            tracks_tos,
            tracks_passes,
            tracks_cycle,
            tracks_visited,
            stacking,
            reads_level,
            draws,
            start,
        };
        if let Some(b) = engine.start.below.as_deref_mut() {
            b.levels = levels::start_levels(n, values, level_states, counted_removals);
        }
        if levels::lv(&engine.start).is_some() {
            let mut st = engine.start.clone();
            engine.place_level_facts(&mut st);
            engine.start = st;
        }
        engine.grid_pieces();
        let mut st = engine.start.clone();
        engine.start_marks(&mut st);
        engine.start = st;
        // The scores the start rules set, before the position is first recorded.
        if !engine.program.start_scores.is_empty() {
            let mut st = engine.start.clone();
            for (p, v) in &engine.program.start_scores {
                let v = engine.int(&st, &eval::Ctx::default(), v);
                let v = v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                engine.act_memory(&mut st, Action::SetScore(*p, v));
            }
            engine.start = st;
        }
        // Ludii records the start position for its `no Repeat` rule.
        let mut st = engine.start.clone();
        engine.record_repeat(&mut st, true, None);
        engine.start = st;
        if engine.program.ends_at_start {
            if let Some(over) = engine.over_at_start() {
                engine.start = over;
            }
        }
        engine
    }

    /// The start position.
    pub fn start(&self) -> State {
        self.start.clone()
    }

    /// The component of base name `name` (interned index) owned by `player`.
    pub fn comp_by_name(&self, name: u16, player: PlayerId) -> CompId {
        self.by_name
            .get(name as usize)
            .and_then(|v| v.get(player as usize))
            .copied()
            .unwrap_or(0)
    }

    /// The interned base name of a component.
    #[inline]
    pub fn base_of(&self, comp: CompId) -> u16 {
        self.base.get(comp as usize).copied().unwrap_or(u16::MAX)
    }

    /// Puts `comp` (0: nothing) on `site`, keeping the occupancy in step.
    #[inline]
    pub(crate) fn put(&self, s: &mut State, site: Site, comp: CompId) {
        let Some(x) = s.what.get_mut(site as usize) else {
            return;
        };
        if let Some(o) = s.occ.0.get_mut(self.owner_of(*x) as usize) {
            o.remove(site);
        }
        *x = comp;
        if comp != 0 {
            if let Some(o) = s.occ.0.get_mut(self.owner_of(comp) as usize) {
                o.insert(site);
            }
        }
    }

    /// The sites of `player`'s pieces: from the occupancy when it keeps that player.
    pub fn pieces_of(&self, s: &State, player: PlayerId) -> SiteSet {
        match s.occ.0.get(player as usize) {
            Some(o) if player != 0 => o.clone(),
            _ => (0..s.what.len() as Site)
                .filter(|&i| s.who(self, i) == player && s.what[i as usize] != 0)
                .collect(),
        }
    }

    /// The owner of a component.
    pub fn owner_of(&self, comp: CompId) -> PlayerId {
        self.owner.get(comp as usize).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod hands_tests;

#[cfg(test)]
mod dual_tests;

#[cfg(test)]
mod stack_hop_tests;

#[cfg(test)]
mod sweep_tests;

#[cfg(test)]
mod results_tests;

#[cfg(test)]
mod game_match_tests;
