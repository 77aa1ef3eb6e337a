//! The differential test's machinery, shared by the test files that compare the general
//! engine with the fast kernel through the one game API: a general-engine position
//! rebuilt on the kernel, and the comparison of perft and of random games.
#![allow(dead_code)]

use ludic::engine::Engine;
use ludic::game::rules_from_file;
use ludic::game::{engine_from_file, GameApi};
use ludic::kernel::{Game as Kernel, Piece};
use ludic::load::Selection;
use ludic::rules::Rules;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The general engine on a file in Ludii's move language.
pub fn engine(rel: &str) -> Engine {
    engine_from_file(&root().join(rel), &Selection::default())
        .unwrap_or_else(|f| panic!("{rel} does not load:\n{}", f.render(false)))
}

/// The fast kernel on a file (ludic's own language, or a move program it lowers).
pub fn kernel(rel: &str) -> Kernel {
    let rules = rules_from_file(&root().join(rel), &Selection::default())
        .unwrap_or_else(|f| panic!("{rel} does not load:\n{}", f.render(false)));
    Kernel::new(rules).expect("tables")
}

/// The general engine's position `s` as a kernel position: the same pieces on the same
/// cells, the same player to move, and the pieces marked pending (a huff game's
/// huffable pieces, after a default) huffable.
pub fn to_kernel(k: &Kernel, e: &Engine, s: &<Engine as GameApi>::Pos) -> <Kernel as GameApi>::Pos {
    let side = match e.outcome(s) {
        Some(_) => 1 - e.to_move(s),
        None => e.to_move(s),
    };
    let king_name = &k.rules().king.name;
    let mut pieces = Vec::new();
    for site in 0..e.num_sites() {
        if let Some(p) = e.piece_at(s, site) {
            let (c, r) = e.coords(site);
            let at = k.site_at((c as u8, r as u8)).unwrap_or_else(|| {
                panic!("a piece on ({c}, {r}), which the kernel does not play on")
            });
            let king = p.kind == *king_name || p.kind.contains("Double") || p.kind == "King";
            pieces.push((
                at,
                Piece {
                    player: p.player,
                    king,
                },
            ));
        }
    }
    let mut huffable = 0u128;
    for site in s.pending.iter() {
        let (c, r) = e.coords(site as usize);
        if let Some(at) = k.site_at((c as u8, r as u8)) {
            huffable |= 1 << at;
        }
    }
    k.with_huffable(&k.setup(side, &pieces), huffable)
}

/// The seed of [`differential`]'s random games.
pub const SEED: u64 = 7;

/// Both engines on the same rules: equal perft from the start to `depth`, and along
/// `games` random games of the general engine, the same number of turns in every
/// position and the same end. Turns are counted as the positions they reach, through
/// the game API: the kernel's own perft counts the turns its rules tell apart, which
/// may reach one position (a huff and a capture of the same piece).
pub fn differential(name: &str, e: &Engine, k: &Kernel, depth: u32, games: u32) {
    for d in 1..=depth {
        assert_eq!(
            e.perft(&GameApi::start(e), d),
            GameApi::perft(k, &GameApi::start(k), d),
            "{name}: perft {d}"
        );
    }
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(SEED);
    for g in 0..games {
        let mut s = GameApi::start(e);
        for ply in 0..400 {
            let kids = e.children(&s);
            let ks = to_kernel(k, e, &s);
            assert_eq!(
                kids.len(),
                k.children(&ks).len(),
                "{name}: game {g}, turn {ply}: number of turns"
            );
            if kids.is_empty() {
                assert!(e.outcome(&s).is_some(), "{name}: no turn, but not over");
                assert_eq!(
                    e.outcome(&s),
                    k.outcome(&ks),
                    "{name}: game {g}, turn {ply}: the end"
                );
                break;
            }
            s = kids[rng.gen_range(0..kids.len())].clone();
        }
    }
}

