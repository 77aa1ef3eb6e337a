//! The checks that make a hop and its continuation the kernel's capture sequence, and
//! the promotion rule the moves of men imply.

use super::play::{KindPlay, PlayRead};
use super::shapes::{After, HopShape, Why};
use crate::program::{Dirs, Program, Region};
use crate::rules::{PromoteWhen, Removal};

/// Whether captures go on (multi-capture) and when jumped pieces leave the board.
/// The third answer: whether a hop may not go back the way the previous one came.
pub fn sequence(
    read: &PlayRead,
    kinds: [(&String, &KindPlay); 2],
) -> Result<(bool, Removal, bool), Why> {
    let mut continues: Option<bool> = None;
    // Per later hop: whether it may not turn back, and whether it is short.
    let mut turns: Vec<(bool, bool)> = Vec::new();
    let mut deferred: Option<bool> = None;
    for (_, k) in kinds {
        for (h, _) in &k.hops {
            let r = h.removal.ok_or("a capture that removes nothing")?;
            if deferred.is_some_and(|d| d != r) {
                return Err("captures that remove their pieces at different times".into());
            }
            deferred = Some(r);
        }
    }
    let deferred = deferred.unwrap_or(true);
    for (name, k) in kinds {
        for (h, after) in &k.hops {
            let goes_on = match after {
                After::End(_) => false,
                After::Continue(test, _) | After::StopOnPromotion(test, _) => {
                    turns.push((
                        continuation(read, name, k, h, test, after, deferred)?,
                        short(h),
                    ));
                    true
                }
                After::PromoteAndContinue {
                    promoted,
                    unpromoted,
                    ..
                } => {
                    let banned = continuation(read, name, k, h, unpromoted, after, deferred)?;
                    turns.push((banned, short(h)));
                    let other = kinds
                        .iter()
                        .find(|(n, _)| *n != name)
                        .ok_or("a promotion into no other kind")?;
                    let Some((ch, _, _)) = &other.1.cont else {
                        return Err(format!("a promoted {} goes on capturing, but the continuation has no hop for it", other.0));
                    };
                    if deferred && !promoted.skips_jumped {
                        return Err("a promoted piece's capture may jump a piece twice".into());
                    }
                    let first = other.1.hops.first().map(|(oh, _)| oh).ok_or(
                        "a promoted piece goes on capturing, but that kind has no capture of its own",
                    )?;
                    match (alike(ch, first), alike(promoted, first)) {
                        (Some(a), Some(b)) if a == b => turns.push((a, short(first))),
                        _ => {
                            return Err(
                                "a promoted piece goes on with a hop unlike its kind's own".into()
                            )
                        }
                    }
                    true
                }
            };
            if continues.is_some_and(|c| c != goes_on) {
                return Err("some captures go on and others end after one hop".into());
            }
            continues = Some(goes_on);
        }
    }
    let removal = if deferred {
        Removal::EndOfSequence
    } else {
        Removal::Immediately
    };
    // The kernel bans turning back for every piece or none; a short hop cannot turn
    // back anyway (the piece it jumped is gone, or may not be jumped twice).
    let no_reverse = turns.iter().any(|t| t.0);
    if no_reverse && turns.iter().any(|&(banned, short)| !banned && !short) {
        return Err("some pieces may turn back in a capture and others may not".into());
    }
    // Without any capture, whether captures go on says nothing; it reads as ludic's own
    // default (they go on).
    Ok((continues.unwrap_or(true), removal, no_reverse))
}

/// Whether a later hop `a` moves like the first hop `b`: equal reach, and the same
/// directions (`Some(false)`) or the same but the way back (`Some(true)`, Ludii's
/// `(difference D OppositeDirection)`).
fn alike(a: &HopShape, b: &HopShape) -> Option<bool> {
    if a.before != b.before || a.after != b.after {
        return None;
    }
    if a.dirs == b.dirs {
        return Some(false);
    }
    match &a.dirs {
        Dirs::Difference(d, o) if **d == b.dirs && **o == Dirs::Opposite => Some(true),
        _ => None,
    }
}

