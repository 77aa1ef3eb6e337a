//! Lowering: a move program that means a draughts rule set becomes [`Rules`] for the
//! fast kernel.
//!
//! The lowering recognises the idioms Ludii's draughts files are written in (a hop over
//! an enemy piece removed at the end of the turn or at once, the continuation
//! `(if (can Move HOP) (moveAgain))` run under `(if (is Prev Mover) ...)`, `max Moves`,
//! `priority` of captures over moves, promotion on reaching a region) and checks every
//! condition under which the kernel plays exactly the same turns. Anything else is
//! refused with the reason, and the program runs on the general engine; the
//! differential test (`tests/lowering.rs`) keeps the two in agreement.

pub mod draughts;
mod joins;
mod normal;
mod play;
mod raised;
mod sequence;
pub(crate) mod shapes;

use self::play::KindPlay;
use self::shapes::{After, HopShape, StepShape, Why};
use crate::program::{Bool, Dirs, EndRule, Outcome as POutcome, Program, Region, Who};
use crate::rules::{
    AbsDir, Board, CaptureMode, CapturePolicy, Cell, Cells, Dirs as KDirs, Draughts, EndRules, Hop,
    Outcome, PieceRules, Placement, PlayerSpec, Priority, Promotion, Reach, Rules, Slide,
};

/// Lowers `p` to kernel rules, or says why it cannot: a program in the idioms of
/// Ludii's draughts files, or one in those `draughts` writes where Ludii has no exact
/// form (`raised.rs`). What needs the kernel itself to tell (its tables, a first player
/// without a move at the start) is checked by `game::lower`.
pub fn lower(p: &Program) -> Result<Rules, Why> {
    if p.graph.geo.is_some() {
        return Err("a board beyond the square grid (the kernel plays on square grids)".into());
    }
    if p.graph.dual.is_some() {
        return Err("pieces on both cells and points (the kernel plays on cells)".into());
    }
    if p.uses_stacks() {
        return Err("stacks of pieces (the kernel keeps one piece per square)".into());
    }
    if !p.hands.is_empty() {
        return Err("pieces in hand (the kernel keeps pieces on the board only)".into());
    }
    if !p.phases.is_empty() {
        return Err("phases (the kernel plays one rule set throughout)".into());
    }
    if p.turn_end.is_some() {
        return Err(
            "moves at the end of each turn (ludic's `(huff)` beside a move program)".into(),
        );
    }
    // The plain reading's reason names the first part it does not know, which says
    // more than that the program is not one ludic raises.
    lower_plain(p).or_else(|why| raised::lower(p).map_err(|_| why))
}

/// Lowers a program in the idioms of Ludii's draughts files.
fn lower_plain(p: &Program) -> Result<Rules, Why> {
    if p.players.len() != 2 {
        return Err(format!(
            "{} players (the kernel plays two)",
            p.players.len()
        ));
    }
    let g = &p.graph;
    if g.points {
        // The kernel's boards are cells, each with its eight neighbours.
        return Err("a board of points (use:Vertex; the kernel plays on cells)".into());
    }
    if g.cols > 255 || g.rows > 255 {
        return Err("a board wider than 255 cells".into());
    }
    let read = play::read(p)?;
    let (man, king) = kinds(p, &read)?;
    let none = KindPlay::default();
    let mp = read.kinds.get(&man).unwrap_or(&none);
    let kp = read.kinds.get(&king).unwrap_or(&none);
    let (continues, removal, no_reverse) = sequence::sequence(&read, [(&man, mp), (&king, kp)])?;
    let promotion = sequence::promotion(p, &king, mp, kp)?;
    let diagonal = [mp, kp].iter().all(|k| {
        k.steps
            .iter()
            .map(|s| &s.dirs)
            .chain(k.hops.iter().map(|h| &h.0.dirs))
            .all(is_diagonal)
    });
    let start = start(p, &man, &king)?;
    let cells = cells(&start, diagonal);
    let is_man = |c: u16| {
        p.comps
            .get(c.wrapping_sub(1) as usize)
            .is_some_and(|k| k.base == man)
    };
    let end = end(&p.end, is_man)?;
    let players = [player(p, 0)?, player(p, 1)?];
    let mut rules = Rules {
        name: p.name.clone(),
        ruleset: p.ruleset.clone(),
        pdn_type: None,
        draughts: Draughts {
            board: Board {
                width: g.cols as u8,
                height: g.rows as u8,
                cells,
            },
            players,
            first: p.first.saturating_sub(1).min(1),
            man: piece(p, &man, mp, 100)?,
            king: if king == man {
                piece(p, &man, mp, 100)?
            } else {
                piece(p, &king, kp, 300)?
            },
            promotion: None,
            capture: CapturePolicy {
                mode: if read.compulsory {
                    CaptureMode::Compulsory
                } else {
                    CaptureMode::Free
                },
                priority: if read.max {
                    vec![Priority::MostPieces]
                } else {
                    Vec::new()
                },
                continues,
                removal,
                no_reverse,
                land_to_continue: false,
            },
            start,
            end,
        },
    };
    if let Some((region, when)) = promotion {
        let cells = |pl: u8| -> Result<Vec<Cell>, Why> {
            Ok(owned(p, &region, pl)?
                .iter()
                .map(|s| cell(p, s))
                .filter(|&c| cells.contains(c))
                .collect())
        };
        rules.promotion = Some(Promotion {
            region: [cells(1)?, cells(2)?],
            when,
        });
    }
    Ok(rules)
}

