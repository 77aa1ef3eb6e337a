//! Board geometry and per-player move tables, precomputed once from the [`Rules`] so
//! that move generation is table lookups.

use super::bits::Bits;
use super::Site;
use crate::rules::{AbsDir, CaptureMode, Cell, PromoteWhen, Reach, Removal, Rules};

/// "No site" in the neighbour table, and "unbounded" in reach fields.
pub(crate) const NONE: u8 = u8::MAX;

/// One capture direction of one kind of piece, resolved for one player.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HopRule {
    /// Absolute direction index (0..8, clockwise from N).
    pub dir: u8,
    /// Most empty sites allowed before the captured piece (`NONE` = any).
    pub before: u8,
    /// Most extra empty landing sites beyond the first (`NONE` = any).
    pub after: u8,
    /// Whether kings may be captured.
    pub kings: bool,
}

/// The moves of one kind of piece (man or king) for one player.
#[derive(Clone, Debug, Default)]
pub(crate) struct KindRules {
    /// Slide reach per absolute direction (0 = none, `NONE` = any). Several `Slide`s
    /// along one direction merge into the longest, which is their union.
    pub reach: [u8; 8],
    /// The directions with a slide, `(direction, reach)`, clockwise from N.
    pub slides: Vec<(u8, u8)>,
    /// Capture rules, one per direction of each `Hop`.
    pub hops: Vec<HopRule>,
}

/// Everything derived from the rules that move generation reads, with site sets of type
/// `B` (built for `u128` always, and for `u64` too when the board fits).
#[derive(Clone, Debug)]
pub(crate) struct Tables<B> {
    /// Number of sites.
    pub n: usize,
    /// All sites.
    pub all: B,
    /// Board width, for `site_of`.
    pub width: u8,
    /// Board height.
    pub height: u8,
    /// Grid cell of each site.
    pub cells: Vec<Cell>,
    /// Site of each grid cell (`row * width + col`), `NONE` if unplayable.
    pub site_of: Vec<u8>,
    /// Start of each ray (site, direction) in `rays`.
    pub ray_off: Vec<[u16; 8]>,
    /// Length of each ray.
    pub ray_len: Vec<[u8; 8]>,
    /// All rays, flattened: the sites met walking from a site in a direction.
    pub rays: Vec<Site>,
    /// Whether rays in each direction visit decreasing site indices.
    pub descending: [bool; 8],
    /// Each ray as a site set.
    pub ray_mask: Vec<[B; 8]>,
    /// Neighbour of each site per direction (`NONE` at the edge).
    pub nb: Vec<[Site; 8]>,
    /// Per site and direction, the neighbour and the site beyond it (`NONE` when
    /// either is off the board): the victim and landing site of a short hop.
    pub jump: Vec<[(Site, Site); 8]>,
    /// Per direction, the bitboard shift of a set of sites onto their neighbours.
    pub shift: [Shift<B>; 8],
    /// `[player][king]` move rules.
    pub kinds: [[KindRules; 2]; 2],
    /// Per player, the directions of steps (reach 1) and short hops (adjacent
    /// victim), whose "neighbour is empty" sets generation computes up front.
    pub short_dirs: [u8; 2],
    /// Promotion region per player.
    pub promo: [B; 2],
    /// When promotion happens (meaningless when `promo` is empty).
    pub when: PromoteWhen,
    /// Capture policy mode.
    pub mode: CaptureMode,
    /// Whether capture sequences continue.
    pub continues: bool,
    /// Whether jumped pieces leave at once.
    pub immediate: bool,
    /// Whether a sequence may not reverse direction.
    pub no_reverse: bool,
    /// Whether a hop with several landing sites must take one from which the capture
    /// goes on, when there is one.
    pub land_to_continue: bool,
    /// Whether two hop rules of one kind share a direction, so that even single
    /// captures can be found twice and must be deduplicated.
    pub overlap: bool,
}

/// Moving every site of a set one step in one direction as a few bit shifts: the sites
/// fall into classes by the index difference to their neighbour (one class on a full
/// grid, two on dark squares), each class shifted at once.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shift<B> {
    /// `(sites of the class, index delta)`; `len` used.
    parts: [(B, i16); MAX_PARTS],
    /// The first two classes as `(sites, left rotation)`: a rotation moves a class as its
    /// shift does (no site leaves the set's range), with no branch on the delta's sign;
    /// an unused class has no site.
    two: [(B, u32); 2],
    len: u8,
    /// Too many classes: walk the set bit by bit instead.
    slow: bool,
}

const MAX_PARTS: usize = 4;

