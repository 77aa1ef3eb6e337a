//! The replay of one game of a trace (`ludii_trace`): at every move, ludic's legal
//! moves against Ludii's, then Ludii's chosen move played. A name may stand for moves
//! that reach different positions (two levels of one stack, which the trace does not
//! tell apart): every such position is followed, until the lines after tell them apart.

use super::ludii_trace::{move_name, Agreement, Difference, Line, TraceGame};
use crate::engine::{Action, Engine, Over, Stepper};
use crate::notation::position::{write_position, Naming};
use crate::program::board::OFF;
use std::collections::BTreeSet;

/// At most this many positions are followed at once.
const MAX_CANDIDATES: usize = 16;

/// An outcome of the roll under which ludic's only move is a pass that does not roll:
/// Ludii's forced pass when its roll left no move (that roll is then not in the trace).
fn outcome_of_pass(st: &Stepper) -> Option<usize> {
    (0..st.num_outcomes()).find(|&k| {
        let mut c = st.clone();
        c.roll(k)
            && c.moves()
                .iter()
                .all(|m| m.from == OFF && m.actions.iter().all(|a| *a == Action::Pass))
    })
}

/// The outcome of a roll that gives Ludii's dice: by faces when the trace has them
/// for every die, else by values.
fn outcome(st: &Stepper, line: &Line) -> Option<usize> {
    let n = st.num_outcomes();
    let dice = st.faces_of(0).len();
    // The roll comes first; a double left half played by the last turn (Ludii's stale
    // `temp`) adds the updates that give it back to every die after it.
    if let Some(f) = line.faces.as_ref().filter(|f| f.len() >= dice) {
        return (0..n).find(|&k| st.faces_of(k) == f[..dice]);
    }
    let values = &line.dice[..dice.min(line.dice.len())];
    (0..n).find(|&k| st.outcome_values(k) == values)
}

/// Whether the line is a double played again rather than a roll: Ludii gives a double's
/// dice their value back by an `ActionUpdateDice` in the moves that follow its first
/// use (`forEach Die replayDouble:True`), which the trace reads as a roll. It is one
/// when ludic's position keeps a double's value (`temp`) and the trace shows that double.
fn restores_double(st: &Stepper, line: &Line) -> bool {
    let view = st.view();
    let Some(d) = view.dice.as_deref().filter(|d| d.temp > 0) else {
        return false;
    };
    !line.dice.is_empty() && line.dice.iter().all(|&v| v == d.temp)
}

/// Which of ludic's moves named `chosen` Ludii played. Two moves of the same sites may
/// differ in what follows them (a die whose move goes on with the turn, another's that
/// ends it), which the name does not tell: the one after which the next line's player
/// moves with the dice it shows and the moves it lists (or, at the trace's last move,
/// the game ends) is taken, else the first. (Moves of different levels of one stack
/// share their name, and differ by the next line's moves.)
fn chosen_index(
    names: &Naming,
    st: &Stepper,
    ours: &[String],
    chosen: &str,
    next: Option<&Line>,
) -> Option<usize> {
    let mut named = (0..ours.len()).filter(|&i| ours[i] == chosen);
    let first = named.next()?;
    let fits = |i: usize| {
        let mut c = st.clone();
        c.play(i);
        match next {
            Some(l) if l.rolled => !c.is_over() && c.mover() == l.mover && lists_as(names, c, l),
            Some(l) => {
                !c.is_over()
                    && c.mover() == l.mover
                    && same_dice(&c, &l.dice)
                    && lists_as(names, c, l)
            }
            None => c.is_over(),
        }
    };
    if fits(first) {
        return Some(first);
    }
    Some(named.find(|&i| fits(i)).unwrap_or(first))
}

/// Whether ludic's moves at `c`, after Ludii's roll of `l` when it rolls, are named as
/// the moves `l` lists.
fn lists_as(names: &Naming, mut c: Stepper, l: &Line) -> bool {
    if c.is_chance_node() {
        match outcome(&c, l).filter(|_| l.rolled) {
            Some(k) => {
                c.roll(k);
            }
            None => return true,
        }
    }
    let ours: BTreeSet<String> = c.moves().iter().map(|m| move_name(names, m)).collect();
    let theirs: BTreeSet<String> = l.legal.iter().cloned().collect();
    ours == theirs
}