/// The unpromoted kind (the one placed at the start) and the promoted one (what it
/// promotes into), by base name.
fn kinds(p: &Program, read: &play::PlayRead) -> Result<(String, String), Why> {
    let mut bases: Vec<&str> = p.comps.iter().map(|c| c.base.as_str()).collect();
    bases.sort_unstable();
    bases.dedup();
    if bases.len() > 2 {
        return Err(format!(
            "{} kinds of piece (the kernel has men and kings)",
            bases.len()
        ));
    }
    for c in &p.comps {
        if c.owner == 0 || c.owner > 2 {
            return Err(format!("the piece {} belongs to no player", c.name));
        }
        let facing = p.players[c.owner as usize - 1].facing;
        if c.facing.is_some_and(|f| f != facing) {
            return Err(format!("the piece {} faces away from its player", c.name));
        }
        if c.max_state.is_some() {
            return Err(format!("the piece {} has a state", c.name));
        }
    }
    for k in read.kinds.keys() {
        if !bases.contains(&k.as_str()) {
            return Err(format!("moves for `{k}`, which is not a piece of the game"));
        }
    }
    let placed: Vec<&str> = p
        .start
        .iter()
        .map(|s| p.comp(s.comp).base.as_str())
        .collect();
    let promoted = read
        .kinds
        .values()
        .flat_map(|k| promotions(k).map(|(_, into)| into))
        .next()
        .and_then(|k| p.names.0.get(*k as usize).cloned());
    let man = match &promoted {
        Some(k) => bases.iter().find(|b| **b != k.as_str()).copied(),
        None => placed.first().copied(),
    }
    .ok_or("no piece to play")?
    .to_string();
    let king = promoted
        .or_else(|| bases.iter().find(|b| **b != man).map(|b| b.to_string()))
        // One kind and no promotion: the men are the kings (never crowned).
        .unwrap_or_else(|| man.clone());
    Ok((man, king))
}

/// Every promotion a kind's moves make.
fn promotions(k: &KindPlay) -> impl Iterator<Item = &(Region, u16)> {
    let afters = k
        .hops
        .iter()
        .map(|(_, a)| a)
        .chain(k.cont.iter().map(|(_, a, _)| a));
    k.step_promotion
        .iter()
        .chain(afters.filter_map(|a| match a {
            After::End(p) | After::Continue(_, p) => p.as_ref(),
            After::StopOnPromotion(_, p) => Some(p),
            After::PromoteAndContinue { promotion, .. } => Some(promotion),
        }))
}

/// The sites of `region` for `player` (1-based) as the mover.
fn owned(p: &Program, region: &Region, player: u8) -> Result<crate::program::SiteSet, Why> {
    let owner = match region {
        Region::Const(s) => return Ok(s.clone()),
        Region::Owned(Who::Mover) => player,
        Region::Owned(Who::Next) => 3 - player,
        Region::Owned(Who::Id(n)) => *n,
        _ => return Err("a promotion region that depends on the position".into()),
    };
    Ok(p.regions
        .iter()
        .filter(|r| r.owner == owner)
        .fold(crate::program::SiteSet::EMPTY, |a, r| a.union(&r.sites)))
}

/// The grid cell of a site.
fn cell(p: &Program, site: u16) -> Cell {
    let (c, r) = p.graph.coords[site as usize];
    (c as u8, r as u8)
}

/// The kernel's directions for the program's, when they are fixed.
fn kdirs(d: &Dirs) -> Result<KDirs, Why> {
    match d {
        // The kernel's boards are grids: eight slots.
        Dirs::Fixed { abs, rel } => Ok(KDirs {
            abs: u8::try_from(*abs).map_err(|_| "directions of more than eight")?,
            rel: u8::try_from(*rel).map_err(|_| "directions of more than eight")?,
        }),
        Dirs::Union(v) => v
            .iter()
            .try_fold(KDirs::default(), |a, d| Ok(a.union(kdirs(d)?))),
        _ => Err("directions that depend on the last move or the position".into()),
    }
}