/// A hop that can only jump the piece beside it and land just behind.
fn short(h: &HopShape) -> bool {
    h.before == 0 && h.after == 0
}

/// Checks that a capture of kind `name` that goes on does so with the same hop: the
/// continuation's hop, the hop `can Move` tests, and the first hop move alike (true
/// when the later hops may not turn back); jumped
/// pieces cannot be jumped again; the continuation's consequences are the first hop's;
/// `max Moves` holds in both or neither.
fn continuation(
    read: &PlayRead,
    name: &str,
    k: &KindPlay,
    first: &HopShape,
    test: &HopShape,
    after: &After,
    deferred: bool,
) -> Result<bool, Why> {
    let Some((ch, ca, cmax)) = &k.cont else {
        return Err(format!(
            "captures by {name} go on, but the continuation has no hop for it"
        ));
    };
    let (Some(banned), Some(tested)) = (alike(ch, first), alike(test, first)) else {
        return Err(format!(
            "the continuation of {name}'s capture moves unlike its first hop"
        ));
    };
    if banned != tested {
        return Err(format!(
            "the continuation of {name}'s capture and its test differ on turning back"
        ));
    }
    if deferred && !(ch.skips_jumped && test.skips_jumped) {
        return Err(format!(
            "the continuation of {name}'s capture may jump a piece it has already jumped"
        ));
    }
    if ch.removal != first.removal {
        return Err(format!(
            "the continuation of {name}'s capture removes differently"
        ));
    }
    if ca != after {
        return Err(format!(
            "the continuation of {name}'s capture ends differently"
        ));
    }
    if *cmax != read.max {
        return Err(
            "`max Moves` on the first capture but not on its continuation, or the reverse".into(),
        );
    }
    Ok(banned)
}

/// The promotion of men (`man` moves, promoting into `king`): its region and when.
pub fn promotion(
    p: &Program,
    king: &str,
    man: &KindPlay,
    kp: &KindPlay,
) -> Result<Option<(Region, PromoteWhen)>, Why> {
    if super::promotions(kp).next().is_some() {
        return Err(format!("the {king} promotes too"));
    }
    let mut found: Vec<(&Region, u16, Option<PromoteWhen>)> = Vec::new();
    if let Some((r, k)) = &man.step_promotion {
        found.push((r, *k, None));
    }
    let mut by_capture = true;
    for (_, a) in &man.hops {
        match a {
            After::End(Some((r, k))) | After::Continue(_, Some((r, k))) => {
                found.push((r, *k, Some(PromoteWhen::EndOfTurn)))
            }
            After::StopOnPromotion(_, (r, k)) => found.push((r, *k, Some(PromoteWhen::Stop))),
            After::PromoteAndContinue {
                promotion: (r, k), ..
            } => found.push((r, *k, Some(PromoteWhen::Immediately))),
            After::End(None) | After::Continue(_, None) => by_capture = false,
        }
    }
    let Some(&(region, into, _)) = found.first() else {
        return Ok(None);
    };
    if found.iter().any(|(r, k, _)| *r != region || *k != into) {
        return Err("promotions to different regions or kinds".into());
    }
    if p.names.0.get(into as usize).map(String::as_str) != Some(king) {
        return Err("a promotion into an unexpected kind".into());
    }
    if !by_capture || man.step_promotion.is_none() && !man.steps.is_empty() {
        return Err("men that promote by one kind of move and not by another".into());
    }
    let mut when = found.iter().filter_map(|(_, _, w)| *w);
    let first = when.next().unwrap_or(PromoteWhen::EndOfTurn);
    if when.any(|w| w != first) {
        return Err("promotions at different moments of a capture".into());
    }
    Ok(Some((region.clone(), first)))
}
