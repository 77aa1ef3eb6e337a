//! The tests a generator makes at every site it looks at, recognised once per call:
//! a hop's hurdle test and a destination test are nearly always one of a few shapes
//! (an enemy not yet jumped, an empty site), and testing those directly spares walking
//! the condition's tree at every site of every radial.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::sites::MAX_SITES;
use crate::program::{Bool, Int, PlayerId, Region, Site, SiteFn, SiteSet, Who};

/// A condition on one site bound in the context (the hurdle or the destination).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SiteTest {
    /// Always true (no condition).
    Any,
    /// The site is on the board and empty.
    Empty,
    /// An enemy of the mover stands there.
    Enemy,
    /// An enemy stands there and it has not been jumped this turn (`sites ToClear`).
    EnemyUnjumped,
    /// The site is on the board and empty, and the mover's piece tops `(from)`:
    /// `(and (is In (from) (sites Occupied by:Mover)) (is Empty (to)))`, the
    /// destination test of Ludii's moves of stacks.
    EmptyFromMover,
    /// A piece stands there (a hurdle of either side: the leapfrog games' hop).
    Occupied,
    /// Any other condition, evaluated with the site bound.
    Cond,
}

/// Which bound site a test reads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Bound {
    /// `(between)`.
    Between,
    /// `(to)`.
    To,
}

impl SiteTest {
    /// Recognises `b`, a condition on the site bound as `bound` (`None`: no condition,
    /// which means `if_none`).
    pub(super) fn of(b: Option<&Bool>, bound: Bound, if_none: SiteTest) -> SiteTest {
        let Some(b) = b else {
            return if_none;
        };
        let at = |f: &SiteFn| {
            matches!(
                (f, bound),
                (SiteFn::Between, Bound::Between) | (SiteFn::To, Bound::To)
            )
        };
        let enemy = |b: &Bool| matches!(b, Bool::IsEnemy(Int::WhoAt(f)) if at(f));
        let from_mover =
            |b: &Bool| matches!(b, Bool::IsIn(SiteFn::From, Region::Occupied(Who::Mover)));
        let empty = |b: &Bool| matches!(b, Bool::IsEmpty(f) if at(f));
        let unjumped = |b: &Bool| match b {
            Bool::Not(x) => matches!(&**x, Bool::IsIn(f, Region::ToClear) if at(f)),
            _ => false,
        };
        match b {
            Bool::Const(true) => SiteTest::Any,
            Bool::IsEmpty(f) if at(f) => SiteTest::Empty,
            Bool::IsOccupied(f) if at(f) => SiteTest::Occupied,
            x if enemy(x) => SiteTest::Enemy,
            Bool::And(v) if v.len() == 2 => {
                if (enemy(&v[0]) && unjumped(&v[1])) || (enemy(&v[1]) && unjumped(&v[0])) {
                    SiteTest::EnemyUnjumped
                } else if bound == Bound::To
                    && ((from_mover(&v[0]) && empty(&v[1])) || (from_mover(&v[1]) && empty(&v[0])))
                {
                    SiteTest::EmptyFromMover
                } else {
                    SiteTest::Cond
                }
            }
            _ => SiteTest::Cond,
        }
    }
}

/// Whether `site` is in `(sites Occupied by:p)`: a site of the position whose top
/// piece is `p`'s, tested without building the set.
#[inline(always)]
pub(super) fn occupied_by(e: &Engine, s: &State, site: Site, p: PlayerId) -> bool {
    // Player 0 owns the neutral and shared pieces, not the empty sites.
    (site as usize) < s.what.len().min(MAX_SITES)
        && s.who(e, site) == p
        && (p != 0 || s.what[site as usize] != 0)
}