/// Whether the dice `st` shows are `dice`, as multisets.
fn same_dice(st: &Stepper, dice: &[i32]) -> bool {
    let view = st.view();
    let mut a: Vec<i32> = view
        .dice
        .as_deref()
        .map_or(Vec::new(), |d| d.value.to_vec());
    let mut b = dice.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

/// Whether both sides' only move is a pass.
fn passes_only(st: &Stepper, line: &Line) -> bool {
    let pass = |m: &crate::engine::Move| m.from == OFF && m.actions.contains(&Action::Pass);
    st.moves().iter().all(pass) && line.legal.iter().all(|m| m == "pass")
}

fn list(set: &BTreeSet<&str>) -> String {
    if set.is_empty() {
        "none".into()
    } else {
        set.iter().copied().collect::<Vec<_>>().join(" ")
    }
}

/// Replays one game of a trace on `engine`; the first difference, if any.
pub fn replay_game(engine: &Engine, g: &TraceGame) -> Result<Agreement, Difference> {
    let names = Naming::new(engine);
    let mut st = Stepper::start(engine);
    st.keep_dice_twins(true);
    st.set_explicit_chance(true);
    let np = engine.program.players.len();
    let first_line = g.steps.first().map_or(0, |(l, _)| *l);
    if let Some(p) = g.players.filter(|&p| p as usize != np) {
        let message = format!("Ludii's game has {p} players, ludic's {np}");
        return Err(Difference {
            line: first_line,
            step: Some(0),
            message,
            position: String::new(),
        });
    }
    let mut cands = vec![st];
    for (at, (no, line)) in g.steps.iter().enumerate() {
        let mut kept = Vec::new();
        let mut first_diff = None;
        for mut c in cands {
            match check_line(engine, &names, &mut c, no, line) {
                Ok(ours) => kept.push((c, ours)),
                Err(d) => {
                    first_diff.get_or_insert(d);
                }
            }
        }
        let Some((st, ours)) = kept.first() else {
            return Err(first_diff.unwrap_or_else(|| Difference {
                line: *no,
                step: line.step,
                message: "no position left".into(),
                position: String::new(),
            }));
        };
        let diff = |message: String, st: &Stepper| Difference {
            line: *no,
            step: line.step,
            message,
            position: write_position(engine, &st.view()),
        };
        let Some(chosen) = &line.chosen else {
            // Ludii found no move at all (not even its forced pass): the trace stops.
            return Err(diff(
                "Ludii has no legal move here and the game stops".into(),
                st,
            ));
        };
        let next = g.steps.get(at + 1).map(|(_, l)| l);
        let Some(i) = chosen_index(&names, st, ours, chosen, next) else {
            return Err(diff(
                format!("Ludii's chosen move {chosen} is not among its legal moves"),
                st,
            ));
        };
        // The position of the move chosen first, then those of the other moves of that
        // name, each position once.
        let mut next_cands: Vec<Stepper> = Vec::new();
        for (k, (c, ours)) in kept.iter().enumerate() {
            let first = if k == 0 { Some(i) } else { None };
            let named = (0..ours.len()).filter(|&j| ours[j] == *chosen && Some(j) != first);
            for j in first.into_iter().chain(named) {
                let mut d = c.clone();
                d.play(j);
                if next_cands.len() < MAX_CANDIDATES
                    && !next_cands.iter().any(|x| x.state() == d.state())
                {
                    next_cands.push(d);
                }
            }
        }
        cands = next_cands;
    }
    let Some(st) = cands.into_iter().next() else {
        return Err(Difference {
            line: 0,
            step: None,
            message: "no position left".into(),
            position: String::new(),
        });
    };
    let steps = g.steps.len();
    let Some((no, end)) = &g.end else {
        return Ok(Agreement {
            steps,
            ending: "the trace stops before the end".into(),
        });
    };
    let diff = |message: String| Difference {
        line: *no,
        step: None,
        message,
        position: write_position(engine, st.state()),
    };
    if !st.is_over() {
        return Err(diff(format!(
            "Ludii's game is over after {steps} moves (winner {}), ludic's goes on",
            end.winner
        )));
    }
    let ours = match st.state().over {
        Some(Over::Win(p)) => p,
        _ => 0,
    };
    if ours != end.winner {
        return Err(diff(format!(
            "the game ends with {} in Ludii, {} in ludic",
            winner_text(end.winner),
            ending(engine, &st)
        )));
    }
    Ok(Agreement {
        steps,
        ending: ending(engine, &st),
    })
}

fn winner_text(w: u8) -> String {
    if w == 0 {
        "no winner".into()
    } else {
        format!("P{w} winning")
    }
}

fn ending(_engine: &Engine, st: &Stepper) -> String {
    match st.state().over {
        Some(Over::Win(p)) => format!("P{p} won"),
        Some(Over::Draw) => "drawn".into(),
        None => "not over".into(),
    }
}

/// Checks one line of the trace at `st`: the mover, Ludii's roll (made in `st`) and the
/// legal moves; gives ludic's moves' names.
fn check_line(
    engine: &Engine,
    names: &Naming,
    st: &mut Stepper,
    no: &usize,
    line: &Line,
) -> Result<Vec<String>, Difference> {
    let diff = |message: String, st: &Stepper| Difference {
        line: *no,
        step: line.step,
        message,
        position: write_position(engine, &st.view()),
    };
    if st.is_over() {
        return Err(diff(
            format!(
                "ludic's game is over ({}), Ludii's goes on",
                ending(engine, st)
            ),
            st,
        ));
    }
    if st.mover() != line.mover {
        return Err(diff(
            format!(
                "P{} is to move in Ludii, P{} in ludic",
                line.mover,
                st.mover()
            ),
            st,
        ));
    }
    if st.is_chance_node() {
        let k = if line.rolled {
            outcome(st, line)
        } else if line.legal.iter().all(|m| m == "pass") {
            outcome_of_pass(st)
        } else {
            return Err(diff(
                format!(
                    "ludic rolls the dice here, Ludii does not (Ludii's dice show {:?})",
                    line.dice
                ),
                st,
            ));
        };
        let Some(k) = k else {
            return Err(diff(
                if line.rolled {
                    format!("no outcome of ludic's dice is Ludii's roll {:?}", line.dice)
                } else {
                    "Ludii's roll left it only a forced pass; every roll gives ludic a move".into()
                },
                st,
            ));
        };
        st.roll(k);
    } else if line.rolled && !passes_only(st, line) && !restores_double(st, line) {
        // (A roll no outcome of which gives a move is no chance node in ludic: the
        // forced pass that follows is the same whatever the dice, as in Ludii.)
        return Err(diff(
            format!(
                "Ludii rolls the dice here ({:?}), ludic does not",
                line.dice
            ),
            st,
        ));
    } else if engine.is_stochastic() && !line.rolled && !restores_double(st, line) {
        // As multisets: of two dice of one value, the move (named by its sites)
        // may have used either in Ludii, the first in ludic.
        if !same_dice(st, &line.dice) {
            let view = st.view();
            let shown: Vec<i32> = view
                .dice
                .as_deref()
                .map_or(Vec::new(), |d| d.value.to_vec());
            return Err(diff(
                format!("the dice show {:?} in Ludii, {shown:?} in ludic", line.dice),
                st,
            ));
        }
    }
    let ours: Vec<String> = st.moves().iter().map(|m| move_name(names, m)).collect();
    let a: BTreeSet<&str> = line.legal.iter().map(String::as_str).collect();
    let b: BTreeSet<&str> = ours.iter().map(String::as_str).collect();
    if a != b {
        let only_ludii: BTreeSet<&str> = a.difference(&b).copied().collect();
        let only_ludic: BTreeSet<&str> = b.difference(&a).copied().collect();
        return Err(diff(
            format!(
                "P{} with dice {:?}: Ludii has {} distinct moves ({} listed), ludic {}; \
             only Ludii: {}; only ludic: {}",
                line.mover,
                line.dice,
                a.len(),
                line.legal.len(),
                b.len(),
                list(&only_ludii),
                list(&only_ludic)
            ),
            st,
        ));
    }
    Ok(ours)
}
