//! `(move Add (piece P) (to R if:C))` and `(add (piece P) (to S))` in a game of
//! stacks, as Ludii's `Add`: a piece of a named component on top of each site's stack.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::{Bool, Int, Moves, Region};

impl Engine {
    /// One move per site of `to` (in increasing order, with `(to)` bound) where `cond`
    /// holds: a piece of the component `piece` names goes on top of that site's stack.
    /// No move when the number names no component.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_add_piece<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (piece, to, cond, twice): (&Int, &Region, Option<&Bool>, Option<&Bool>),
        (count, state, apply): (Option<&Int>, Option<&Int>, Option<&'p Moves>),
        out: &mut impl Sink<'p>,
    ) {
        let comp = self.int(s, c, piece);
        if comp < 1 || comp as usize > self.program.comps.len() {
            return;
        }
        // A large piece goes where all it covers is empty, in each of its turns.
        if self.is_large(comp as u16) {
            let only = state.map(|k| self.int(s, c, k) as i32);
            let sites = self.region(s, c, to);
            self.gen_add_large(s, comp as u16, &sites, only, out);
            return;
        }
        let n = count
            .map_or(1, |k| self.int(s, c, k))
            .clamp(0, i64::from(u16::MAX)) as u16;
        // Ludii's `Add` makes no move of fewer than one piece.
        if n == 0 {
            return;
        }
        for site in self.region(s, c, to).iter() {
            // A site off the board is a hand's (a capture to the captor's hand).
            if site as usize >= s.what.len() && self.hand_index(site).is_none() {
                continue;
            }
            if cond.is_some_and(|b| !self.cond(s, &Ctx { to: site, ..*c }, b)) {
                continue;
            }
            let mut mv = Move {
                from: site,
                to: site,
                ..effect(Action::Add {
                    site,
                    comp: comp as u16,
                    n,
                })
            };
            // The state goes with the piece, on an occupied site too (Ludii's
            // `ActionAdd` sets it whatever the site held).
            if let Some(k) = state {
                let v = self.int(s, &Ctx { to: site, ..*c }, k) as i32;
                mv.actions.push(Action::SetState(site, v));
            }
            if let Some(eff) = apply {
                self.chain(
                    s,
                    &Ctx {
                        from: site,
                        to: site,
                        ..*c
                    },
                    eff,
                    &mut mv,
                );
            }
            let again = twice.is_some_and(|t| self.cond(s, &Ctx { to: site, ..*c }, t));
            if again {
                out.push(mv.clone());
            }
            out.push(mv);
            if out.done() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    #[test]
    fn a_named_piece_is_added_on_each_site_that_passes_and_its_consequence_on_top() {
        let e = engine_of(
            r#"(game "T" (players {(player N) (player S)})
                (equipment { (board (square 3)) (piece "Disc" Each) (tile "Hex" Each) })
                (rules (start { (place Stack "Hex1" 0) (place Stack "Disc1" 0) (place Stack "Hex2" 8) })
                    (play (move Add (piece (id "Hex" Mover))
                        (to (sites Around (sites Occupied by:Mover component:"Hex" top:False)) if:(is Empty (to)))
                        (then (add (piece (id "Disc" Mover)) (to (last To)) stack:True))))
                    (end (if False (result Mover Win)))))"#,
        );
        let s = e.start();
        let moves = e.legal(&s);
        let to: Vec<u16> = moves.iter().map(|m| m.to).collect();
        assert_eq!(to, vec![1, 3, 4]);
        let mut t = s.clone();
        e.apply(&mut t, &moves[2]);
        let hex1 = e.program.comp_named("Hex1").unwrap_or(0);
        let disc1 = e.program.comp_named("Disc1").unwrap_or(0);
        assert_eq!(e.what_at_level(&t, 4, 0), hex1);
        assert_eq!(e.what_at_level(&t, 4, 1), disc1);
        assert_eq!(e.stack_size(&t, 4), 2);
        // P2 grows around its own tile on 8, whose site holds no disc.
        let to: Vec<u16> = e.legal(&t).iter().map(|m| m.to).collect();
        assert_eq!(to, vec![5, 7]);
    }

    #[test]
    fn a_piece_is_named_by_its_full_name_or_a_number_and_a_number_of_none_adds_nothing() {
        let adds = |piece: &str| {
            let e = engine_of(&format!(
                r#"(game "T" (players 2)
                    (equipment {{ (board (square 3)) (piece "Disc" Each) }})
                    (rules (play (or (move Add (piece {piece}) (to (sites Empty))) (move (from) (to (from)) stack:True)))
                        (end (if False (result Mover Win)))))"#
            ));
            let s = e.start();
            let moves = e.legal(&s);
            let added: Vec<u16> = moves
                .iter()
                .map(|m| {
                    let mut t = s.clone();
                    e.apply(&mut t, m);
                    t.what[m.to as usize]
                })
                .collect();
            added
        };
        assert_eq!(adds(r#""Disc2""#), vec![2; 9]);
        assert_eq!(adds("(id \"Disc\" Mover)"), vec![1; 9]);
        assert!(adds("7").is_empty());
        assert!(adds("0").is_empty());
    }

    /// In a game of stacks `count:` pieces go on the stack; fewer than one makes no move
    /// (Ludii's `Add`): the count is the number of moves so far, so the first move
    /// adds none (only the pass is left), the second one disc, the third two.
    #[test]
    fn a_count_of_pieces_goes_on_the_stack_and_none_makes_no_move() {
        let e = engine_of(
            r#"(game "T" (players 2)
                (equipment { (board (square 2)) (piece "Disc" Each) })
                (rules (play (or (move Add (piece "Disc1") (to (sites Board)) count:(count Moves) stack:True) (move Pass)))
                    (end (if False (result Mover Win)))))"#,
        );
        let mut s = e.start();
        assert_eq!(e.legal(&s).len(), 1);
        let pass = e.legal(&s)[0].clone();
        e.apply(&mut s, &pass);
        let add = e.legal(&s)[0].clone();
        e.apply(&mut s, &add);
        assert_eq!(e.stack_size(&s, add.to), 1);
        // P1's count is two now: onto the same stack, three in all.
        let again = e.legal(&s).into_iter().find(|m| m.to == add.to);
        let again = again.expect("an addition onto the stack");
        e.apply(&mut s, &again);
        assert_eq!(e.stack_size(&s, add.to), 3);
    }
}