/// Whether every direction of `d` is diagonal for a player facing north or south.
fn is_diagonal(d: &Dirs) -> bool {
    kdirs(d).is_ok_and(|k| {
        [AbsDir::N, AbsDir::S]
            .iter()
            .all(|&f| k.resolve(f) & KDirs::ORTHOGONAL.abs == 0)
    })
}

/// A player.
fn player(p: &Program, i: usize) -> Result<PlayerSpec, Why> {
    let pl = &p.players[i];
    Ok(PlayerSpec {
        name: pl.name.clone(),
        facing: pl.facing,
    })
}

/// A distance of `before:`/`after:` as a kernel reach: as far as any line goes, or at
/// most `n`.
fn reach(p: &Program, n: i64) -> Result<Reach, Why> {
    let longest = reach_limit(&p.graph);
    match n {
        n if n < 0 => Err("a negative distance".into()),
        n if n >= longest => Ok(Reach::Any),
        n => Ok(Reach::Upto(n as u8)),
    }
}

/// The longest line of a grid: a `before:` or `after:` this long reaches any distance.
pub fn reach_limit(g: &crate::program::Graph) -> i64 {
    g.cols.max(g.rows) as i64 - 1
}

/// One kind's kernel rules.
fn piece(p: &Program, name: &str, k: &KindPlay, value: i32) -> Result<PieceRules, Why> {
    let moves = k
        .steps
        .iter()
        .map(|s: &StepShape| {
            Ok(Slide {
                dirs: kdirs(&s.dirs)?,
                reach: match s.reach {
                    None => Reach::Any,
                    Some(n) => reach(p, n)?,
                },
            })
        })
        .collect::<Result<Vec<_>, Why>>()?;
    let hops = k
        .hops
        .iter()
        .map(|(h, _): &(HopShape, After)| {
            Ok(Hop {
                dirs: kdirs(&h.dirs)?,
                before: reach(p, h.before)?,
                after: reach(p, h.after)?,
                captures_kings: true,
            })
        })
        .collect::<Result<Vec<_>, Why>>()?;
    Ok(PieceRules {
        name: name.to_string(),
        moves,
        hops,
        value,
        worth: 1,
    })
}

/// The start placements.
fn start(p: &Program, man: &str, king: &str) -> Result<Vec<Placement>, Why> {
    let mut out: Vec<Placement> = Vec::new();
    for s in &p.start {
        if s.value.is_some() || s.state.is_some() {
            return Err("a start placement with a value or state".into());
        }
        let c = p.comp(s.comp);
        let is_king = match c.base.as_str() {
            b if b == man => false,
            b if b == king => true,
            _ => return Err(format!("the piece {} placed at the start", c.name)),
        };
        let player = c.owner - 1;
        let at = cell(p, s.site);
        match out
            .iter_mut()
            .find(|pl| pl.player == player && pl.king == is_king)
        {
            Some(pl) => pl.cells.push(at),
            None => out.push(Placement {
                player,
                king: is_king,
                cells: vec![at],
            }),
        }
    }
    Ok(out)
}

/// Dark or light cells when every move is diagonal and the start is on one colour.
fn cells(start: &[Placement], diagonal: bool) -> Cells {
    let mut phases = start
        .iter()
        .flat_map(|pl| pl.cells.iter())
        .map(|&(c, r)| (c + r) % 2);
    match (diagonal, phases.next()) {
        (true, Some(first)) if phases.all(|x| x == first) => {
            if first == 0 {
                Cells::Dark
            } else {
                Cells::Light
            }
        }
        _ => Cells::All,
    }
}

/// The end rules the kernel has: a player who cannot move (or has no piece) loses, and
/// a draw after turns without progress (`is_man`: whether a component is a man).
fn end(rules: &[EndRule], is_man: impl Fn(u16) -> bool) -> Result<EndRules, Why> {
    let mut out = EndRules {
        no_pieces: None,
        no_moves: None,
        no_progress: None,
    };
    for r in rules {
        let next_loses = !r.per_player
            && matches!(
                (r.who, r.outcome),
                (Who::Mover, POutcome::Win) | (Who::Next, POutcome::Loss)
            );
        match &r.cond {
            Bool::NoMoves(Who::Next) if next_loses => out.no_moves = Some(Outcome::Loss),
            Bool::NoPieces(Who::Next, None) if next_loses => out.no_pieces = Some(Outcome::Loss),
            // The kernel's progress is a capture or a man's move.
            Bool::NoProgress { turns, men }
                if !r.per_player
                    && r.outcome == POutcome::Draw
                    && men.iter().all(|&c| is_man(c))
                    && men.len() == 2 =>
            {
                out.no_progress = Some(*turns)
            }
            _ => return Err("an end rule other than \"the player who cannot move loses\"".into()),
        }
    }
    if out.no_moves.is_none() {
        return Err(
            "no `(no Moves Next)` end rule: a player who cannot move passes, which the kernel does not do"
                .into(),
        );
    }
    Ok(out)
}