impl<B: Bits> Shift<B> {
    fn new(nb: &[[Site; 8]], d: usize) -> Shift<B> {
        let mut sh = Shift::default();
        for (s, n) in nb.iter().enumerate() {
            let t = n[d];
            if t == NONE {
                continue;
            }
            let delta = t as i16 - s as i16;
            match sh.parts[..sh.len as usize]
                .iter()
                .position(|p| p.1 == delta)
            {
                Some(k) => sh.parts[k].0 |= B::bit(s as u8),
                None if (sh.len as usize) < MAX_PARTS => {
                    sh.parts[sh.len as usize] = (B::bit(s as u8), delta);
                    sh.len += 1;
                }
                None => sh.slow = true,
            }
        }
        for k in 0..2 {
            let (mask, delta) = sh.parts[k];
            sh.two[k] = (mask, delta.rem_euclid(B::BITS as i16) as u32);
        }
        sh
    }
}

fn reach(r: Reach) -> u8 {
    match r {
        Reach::Upto(n) => n.min(NONE - 1),
        Reach::Any => NONE,
    }
}

fn kind_rules(p: &crate::rules::PieceRules, facing: AbsDir, overlap: &mut bool) -> KindRules {
    let mut k = KindRules::default();
    for s in &p.moves {
        let mask = s.dirs.resolve(facing);
        for d in 0..8 {
            if mask & (1 << d) != 0 {
                k.reach[d] = k.reach[d].max(reach(s.reach));
            }
        }
    }
    k.slides = (0..8u8)
        .filter(|&d| k.reach[d as usize] > 0)
        .map(|d| (d, k.reach[d as usize]))
        .collect();
    let mut seen = 0u8;
    for h in &p.hops {
        let mask = h.dirs.resolve(facing);
        for d in 0..8u8 {
            if mask & (1 << d) != 0 {
                if seen & (1 << d) != 0 {
                    *overlap = true;
                }
                seen |= 1 << d;
                k.hops.push(HopRule {
                    dir: d,
                    before: reach(h.before),
                    after: reach(h.after),
                    kings: h.captures_kings,
                });
            }
        }
    }
    k
}

impl<B: Bits> Tables<B> {
    /// Builds the tables; fails when the board is empty or has more sites than `B`
    /// has bits.
    pub fn new(rules: &Rules) -> Result<Tables<B>, String> {
        let (w, h) = (rules.board.width, rules.board.height);
        let mut cells = Vec::new();
        let mut site_of = vec![NONE; w as usize * h as usize];
        for row in (0..h).rev() {
            for col in 0..w {
                if rules.board.cells.contains((col, row)) {
                    if cells.len() >= B::BITS as usize {
                        return Err(format!(
                            "the board has more than {} playable sites ({w}x{h}); the kernel supports at most {}",
                            B::BITS, B::BITS
                        ));
                    }
                    site_of[row as usize * w as usize + col as usize] = cells.len() as u8;
                    cells.push((col, row));
                }
            }
        }
        if cells.is_empty() {
            return Err("the board has no playable sites".to_string());
        }
        let n = cells.len();
        let at = |c: i16, r: i16| -> u8 {
            if c < 0 || r < 0 || c >= w as i16 || r >= h as i16 {
                NONE
            } else {
                site_of[r as usize * w as usize + c as usize]
            }
        };
        let mut ray_off = vec![[0u16; 8]; n];
        let mut ray_len = vec![[0u8; 8]; n];
        let mut rays = Vec::new();
        for (s, &(c, r)) in cells.iter().enumerate() {
            for (d, dir) in AbsDir::ALL.iter().enumerate() {
                let (dc, dr) = dir.delta();
                ray_off[s][d] = rays.len() as u16;
                let (mut c, mut r) = (c as i16, r as i16);
                loop {
                    c += dc as i16;
                    r += dr as i16;
                    if c < 0 || r < 0 || c >= w as i16 || r >= h as i16 {
                        break;
                    }
                    // A ray runs along the line's sites and passes over the cells that
                    // are not played on: on a dark-cells board the next site along a
                    // rank or file is two cells away (diagonals never meet such a cell).
                    let t = at(c, r);
                    if t != NONE {
                        rays.push(t);
                    }
                }
                ray_len[s][d] = (rays.len() - ray_off[s][d] as usize) as u8;
            }
        }
        let mut nb = vec![[NONE; 8]; n];
        let mut ray_mask = vec![[B::ZERO; 8]; n];
        for s in 0..n {
            for d in 0..8 {
                let off = ray_off[s][d] as usize;
                let ray = &rays[off..off + ray_len[s][d] as usize];
                nb[s][d] = ray.first().copied().unwrap_or(NONE);
                ray_mask[s][d] = ray.iter().fold(B::ZERO, |m, &t| m | B::bit(t));
            }
        }
        let shift = [0, 1, 2, 3, 4, 5, 6, 7].map(|d| Shift::new(&nb, d));
        let jump = (0..n)
            .map(|s| {
                std::array::from_fn(|d| match nb[s][d] {
                    NONE => (NONE, NONE),
                    v if nb[v as usize][d] == NONE => (NONE, NONE),
                    v => (v, nb[v as usize][d]),
                })
            })
            .collect();
        let mut overlap = false;
        let kinds = [0usize, 1].map(|p| {
            let f = rules.players[p].facing;
            [
                kind_rules(&rules.man, f, &mut overlap),
                kind_rules(&rules.king, f, &mut overlap),
            ]
        });
        let short_dirs = [0, 1].map(|p| {
            let mut m = 0u8;
            for k in &kinds[p] {
                for &(d, r) in &k.slides {
                    if r == 1 {
                        m |= 1 << d;
                    }
                }
                for h in &k.hops {
                    if h.before == 0 {
                        m |= 1 << h.dir;
                    }
                }
            }
            m
        });
        let mut promo = [B::ZERO; 2];
        let mut when = PromoteWhen::EndOfTurn;
        if let Some(p) = &rules.promotion {
            when = p.when;
            for (pl, region) in p.region.iter().enumerate() {
                for &(c, r) in region {
                    let s = at(c as i16, r as i16);
                    if s != NONE {
                        promo[pl] |= B::bit(s);
                    }
                }
            }
        }
        Ok(Tables {
            n,
            all: if n == B::BITS as usize {
                B::ONES
            } else {
                B::ONES >> (B::BITS - n as u32)
            },
            width: w,
            height: h,
            cells,
            site_of,
            ray_off,
            ray_len,
            rays,
            ray_mask,
            descending: AbsDir::ALL.map(|d| {
                let (dc, dr) = d.delta();
                dr > 0 || (dr == 0 && dc < 0)
            }),
            nb,
            jump,
            shift,
            kinds,
            short_dirs,
            promo,
            when,
            mode: rules.capture.mode,
            continues: rules.capture.continues,
            immediate: rules.capture.removal == Removal::Immediately,
            no_reverse: rules.capture.no_reverse,
            land_to_continue: rules.capture.land_to_continue,
            overlap,
        })
    }