impl Engine {
    /// Whether `site` passes `test`, recognised from `cond`, with it bound as `bound`
    /// in `c`. The recognised shapes are a few instructions each, tested in place at
    /// every site a generator looks at; only a general condition is called out of line.
    #[inline(always)]
    pub(super) fn passes(
        &self,
        s: &State,
        c: &Ctx,
        (test, cond): (SiteTest, Option<&Bool>),
        bound: Bound,
        site: Site,
    ) -> bool {
        match test {
            SiteTest::Any => true,
            // A site a large piece covers is not empty (`large`).
            SiteTest::Empty => s.what.get(site as usize) == Some(&0) && !s.covered.contains(site),
            SiteTest::Enemy => self.is_enemy(s, s.who(self, site)),
            SiteTest::EnemyUnjumped => {
                let p = s.who(self, site);
                self.is_enemy(s, p) && !s.to_clear.contains(site)
            }
            SiteTest::EmptyFromMover => {
                s.what.get(site as usize) == Some(&0)
                    && !s.covered.contains(site)
                    && occupied_by(self, s, c.from, s.mover)
            }
            SiteTest::Occupied => match s.what.get(site as usize) {
                Some(&x) => x != 0,
                None => self.content(s, site) != 0,
            },
            SiteTest::Cond => self.passes_cond(s, c, cond, bound, site),
        }
    }

    /// [`Self::passes`] for a condition of no recognised shape.
    #[inline(never)]
    fn passes_cond(
        &self,
        s: &State,
        c: &Ctx,
        cond: Option<&Bool>,
        bound: Bound,
        site: Site,
    ) -> bool {
        let cc = match bound {
            Bound::Between => Ctx {
                between: site,
                ..*c
            },
            Bound::To => Ctx { to: site, ..*c },
        };
        cond.is_none_or(|b| self.cond(s, &cc, b))
    }
}

/// A slide's `between` test when it is `(is Empty (between))`, alone (`Some(None)`) or
/// with `(not (is In (between) R))` of a region known before play (`Some(Some(R))`):
/// read once per slide, then a look at each site crossed.
pub(super) fn empty_outside(b: &Bool) -> Option<Option<&SiteSet>> {
    fn empty(x: &Bool) -> bool {
        matches!(x, Bool::IsEmpty(SiteFn::Between))
    }
    fn outside(x: &Bool) -> Option<&SiteSet> {
        match x {
            Bool::Not(n) => match &**n {
                Bool::IsIn(SiteFn::Between, Region::Const(r)) => Some(r),
                _ => None,
            },
            _ => None,
        }
    }
    match b {
        x if empty(x) => Some(None),
        Bool::And(v) => match v.as_slice() {
            [a, b] if empty(a) => outside(b).map(Some),
            [a, b] if empty(b) => outside(a).map(Some),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::Region;

    fn between_enemy() -> Bool {
        Bool::IsEnemy(Int::WhoAt(SiteFn::Between))
    }

    fn unjumped() -> Bool {
        Bool::Not(Box::new(Bool::IsIn(SiteFn::Between, Region::ToClear)))
    }

    #[test]
    fn an_unjumped_enemy_is_recognised_in_either_order() {
        for v in [
            vec![between_enemy(), unjumped()],
            vec![unjumped(), between_enemy()],
        ] {
            let b = Bool::And(v);
            let t = SiteTest::of(Some(&b), Bound::Between, SiteTest::Any);
            assert_eq!(t, SiteTest::EnemyUnjumped);
        }
    }

    #[test]
    fn an_occupied_hurdle_is_recognised() {
        let b = Bool::IsOccupied(SiteFn::Between);
        assert_eq!(
            SiteTest::of(Some(&b), Bound::Between, SiteTest::Any),
            SiteTest::Occupied
        );
        assert_eq!(
            SiteTest::of(Some(&b), Bound::To, SiteTest::Empty),
            SiteTest::Cond
        );
    }

    #[test]
    fn a_test_of_another_site_is_left_to_the_condition() {
        let b = Bool::IsEmpty(SiteFn::From);
        assert_eq!(
            SiteTest::of(Some(&b), Bound::To, SiteTest::Empty),
            SiteTest::Cond
        );
        let b = Bool::IsEnemy(Int::WhoAt(SiteFn::To));
        assert_eq!(
            SiteTest::of(Some(&b), Bound::Between, SiteTest::Any),
            SiteTest::Cond
        );
        assert_eq!(
            SiteTest::of(None, Bound::To, SiteTest::Empty),
            SiteTest::Empty
        );
    }
}
