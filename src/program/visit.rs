//! One walk over the program's tree: every node of every type ([`Node`]: a move
//! program, a condition, a number, a region, a site, directions, a step rule) and its
//! direct children, listed once here, so that whatever looks for something anywhere in
//! a program (a `remove at:EndOfTurn`, a `stack:True`, a memory ludeme, a move program
//! to number) finds it wherever it stands: inside `(count Best M)`, `(sites From M)`,
//! a destination test, an end rule.
//!
//! The matches below name every variant and every field, without `_ =>`: a new variant
//! or field does not compile until it is listed, and then every walker sees it. The
//! walk runs when a program is compiled and when an engine is made, never in play.
//!
//! The shared ([`Node`]) and the mutable ([`NodeMut`]) walks are one text, instantiated
//! twice by a macro: the patterns bind by reference or by mutable reference as the
//! node does.

use super::{Bool, Dirs, Int, Moves, MovesKind, Program, Region, SiteFn, StepRule, ToSpec};

macro_rules! node_type {
    ($(#[$doc:meta])* $Node:ident $(, $m:tt)?) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub enum $Node<'a> {
            /// A move program with its consequences.
            Moves(&'a $($m)? Moves),
            /// A condition.
            Bool(&'a $($m)? Bool),
            /// A number.
            Int(&'a $($m)? Int),
            /// A region.
            Region(&'a $($m)? Region),
            /// A site.
            Site(&'a $($m)? SiteFn),
            /// A set of directions.
            Dirs(&'a $($m)? Dirs),
            /// A step rule, as a measure of distance.
            Step(&'a $($m)? StepRule),
        }

        impl<'a> $Node<'a> {
            /// Calls `f` on each direct child of this node, of whatever type, in the
            /// order the ludeme writes them.
            pub fn children(self, f: &mut dyn FnMut($Node<'a>)) {
                use $Node as N;
                match self {
                    N::Moves(m) => {
                        let Moves { kind, then, id: _ } = m;
                        match kind {
                            MovesKind::Step { from, dirs, to, stack: _ } => {
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                let ToSpec { cond, apply, keep } = to;
                                if let Some(x) = cond { f(N::Bool(x)) }
                                if let Some(x) = apply { f(N::Moves(x)) }
                                if let Some(x) = keep { f(N::Bool(x)) }
                            }
                            MovesKind::Slide { from, dirs, between, between_apply, to, min, max, stack: _ } => {
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                if let Some(x) = between { f(N::Bool(x)) }
                                if let Some(x) = between_apply { f(N::Moves(x)) }
                                let ToSpec { cond, apply, keep } = to;
                                if let Some(x) = cond { f(N::Bool(x)) }
                                if let Some(x) = apply { f(N::Moves(x)) }
                                if let Some(x) = keep { f(N::Bool(x)) }
                                f(N::Int(min));
                                if let Some(x) = max { f(N::Int(x)) }
                            }
                            MovesKind::Hop {
                                from,
                                dirs,
                                before,
                                range: (lo, hi),
                                after,
                                between_if,
                                between_apply,
                                to,
                                stack: _,
                            } => {
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Int(before));
                                f(N::Int(lo));
                                f(N::Int(hi));
                                f(N::Int(after));
                                if let Some(x) = between_if { f(N::Bool(x)) }
                                if let Some(x) = between_apply { f(N::Moves(x)) }
                                let ToSpec { cond, apply, keep } = to;
                                if let Some(x) = cond { f(N::Bool(x)) }
                                if let Some(x) = apply { f(N::Moves(x)) }
                                if let Some(x) = keep { f(N::Bool(x)) }
                            }
                            MovesKind::FromTo { from, to, stack: _ } => {
                                f(N::Site(from));
                                f(N::Site(to));
                            }
                            MovesKind::FromToSites {
                                from,
                                from_if,
                                to,
                                to_if,
                                count,
                                to_apply,
                                stack: _,
                                copy: _,
                                level,
                            } => {
                                f(N::Region(from));
                                if let Some(x) = from_if { f(N::Bool(x)) }
                                if let Some(x) = level { f(N::Int(x)) }
                                f(N::Region(to));
                                if let Some(x) = to_if { f(N::Bool(x)) }
                                if let Some(x) = count { f(N::Int(x)) }
                                if let Some(x) = to_apply { f(N::Moves(x)) }
                            }
                            MovesKind::Add { site, cond } => {
                                f(N::Site(site));
                                if let Some(x) = cond { f(N::Bool(x)) }
                            }
                            MovesKind::AddPiece { piece, to, cond, count, state, apply, twice, .. } => {
                                if let Some(x) = twice { f(N::Bool(x)) }
                                if let Some(x) = count { f(N::Int(x)) }
                                f(N::Int(piece));
                                f(N::Region(to));
                                if let Some(x) = cond { f(N::Bool(x)) }
                                if let Some(x) = state { f(N::Int(x)) }
                                if let Some(x) = apply { f(N::Moves(x)) }
                            }
                            MovesKind::Flip(x) => f(N::Site(x)),
                            MovesKind::Append(m) => f(N::Moves(m)),
                            MovesKind::AllCombinations(a, b) => {
                                f(N::Moves(a));
                                f(N::Moves(b));
                            }
                            MovesKind::MoveRemove(r, level) => {
                                f(N::Region(r));
                                if let Some(x) = level { f(N::Int(x)) }
                            }
                            MovesKind::Phases(v)
                            | MovesKind::Or(v)
                            | MovesKind::And(v)
                            | MovesKind::Priority(v) => {
                                for x in v { f(N::Moves(x)) }
                            }
                            MovesKind::Pass | MovesKind::MoveAgain | MovesKind::Roll | MovesKind::Swap | MovesKind::SwapPlayers | MovesKind::Note => {}
                            MovesKind::Attract { from, dirs } | MovesKind::Push { from, dirs } => {
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                            }
                            MovesKind::ForEachDie { cond, moves, replay_if, .. } => {
                                if let Some(x) = cond { f(N::Bool(x)) }
                                if let Some(x) = replay_if { f(N::Bool(x)) }
                                f(N::Moves(moves));
                            }
                            MovesKind::Select { from, from_if, to, to_if, level } => {
                                f(N::Region(from));
                                if let Some(x) = level { f(N::Int(x)) }
                                if let Some(x) = from_if { f(N::Bool(x)) }
                                if let Some(x) = to { f(N::Region(x)) }
                                if let Some(x) = to_if { f(N::Bool(x)) }
                            }
                            MovesKind::Sow(x) => {
                                let super::sow::Sow { start, count, per_hole, track: _, owner, origin, include_self: _, skip_if, effect, cond, apply, backtracking, forward } = &$($m)? **x;
                                f(N::Site(start));
                                if let Some(x) = count { f(N::Int(x)) }
                                f(N::Int(per_hole));
                                if let Some(x) = owner { f(N::Int(x)) }
                                f(N::Bool(origin));
                                if let Some(x) = skip_if { f(N::Bool(x)) }
                                if let Some(x) = effect { f(N::Moves(x)) }
                                f(N::Bool(cond));
                                if let Some(x) = apply { f(N::Moves(x)) }
                                if let Some(x) = backtracking { f(N::Bool(x)) }
                                if let Some(x) = forward { f(N::Bool(x)) }
                            }
                            MovesKind::If(c, a, b) => {
                                f(N::Bool(c));
                                f(N::Moves(a));
                                if let Some(x) = b { f(N::Moves(x)) }
                            }
                            MovesKind::AtLevel { level, moves } => {
                                f(N::Int(level));
                                f(N::Moves(moves))
                            }
                            MovesKind::MaxMoves { with_value: _, moves }
                            | MovesKind::MaxCaptures { with_value: _, moves } => f(N::Moves(moves)),
                            MovesKind::AsPlayer(_, m) => f(N::Moves(m)),
                            MovesKind::Surround(x) => {
                                let super::Surround { from, dirs, target, friend, except, with, effect } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Bool(target));
                                f(N::Bool(friend));
                                f(N::Int(except));
                                if let Some(w) = with { f(N::Int(w)) }
                                f(N::Moves(effect));
                            }
                            MovesKind::Enclose(x) => {
                                let super::Enclose { from, dirs, target, except, effect } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Bool(target));
                                f(N::Int(except));
                                f(N::Moves(effect));
                            }
                            MovesKind::Intervene(x) => {
                                let super::Intervene { from, dirs, range: (lo, hi), target, effect } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Int(lo));
                                f(N::Int(hi));
                                f(N::Bool(target));
                                f(N::Moves(effect));
                            }
                            MovesKind::Directional(x) => {
                                let super::Directional { from, dirs, target, effect } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Bool(target));
                                f(N::Moves(effect));
                            }
                            MovesKind::Custodial(x) => {
                                let super::Custodial { from, dirs, range: (lo, hi), target, friend, effect } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Int(lo));
                                f(N::Int(hi));
                                f(N::Bool(target));
                                f(N::Bool(friend));
                                f(N::Moves(effect));
                            }
                            MovesKind::ForEachPiece { names: _, moves, every_level: _ }
                            | MovesKind::ForEachHandPiece { owner: _, names: _, moves } => {
                                if let Some(x) = moves { f(N::Moves(x)) }
                            }
                            MovesKind::ForEachSite(r, m) | MovesKind::ForEachGroup(r, m) => {
                                f(N::Region(r));
                                f(N::Moves(m));
                            }
                            MovesKind::ForEachLevel { site, from_bottom: _, moves } => {
                                f(N::Site(site));
                                f(N::Moves(moves));
                            }
                            MovesKind::ForEachSiteElse(r, m, e) => {
                                f(N::Region(r));
                                f(N::Moves(m));
                                f(N::Moves(e));
                            }
                            MovesKind::FirstMoveOnTrack { moves, .. } => f(N::Moves(moves)),
                            MovesKind::ForEachDirection(x) => {
                                let super::ForEachDirection { from, dirs, min, max, between, to_if, moves } = &$($m)? **x;
                                f(N::Site(from));
                                f(N::Dirs(dirs));
                                f(N::Int(min));
                                f(N::Int(max));
                                if let Some(x) = between { f(N::Bool(x)) }
                                if let Some(x) = to_if { f(N::Bool(x)) }
                                f(N::Moves(moves));
                            }
                            MovesKind::ForEachPlayer(m) => f(N::Moves(m)),
                            MovesKind::ForEachValue(v, m) => {
                                match &$($m)? **v {
                                    super::Values::Range(a, b) => {
                                        f(N::Int(a));
                                        f(N::Int(b));
                                    }
                                    super::Values::Sites(r) => f(N::Region(r)),
                                    super::Values::Remembered(_) => {}
                                }
                                f(N::Moves(m));
                            }
                            MovesKind::While(b, m) => {
                                f(N::Bool(b));
                                f(N::Moves(m));
                            }
                            MovesKind::Do { pre, if_afterwards, next } => {
                                f(N::Moves(pre));
                                if let Some(x) = if_afterwards { f(N::Bool(x)) }
                                if let Some(x) = next { f(N::Moves(x)) }
                            }
                            MovesKind::Remove { sites, end_of_turn: _, count } => {
                                f(N::Region(sites));
                                if let Some(x) = count { f(N::Int(x)) }
                            }
                            MovesKind::Promote { site, into: _, who: _ } => f(N::Site(site)),
                            MovesKind::SetPending(r) => {
                                if let Some(x) = r { f(N::Region(x)) }
                            }
                            MovesKind::SetValue(_, n) | MovesKind::SetVar(n) | MovesKind::SetCounter(n) | MovesKind::SetNext(n) | MovesKind::Trigger(n) => f(N::Int(n)),
                            MovesKind::Score { who, value, add: _ } => {
                                if let Some(w) = who {
                                    f(N::Int(w));
                                }
                                f(N::Int(value));
                            }
                            MovesKind::SetHidden(h) => {
                                let super::hidden::SetHidden { kinds: _, sites, on, to } = &$($m)? **h;
                                f(N::Region(sites));
                                f(N::Bool(on));
                                if let Some(x) = to { f(N::Int(x)) }
                            }
                            MovesKind::SetNamedVar(_, n) => f(N::Int(n)),
                            MovesKind::PromoteTo(x, n) => {
                                f(N::Site(x));
                                f(N::Int(n));
                            }
                            MovesKind::SetSiteValue(s, n) | MovesKind::SetState(s, n, None) => {
                                f(N::Site(s));
                                f(N::Int(n));
                            }
                            MovesKind::SetState(s, n, Some(l)) => {
                                f(N::Site(s));
                                f(N::Int(n));
                                f(N::Int(l));
                            }
                            MovesKind::Remember { name: _, value, unique: _ } => f(N::Int(value)),
                            MovesKind::Propose(_) | MovesKind::Vote(_) => {}
                            MovesKind::Forget { name: _, value: n } => {
                                if let Some(x) = n { f(N::Int(x)) }
                            }
                        }
                        if let Some(x) = then { f(N::Moves(x)) }
                    }
                    N::Bool(b) => match b {
                        Bool::Const(_)
                        | Bool::IsPrev(_)
                        | Bool::IsNext(_)
                        | Bool::IsMover(_)
                        | Bool::IsPending
                        | Bool::AllPassed
                        | Bool::IsProposed(_)
                        | Bool::IsDecided(_)
                        | Bool::IsCycle
                        | Bool::WasPass
                        | Bool::DiceEqual
                        | Bool::DiceUsed
                        | Bool::NoMoves(_)
                        | Bool::NoPieces(_, _)
                        | Bool::NoProgress { .. } => {}
                        Bool::Not(x) => f(N::Bool(x)),
                        Bool::And(v) | Bool::Or(v) => {
                            for x in v { f(N::Bool(x)) }
                        }
                        Bool::Cmp(_, a, b) => {
                            f(N::Int(a));
                            f(N::Int(b));
                        }
                        Bool::IsEmpty(s) | Bool::IsOccupied(s) | Bool::IsVisited(s) => f(N::Site(s)),
                        Bool::NoPiecesIn(_, _, r) => f(N::Region(r)),
                        Bool::NoPiecesOf(_, _, r) => {
                            if let Some(r) = r { f(N::Region(r)) }
                        }
                        Bool::IsEnemy(n) | Bool::IsFriend(n) | Bool::Parity(n, _) => f(N::Int(n)),
                        Bool::AnyDie(n) => f(N::Int(n)),
                        Bool::IsActive(n) | Bool::IsTriggered(n) => f(N::Int(n)),
                        Bool::IsHidden(h) => {
                            f(N::Site(&$($m)? h.at));
                            f(N::Int(&$($m)? h.to));
                        }
                        Bool::IsIn(s, r) => {
                            f(N::Site(s));
                            f(N::Region(r));
                        }
                        Bool::IsWithin(n, r) => {
                            f(N::Int(n));
                            f(N::Region(r));
                        }
                        Bool::CanMove(m) => f(N::Moves(m)),
                        Bool::If(c, a, b) => {
                            f(N::Bool(c));
                            f(N::Bool(a));
                            f(N::Bool(b));
                        }
                        Bool::AllSites(r, c) | Bool::AllDifferent(r, c) => {
                            f(N::Region(r));
                            f(N::Bool(c));
                        }
                        Bool::SameSites(a, b) => {
                            f(N::Region(a));
                            f(N::Region(b));
                        }
                        Bool::Pattern(p) => {
                            let super::pattern::Pattern { walk: _, from, whats, dirs: _ } = &$($m)? **p;
                            f(N::Site(from));
                            if let Some(v) = whats { for x in v { f(N::Int(x)) } }
                        }
                        Bool::AllGroups(x) => {
                            let (r, _, b) = &$($m)? **x;
                            f(N::Region(r));
                            f(N::Bool(b));
                        }
                        Bool::IsRelated(x) => {
                            let (d, at, r) = &$($m)? **x;
                            f(N::Dirs(d));
                            f(N::Site(at));
                            f(N::Region(r));
                        }
                        Bool::Blocked(x) => {
                            let super::connect::Blocked { number, dirs, regions } = &$($m)? **x;
                            if let Some(n) = number { f(N::Int(n)) }
                            f(N::Dirs(dirs));
                            if let super::connect::Target::Listed(v) = regions { for r in v { f(N::Region(r)) } }
                        }
                        Bool::Connected(x) => {
                            let super::connect::Connected { at, number, dirs, regions } = &$($m)? **x;
                            f(N::Site(at));
                            if let Some(n) = number { f(N::Int(n)) }
                            f(N::Dirs(dirs));
                            if let super::connect::Target::Listed(v) = regions { for r in v { f(N::Region(r)) } }
                        }
                        Bool::Loop(x) => {
                            let super::loops::Loop { colour, surround: _, outer: _, orth: _, adj: _ } = &$($m)? **x;
                            f(N::Int(colour));
                        }
                        Bool::Threatened(t) => {
                            let super::threat::Threatened { what, at, sites, moves } = &$($m)? **t;
                            if let Some(x) = what { f(N::Int(x)) }
                            if let Some(x) = at { f(N::Site(x)) }
                            if let Some(x) = sites { f(N::Region(x)) }
                            if let Some(x) = moves { f(N::Moves(x)) }
                        }
                        Bool::Line(l) => {
                            use super::line::{Line, LineWhat, Through};
                            let Line { len, dirs, through, what, exact, contiguous, cond, by_level: _, stacked: _, top } = &$($m)? **l;
                            f(N::Int(len));
                            f(N::Dirs(dirs));
                            match through { Through::Site(x) => f(N::Site(x)), Through::Any(r) => f(N::Region(r)) }
                            if let LineWhat::Comps(v) = what { for x in v { f(N::Int(x)) } }
                            f(N::Bool(exact));
                            f(N::Bool(contiguous));
                            if let Some(x) = cond { f(N::Bool(x)) }
                            f(N::Bool(top));
                        }
                    },
                    N::Int(i) => match i {
                        Int::Const(_)
                        | Int::Player(_)
                        | Int::Id(_, _)
                        | Int::ValuePlayer(_)
                        | Int::CountPieces(_, _)
                        | Int::MovesThisTurn
                        | Int::CountMoves
                        | Int::ValuePending
                        | Int::CountTurns
                        | Int::CountActive
                        | Int::Var
                        | Int::NamedVar(_)
                        | Int::Counter
                        | Int::Score(_)
                        | Int::MatchScore(_)
                        | Int::Pips
                        | Int::CountPips(_)
                        | Int::Level
                        | Int::LastLevelTo
                        | Int::Value => {}
                        Int::Face(n) => f(N::Int(n)),
                        Int::MapEntry(m) => f(N::Int(&$($m)? m.0)),
                        Int::OfSite(x, _) => f(N::Site(x)),
                        Int::WhereLevel(w) => f(N::Site(&$($m)? w.2)),
                        Int::WhoAt(s)
                        | Int::WhatAt(s)
                        | Int::StackSize(s)
                        | Int::TopLevel(s)
                        | Int::StateAt(s)
                        | Int::ValueAt(s)
                        | Int::CountAt(s)
                        | Int::Site(s) => f(N::Site(s)),
                        Int::WhatAtLevel(s, n)
                        | Int::WhoAtLevel(s, n)
                        | Int::StateAtLevel(s, n)
                        | Int::ValueAtLevel(s, n) => {
                            f(N::Site(s));
                            f(N::Int(n));
                        }
                        Int::Group(g) => {
                            let super::group::Group { count, at, dirs, cond, same_what: _, sites: _ } = &$($m)? **g;
                            if let super::group::GroupCount::Groups { min } = count { f(N::Int(min)) }
                            if let Some(x) = at { f(N::Site(x)) }
                            f(N::Dirs(dirs));
                            if let Some(x) = cond { f(N::Bool(x)) }
                        }
                        Int::CountSteps(d, a, b) => {
                            if let Some(x) = d { f(N::Dirs(x)) }
                            f(N::Site(a));
                            f(N::Site(b));
                        }
                        Int::CountStepsToRegion(d, a, r) => {
                            if let Some(x) = d { f(N::Dirs(x)) }
                            f(N::Site(a));
                            f(N::Region(r));
                        }
                        Int::CountSites(r)
                        | Int::StackSizeIn(r)
                        | Int::SumSites(r)
                        | Int::CountIn(r)
                        | Int::CountPiecesIn(_, _, r) => f(N::Region(r)),
                        Int::CountPiecesOfPlayer(p, _, r) => {
                            f(N::Int(p));
                            f(N::Region(r));
                        }
                        Int::CountPiecesOf(_, _, r) => {
                            if let Some(r) = r { f(N::Region(r)) }
                        }
                        Int::TrackSiteMove(t) => {
                            let super::track::TrackSiteMove { from, player: _, name: _, steps } = &$($m)? **t;
                            f(N::Site(from));
                            f(N::Int(steps));
                        }
                        Int::TrackSiteFirst(t) => {
                            let super::track::TrackSiteFirst { player: _, name: _, from, cond } = &$($m)? **t;
                            if let Some(x) = from { f(N::Site(x)) }
                            f(N::Bool(cond));
                        }
                        Int::Best { with_value: _, moves } => f(N::Moves(moves)),
                        Int::ResultsExtreme(_, r) => {
                            let super::functions::Results { from, to, value } = &$($m)? **r;
                            f(N::Region(from));
                            f(N::Region(to));
                            f(N::Int(value));
                        }
                        Int::ArrayExtreme(_, a) | Int::SizeArray(a) => {
                            use super::int_array::IntArray as A;
                            let mut stack = vec![&$($m)? **a];
                            while let Some(a) = stack.pop() {
                                match a {
                                    A::Results(r) => {
                                        let super::functions::Results { from, to, value } = &$($m)? **r;
                                        f(N::Region(from));
                                        f(N::Region(to));
                                        f(N::Int(value));
                                    }
                                    A::Sites(r) => f(N::Region(r)),
                                    A::GroupSizes(g) => {
                                        let super::group::Group { count, at, dirs, cond, same_what: _, sites: _ } = &$($m)? **g;
                                        if let super::group::GroupCount::Groups { min } = count { f(N::Int(min)) }
                                        if let Some(x) = at { f(N::Site(x)) }
                                        f(N::Dirs(dirs));
                                        if let Some(x) = cond { f(N::Bool(x)) }
                                    }
                                    A::Without(x, n) | A::Equal(x, n) => {
                                        stack.push(&$($m)? **x);
                                        f(N::Int(n));
                                    }
                                    A::Difference(x, y) | A::Intersection(x, y) | A::Union(x, y) => {
                                        stack.push(&$($m)? **x);
                                        stack.push(&$($m)? **y);
                                    }
                                    A::Remembered(_) => {}
                                }
                            }
                        }

                        Int::Arith(_, a, b) | Int::MinMax(_, a, b) => {
                            f(N::Int(a));
                            f(N::Int(b));
                        }
                        Int::If(c, a, b) => {
                            f(N::Bool(c));
                            f(N::Int(a));
                            f(N::Int(b));
                        }
                        Int::CountStack(s, c) => {
                            f(N::Site(s));
                            if let Some(x) = c { f(N::Bool(x)) }
                        }
                        Int::CountStepsBy(step, a, b) => {
                            f(N::Step(step));
                            f(N::Site(a));
                            f(N::Region(b));
                        }
                    },
                    N::Region(r) => match r {
                        Region::Const(_)
                        | Region::Owned(_)
                        | Region::OfPlayer(..)
                        | Region::ToClear
                        | Region::LastBetween
                        | Region::LastTos
                        | Region::Pending
                        | Region::Empty
                        | Region::Occupied(_)
                        | Region::OccupiedByEnemy
                        | Region::Remembered(_)
                        | Region::Hand { who: _, occupied: _ }
                        | Region::OccupiedByKind { who: _, enemy: _, all: _, names: _, top: _ } => {}
                        Region::Between(a, b, _) => {
                            f(N::Site(a));
                            f(N::Site(b));
                        }
                        Region::OwnedBy(n) => f(N::Int(n)),
                        Region::Hidden(h) => {
                            if let Some(x) = &$($m)? h.to { f(N::Int(x)) }
                        }
                        Region::OfArray(a) => {
                            use super::int_array::IntArray as A;
                            let mut stack = vec![&$($m)? **a];
                            while let Some(a) = stack.pop() {
                                match a {
                                    A::Results(r) => {
                                        let super::functions::Results { from, to, value } = &$($m)? **r;
                                        f(N::Region(from));
                                        f(N::Region(to));
                                        f(N::Int(value));
                                    }
                                    A::Sites(r) => f(N::Region(r)),
                                    A::GroupSizes(g) => {
                                        let super::group::Group { count, at, dirs, cond, same_what: _, sites: _ } = &$($m)? **g;
                                        if let super::group::GroupCount::Groups { min } = count { f(N::Int(min)) }
                                        if let Some(x) = at { f(N::Site(x)) }
                                        f(N::Dirs(dirs));
                                        if let Some(x) = cond { f(N::Bool(x)) }
                                    }
                                    A::Without(x, n) | A::Equal(x, n) => {
                                        stack.push(&$($m)? **x);
                                        f(N::Int(n));
                                    }
                                    A::Difference(x, y) | A::Intersection(x, y) | A::Union(x, y) => {
                                        stack.push(&$($m)? **x);
                                        stack.push(&$($m)? **y);
                                    }
                                    A::Remembered(_) => {}
                                }
                            }
                        }
                        Region::TrackRange(_, a, b) => {
                            if let Some(x) = a { f(N::Site(x)) }
                            if let Some(x) = b { f(N::Site(x)) }
                        }
                        Region::DirectionAlong(s, d, n) => {
                            f(N::Site(s));
                            f(N::Dirs(d));
                            if let Some(x) = n { f(N::Int(x)) }
                        }
                        Region::From(m) | Region::To(m) => f(N::Moves(m)),
                        Region::Union(v) | Region::Intersection(v) => {
                            for x in v { f(N::Region(x)) }
                        }
                        Region::Difference(a, b) => {
                            f(N::Region(a));
                            f(N::Region(b));
                        }
                        Region::Site(s) => f(N::Site(s)),
                        Region::Direction(s, _, n) => {
                            f(N::Site(s));
                            if let Some(x) = n { f(N::Int(x)) }
                        }
                        Region::DirectionStop(x) => {
                            let super::DirectionStop { from, dirs, distance, stop, stop_included } = &$($m)? **x;
                            f(N::Site(from));
                            f(N::Dirs(dirs));
                            if let Some(x) = distance { f(N::Int(x)) }
                            f(N::Bool(stop));
                            f(N::Bool(stop_included));
                        }
                        Region::Around { site, dirs, kind: _, cond, distance } => {
                            f(N::Site(site));
                            f(N::Dirs(dirs));
                            if let Some(x) = cond { f(N::Bool(x)) }
                            if let Some(x) = distance { f(N::Int(x)) }
                        }
                        Region::Incident { at, to: _, of: _ } => f(N::Site(at)),
                        Region::LineOfSight { at, .. } => f(N::Site(at)),
                        Region::Group(g) => {
                            let super::group::Group { at, dirs, cond, .. } = &$($m)? **g;
                            if let Some(x) = at { f(N::Site(x)) }
                            f(N::Dirs(dirs));
                            if let Some(x) = cond { f(N::Bool(x)) }
                        }
                        Region::Filter(r, c) => {
                            f(N::Region(r));
                            f(N::Bool(c));
                        }
                        Region::BoardDistance(x) => {
                            let (from, min, max) = &$($m)? **x;
                            f(N::Site(from));
                            f(N::Int(min));
                            f(N::Int(max));
                        }
                        Region::Each(r, each) => {
                            f(N::Region(r));
                            f(N::Region(each));
                        }
                        Region::OfKinds(r, _) => f(N::Region(r)),
                        Region::Distance { step, from, min, max } => {
                            f(N::Step(step));
                            f(N::Site(from));
                            f(N::Int(min));
                            f(N::Int(max));
                        }
                        Region::Walk { from, walks: _, rotations: _, ortho: _, forward: _ } => f(N::Site(from)),
                        Region::Start(n) => f(N::Int(n)),
                        Region::AroundSites(r, d) => {
                            f(N::Region(r));
                            f(N::Dirs(d));
                        }
                        Region::If(c, a, b) => {
                            f(N::Bool(c));
                            f(N::Region(a));
                            f(N::Region(b));
                        }
                    },
                    N::Site(s) => match s {
                        SiteFn::From
                        | SiteFn::To
                        | SiteFn::Between
                        | SiteFn::LastTo
                        | SiteFn::LastFrom
                        | SiteFn::LastToAfter
                        | SiteFn::Bound
                        | SiteFn::GroupStart
                        | SiteFn::Const(_)
                        | SiteFn::Where(_, _)
                        | SiteFn::Hand(_) => {}
                        SiteFn::Num(n) | SiteFn::HandOf(n) => f(N::Int(n)),
                        SiteFn::Ahead(a) => {
                            let (x, n, d) = &$($m)? **a;
                            f(N::Site(x));
                            f(N::Int(n));
                            f(N::Dirs(d));
                        }
                        SiteFn::RegionSite(a) => {
                            let (r, n) = &$($m)? **a;
                            f(N::Region(r));
                            f(N::Int(n));
                        }
                    },
                    N::Dirs(d) => match d {
                        Dirs::Fixed { abs: _, rel: _ } | Dirs::Same | Dirs::Opposite => {}
                        Dirs::Difference(a, b) => {
                            f(N::Dirs(a));
                            f(N::Dirs(b));
                        }
                        Dirs::If(c, a, b) => {
                            f(N::Bool(c));
                            f(N::Dirs(a));
                            f(N::Dirs(b));
                        }
                        Dirs::Union(v) => {
                            for x in v { f(N::Dirs(x)) }
                        }
                        Dirs::Toward(a, b) => {
                            f(N::Site(a));
                            f(N::Site(b));
                        }
                    },
                    N::Step(step) => {
                        let StepRule { dirs, cond } = step;
                        f(N::Dirs(dirs));
                        if let Some(x) = cond { f(N::Bool(x)) }
                    }
                }
            }
        }
    };
}

node_type!(
    /// A node of a program's tree, of any type, to read.
    #[derive(Clone, Copy)]
    Node
);

node_type!(
    /// A node of a program's tree, of any type, to change in place.
    NodeMut,
    mut
);

impl<'a> Node<'a> {
    /// Calls `f` on this node and every node under it, each before its children.
    pub fn walk(self, f: &mut dyn FnMut(Node<'a>)) {
        f(self);
        self.children(&mut |c| c.walk(f));
    }

    /// Whether this node or some node under it satisfies `f`.
    pub fn any(self, f: &mut dyn FnMut(Node<'a>) -> bool) -> bool {
        let mut found = false;
        self.walk(&mut |n| found = found || f(n));
        found
    }
}

impl<'a> NodeMut<'a> {
    /// Calls `f` on this node and every node under it, each before its children.
    pub fn walk(mut self, f: &mut dyn FnMut(&mut NodeMut<'a>)) {
        f(&mut self);
        self.children(&mut |c| c.walk(f));
    }
}

impl Program {
    /// Calls `f` on each tree of the program: its play (the plays of its phases
    /// included), the moves run at the end of each turn, its pieces' own moves, its end
    /// rules' conditions and scores, and each phase's end rules and `nextPhase`
    /// conditions.
    pub fn roots<'a>(&'a self, f: &mut dyn FnMut(Node<'a>)) {
        f(Node::Moves(&self.play));
        if let Some(m) = &self.turn_end {
            f(Node::Moves(m));
        }
        for c in &self.comps {
            if let Some(m) = &c.moves {
                f(Node::Moves(m));
            }
        }
        for r in &self.end {
            f(Node::Bool(&r.cond));
            for (_, n) in &r.scores {
                f(Node::Int(n));
            }
        }
        if let Some(m) = &self.game_match {
            for r in &m.end {
                f(Node::Bool(&r.cond));
            }
            if let Some(n) = &m.result {
                f(Node::Int(n));
            }
        }
        for phase in &self.phases {
            for r in &phase.end {
                f(Node::Bool(&r.cond));
                for (_, n) in &r.scores {
                    f(Node::Int(n));
                }
            }
            for n in &phase.next {
                f(Node::Bool(&n.cond));
            }
        }
    }

    /// [`Program::roots`], to change in place.
    pub fn roots_mut<'a>(&'a mut self, f: &mut dyn FnMut(NodeMut<'a>)) {
        f(NodeMut::Moves(&mut self.play));
        if let Some(m) = &mut self.turn_end {
            f(NodeMut::Moves(m));
        }
        for c in &mut self.comps {
            if let Some(m) = &mut c.moves {
                f(NodeMut::Moves(m));
            }
        }
        for r in &mut self.end {
            f(NodeMut::Bool(&mut r.cond));
            for (_, n) in &mut r.scores {
                f(NodeMut::Int(n));
            }
        }
        if let Some(m) = &mut self.game_match {
            for r in &mut m.end {
                f(NodeMut::Bool(&mut r.cond));
            }
            if let Some(n) = &mut m.result {
                f(NodeMut::Int(n));
            }
        }
        for phase in &mut self.phases {
            for r in &mut phase.end {
                f(NodeMut::Bool(&mut r.cond));
                for (_, n) in &mut r.scores {
                    f(NodeMut::Int(n));
                }
            }
            for n in &mut phase.next {
                f(NodeMut::Bool(&mut n.cond));
            }
        }
    }

    /// Whether some node of the program satisfies `f`.
    pub fn any_node(&self, f: &mut dyn FnMut(Node<'_>) -> bool) -> bool {
        let mut found = false;
        self.roots(&mut |root| found = found || root.any(&mut |n| f(n)));
        found
    }

    /// Whether some move program of the program, wherever it stands (inside a
    /// condition, a number or a region included), is of a kind `f` accepts.
    pub fn has_moves(&self, f: &dyn Fn(&MovesKind) -> bool) -> bool {
        self.any_node(&mut |n| matches!(n, Node::Moves(m) if f(&m.kind)))
    }

    /// Whether the program uses stacks: some move moves a whole stack (`stack:True`) or
    /// adds a piece on top of one, or the start stacks pieces, which is what makes a
    /// game one of stacks in Ludii.
    pub fn uses_stacks(&self) -> bool {
        self.has_moves(&|k| {
            matches!(
                k,
                MovesKind::Step { stack: true, .. }
                    | MovesKind::Slide { stack: true, .. }
                    | MovesKind::Hop { stack: true, .. }
                    | MovesKind::FromTo { stack: true, .. }
                    | MovesKind::FromToSites { stack: true, .. }
                    | MovesKind::FromToSites { level: Some(_), .. }
                    | MovesKind::Add { .. }
                    | MovesKind::AddPiece { stack: true, .. }
            )
        }) || self.start.iter().any(|x| x.stacked)
            || self.hands.iter().any(|h| h.stacked)
    }
}