    /// The sites met walking from `s` in direction `d`, nearest first.
    #[inline(always)]
    pub fn ray(&self, s: Site, d: u8) -> &[Site] {
        let off = self.ray_off[s as usize][d as usize] as usize;
        let len = self.ray_len[s as usize][d as usize] as usize;
        &self.rays[off..off + len]
    }

    /// The `d`-neighbours of the sites in `x`.
    #[inline(always)]
    pub fn step(&self, x: B, d: u8) -> B {
        let sh = &self.shift[d as usize];
        // The usual boards have one or two classes: two rotations, no branch. Tested
        // first, so that they pay one test: a slow shift has used all `MAX_PARTS`.
        if sh.len <= 2 {
            let [(m0, k0), (m1, k1)] = sh.two;
            return (x & m0).rotl(k0) | (x & m1).rotl(k1);
        }
        if sh.slow {
            let mut out = B::ZERO;
            for s in super::bits::Iter(x) {
                let t = self.nb[s as usize][d as usize];
                if t != NONE {
                    out |= B::bit(t);
                }
            }
            return out;
        }
        #[inline(always)]
        fn part<B: Bits>(x: B, (mask, delta): (B, i16)) -> B {
            let y = x & mask;
            if delta >= 0 {
                y << delta as u32
            } else {
                y >> (-delta) as u32
            }
        }
        let mut out = B::ZERO;
        for &p in &sh.parts[..sh.len as usize] {
            out |= part(x, p);
        }
        out
    }

    /// The first occupied site of `occ` on the ray from `s` in direction `d`, if any.
    /// Rays run towards lower indices in directions N, NE, W, NW (reading order from
    /// the top) and towards higher ones otherwise, so the first is the highest or the
    /// lowest bit.
    #[inline(always)]
    pub fn first_on_ray(&self, s: Site, d: u8, occ: B) -> Option<Site> {
        let m = self.ray_mask[s as usize][d as usize] & occ;
        if m.is_empty() {
            None
        } else if self.descending[d as usize] {
            Some((B::BITS - 1 - m.lead()) as Site)
        } else {
            Some(m.low() as Site)
        }
    }

    /// How many empty sites follow `s` in direction `d` before the first occupied
    /// one or the edge.
    #[inline(always)]
    pub fn free_run(&self, s: Site, d: u8, occ: B) -> usize {
        match self.first_on_ray(s, d, occ) {
            None => self.ray_len[s as usize][d as usize] as usize,
            Some(x) => {
                (self.ray_mask[s as usize][d as usize] & !self.ray_mask[x as usize][d as usize])
                    .count() as usize
                    - 1
            }
        }
    }

    /// Site at a cell.
    pub fn site_at(&self, (c, r): Cell) -> Option<Site> {
        if c >= self.width || r >= self.height {
            return None;
        }
        let s = self.site_of[r as usize * self.width as usize + c as usize];
        (s != NONE).then_some(s)
    }
}