/// The rule sets that drop one rule of `r`'s capture policy: each ranking criterion, the
/// landing where the capture can go on, men that may not take kings, the worth of kings,
/// the huff (made a compulsory capture).
pub fn weakenings(r: &Rules) -> Vec<Rules> {
    use ludic::rules::CaptureMode;
    let mut out = Vec::new();
    for i in 0..r.capture.priority.len() {
        let mut w = r.clone();
        w.capture.priority.remove(i);
        out.push(w);
    }
    if r.capture.land_to_continue {
        let mut w = r.clone();
        w.capture.land_to_continue = false;
        out.push(w);
    }
    if r.man
        .hops
        .iter()
        .chain(&r.king.hops)
        .any(|h| !h.captures_kings)
    {
        let mut w = r.clone();
        let d = &mut w.draughts;
        for h in d.man.hops.iter_mut().chain(d.king.hops.iter_mut()) {
            h.captures_kings = true;
        }
        out.push(w);
    }
    if r.man.worth != r.king.worth {
        let mut w = r.clone();
        w.king.worth = w.man.worth;
        out.push(w);
    }
    if r.capture.mode == CaptureMode::Huff {
        let mut w = r.clone();
        w.capture.mode = CaptureMode::Compulsory;
        out.push(w);
    }
    out
}

/// Whether `a` and `b` offer other turns at their (common) start.
fn tell_apart(a: &Rules, b: &Rules) -> bool {
    let (ka, kb) = (Kernel::new(a.clone()), Kernel::new(b.clone()));
    let (Ok(ka), Ok(kb)) = (ka, kb) else {
        return false;
    };
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    ka.legal_turns(&ka.start(), &mut ta);
    kb.legal_turns(&kb.start(), &mut tb);
    ta.len() != tb.len() || ta.iter().any(|t| !tb.contains(t))
}

/// `count` variants of `r` that start from random positions with kings: a few men and
/// kings of each player on random playable cells (men off their promotion region), the
/// first player able to move. From the usual start the rules that only tell captures of
/// kings apart (rankings, where a flying king lands) are seldom met, and even from
/// random positions seldom enough: so every other start is one where the first turns
/// differ from those of one of `r`'s [`weakenings`], taken in turn (when such a start
/// is found within a thousand tries).
pub fn random_starts(r: &Rules, count: usize, seed: u64) -> Vec<Rules> {
    use ludic::rules::Placement;
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    let k = Kernel::new(r.clone()).expect("tables");
    let cells: Vec<(u8, u8)> = (0..k.num_sites()).map(|s| k.cell(s as u8)).collect();
    let promo = |pl: usize| -> Vec<(u8, u8)> {
        r.promotion
            .as_ref()
            .map_or_else(Vec::new, |p| p.region[pl].clone())
    };
    let weak = weakenings(r);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count {
        tries += 1;
        // Every other start crowded: long captures over kings and men in turn.
        let (men_most, kings_most) = if out.len() % 2 == 0 { (5, 3) } else { (9, 6) };
        let mut free = cells.clone();
        let mut start = Vec::new();
        for player in 0..2u8 {
            for king in [false, true] {
                let n = if king {
                    rng.gen_range(1..=kings_most)
                } else {
                    rng.gen_range(1..=men_most)
                };
                let mut placed = Vec::new();
                for _ in 0..n {
                    let ok: Vec<usize> = (0..free.len())
                        .filter(|&i| king || !promo(player as usize).contains(&free[i]))
                        .collect();
                    if ok.is_empty() {
                        break;
                    }
                    placed.push(free.remove(ok[rng.gen_range(0..ok.len())]));
                }
                start.push(Placement {
                    player,
                    king,
                    cells: placed,
                });
            }
        }
        let mut v = r.clone();
        v.start = start;
        let g = Kernel::new(v.clone()).expect("tables");
        let mut turns = Vec::new();
        g.legal_turns(&g.start(), &mut turns);
        if g.result(&g.start(), &turns).is_some() {
            continue;
        }
        if out.len() % 2 == 1 && !weak.is_empty() && tries < 1000 {
            let mut w = weak[out.len() / 2 % weak.len()].clone();
            w.start = v.start.clone();
            if !tell_apart(&v, &w) {
                continue;
            }
        }
        tries = 0;
        out.push(v);
    }
    out
}
