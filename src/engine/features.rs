//! What a program uses, found once by [`Engine::new`](super::Engine::new) with the
//! walk over the whole program ([`crate::program::visit`]): stacks, a removal deferred
//! to the end of the turn, site values...

use crate::program::Program;

/// Whether a program uses stacks: some move moves a whole stack (`stack:True`) or adds a
/// piece on top of one, wherever it stands (inside a condition, a number or a region
/// too), which is what makes a game one of stacks in Ludii; or the start stacks pieces.
pub fn uses_stacks(p: &Program) -> bool {
    p.uses_stacks()
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;
    use crate::engine::Engine;

    /// A 5x5 game whose play is `play`.
    fn with_play(play: &str) -> Engine {
        engine_of(&format!(
            r#"(game "T" (players 2) (equipment {{ (board (square 5)) (piece "Disc" Each) }})
                (rules (start {{ (place "Disc1" (sites {{0}})) (place "Disc2" (sites {{24}})) }})
                    (play {play}) (end (if (no Moves Next) (result Mover Win)))))"#
        ))
    }

    /// The places a ludeme may stand in without being a move the play makes: each takes
    /// the moves `{M}` and is a whole play around them.
    const HIDING_PLACES: [&str; 4] = [
        "(if (< 0 (count Best {M})) (forEach Piece (move Step)) (move Pass))",
        "(if (is In (last To) (sites From {M})) (forEach Piece (move Step)) (move Pass))",
        "(forEach Piece (move Step (to if:(and (is Empty (to)) (<= 0 (count Sites in:(sites From {M})))))))",
        "(if (all Sites (sites Board) if:(or (is Empty (site)) (can Move {M}))) (forEach Piece (move Step)) (move Pass))",
    ];

    /// A removal at the end of the turn, a move of a whole stack and a memory ludeme are
    /// found wherever they stand: inside `(count Best ...)`, `(sites From ...)`, a
    /// destination test, `(all Sites ...)`.
    #[test]
    fn a_ludeme_is_found_wherever_it_stands() {
        let removal = "(forEach Piece (move Step (then (remove (last To) at:EndOfTurn))))";
        let stack = "(forEach Piece (move Step stack:True))";
        let memory = "(forEach Piece (move Step (then (set Var 1))))";
        for place in HIDING_PLACES {
            let e = with_play(&place.replace("{M}", removal));
            assert!(e.sequence_capture, "a deferred removal in {place}");
            assert!(!e.stacking, "no stacks in {place}");
            let e = with_play(&place.replace("{M}", stack));
            assert!(e.stacking, "a stack move in {place}");
            assert!(!e.sequence_capture, "no deferred removal in {place}");
            let e = with_play(&place.replace("{M}", memory));
            assert!(e.start.mem.is_some(), "a memory ludeme in {place}");
            assert!(e.start.below.is_some() == e.stacking);
        }
    }
}
