//! Programs in the idioms [`super::draughts`] writes where Ludii's draughts files
//! have no exact form: rankings folded into piece values, kings' captures first,
//! landing where the capture can go on, hops over the cells a one-colour board skips,
//! men that take only men, the huff.
//!
//! These programs are long, and a small change to one means another game, so they are
//! recognised by their whole text: the program is undone into the plain idioms
//! ([`normal`]), lowered as those are, and each capture policy its features allow is
//! raised again. A rule set is returned only when its raised program is the program
//! itself, so that lowering never accepts a program that means anything else.
//!
//! Not recognised: `MostValue` beside criteria other than `ByKing`, whose worths the
//! pieces' values do not give back (they hold the other criteria's fields too).

use super::draughts::program;
use super::normal::{self, Features};
use super::Why;
use crate::program::Program;
use crate::rules::{CaptureMode, Priority, Rules};

/// Lowers a program in raise's idioms, or says why it is not one.
pub fn lower(p: &Program) -> Result<Rules, Why> {
    let (plain, f) = normal::plain(p);
    if !f.any() {
        return Err("no idiom of ludic's own".into());
    }
    let mut base = super::lower_plain(&plain)?;
    for k in [&mut base.draughts.man, &mut base.draughts.king] {
        k.hops = normal::merged_hops(&k.hops);
    }
    candidates(&base, &f)
        .into_iter()
        .find(|c| {
            program(&p.name, c).is_ok_and(|mut q| {
                q.ruleset.clone_from(&p.ruleset);
                q == *p
            })
        })
        .ok_or_else(|| "a program like those ludic raises, but not one of them".into())
}

/// The rule sets `base` may be, given the program's features.
fn candidates(base: &Rules, f: &Features) -> Vec<Rules> {
    use Priority::*;
    let mut lists: Vec<(CaptureMode, Vec<Priority>)> = Vec::new();
    match f.huff {
        Some(by_count) => lists.push((
            CaptureMode::Huff,
            if by_count { vec![MostPieces] } else { vec![] },
        )),
        None => {
            let rests: Vec<Vec<Priority>> = if f.value {
                let mut v = orders(&[MostPieces, MostKings, EarliestKing]);
                v.push(vec![MostValue]);
                v
            } else if base.capture.priority.is_empty() {
                vec![vec![]]
            } else {
                vec![vec![MostPieces]]
            };
            for rest in rests {
                if rest.contains(&EarliestKing) != f.earliest {
                    continue;
                }
                let at: Vec<usize> = match f.by_king {
                    None => vec![],
                    Some(true) => vec![0],
                    Some(false) => (1..=rest.len()).collect(),
                };
                if f.by_king.is_none() {
                    lists.push((base.capture.mode, rest.clone()));
                }
                for i in at {
                    let mut l = rest.clone();
                    l.insert(i, ByKing);
                    lists.push((base.capture.mode, l));
                }
            }
        }
    }
    let cells = if f.phase {
        super::cells(&base.start, true)
    } else {
        base.board.cells
    };
    // Which kinds take only men, when some hop does.
    let takes_kings: &[(bool, bool)] = if f.men_only {
        &[(false, true), (true, false), (false, false)]
    } else {
        &[(true, true)]
    };
    let mut out = Vec::new();
    for (mode, list) in lists {
        for &(man, king) in takes_kings {
            let mut r = base.clone();
            r.board.cells = cells;
            r.capture.mode = mode;
            r.capture.land_to_continue = f.land;
            if list.contains(&MostValue) {
                let (Some(m), Some(k)) = f.values else {
                    continue;
                };
                r.man.worth = m;
                r.king.worth = k;
            }
            r.capture.priority = list.clone();
            for h in &mut r.man.hops {
                h.captures_kings = man;
            }
            for h in &mut r.king.hops {
                h.captures_kings = king;
            }
            out.push(r);
        }
    }
    out
}

/// Every order of every non-empty part of `of`.
fn orders(of: &[Priority]) -> Vec<Vec<Priority>> {
    let mut out = Vec::new();
    for (i, &p) in of.iter().enumerate() {
        out.push(vec![p]);
        let rest: Vec<Priority> = of
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &q)| q)
            .collect();
        for mut tail in orders(&rest) {
            tail.insert(0, p);
            out.push(tail);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_are_every_arrangement_of_every_part() {
        // 3 of one, 6 of two, 6 of three.
        let v = orders(&[
            Priority::MostPieces,
            Priority::MostKings,
            Priority::EarliestKing,
        ]);
        assert_eq!(v.len(), 15);
        let mut d = v.clone();
        d.sort_by_key(|l| format!("{l:?}"));
        d.dedup();
        assert_eq!(d.len(), 15);
    }
}
