//! Choosing one item per option: explicit `--option` first, then the ruleset's
//! choices, then the option's default item.
//!
//! The ruleset is the one `--ruleset NAME` names (a case-insensitive substring of its
//! name; an exact match wins over other substring matches). Without `--ruleset`, no
//! ruleset applies, as in Ludii's loader: each option is at its default item (the one
//! with the most `*`, the first of equals; the first item when none has a `*`). The
//! ruleset then reported is the first whose choices are all among the items chosen
//! (Ludii's `autoSelectRuleset`), if one is.

use super::Selection;
use crate::diag::{did_you_mean, Diag, Diags};
use crate::expand::options::{Opt, Ruleset};

/// The choice made.
#[derive(Debug, Default)]
pub struct Chosen {
    /// Index of the chosen item of each option, in the options' order.
    pub pick: Vec<usize>,
    /// The ruleset used, if any.
    pub ruleset: Option<String>,
    /// `"Heading/Label"` of each chosen item.
    pub labels: Vec<String>,
    /// Per option, the `--option` text that chose its item, if one did.
    pub explicit: Vec<Option<String>>,
}

/// Chooses items. Faults in the file go to `diags`, faults in `sel` to `usage`.
pub fn select(
    opts: &[Opt],
    rulesets: &[Ruleset],
    sel: &Selection,
    diags: &mut Diags,
    usage: &mut Diags,
) -> Chosen {
    let mut pick: Vec<usize> = opts.iter().map(default_item).collect();
    let ruleset = choose_ruleset(rulesets, sel.ruleset.as_deref(), usage);
    let all: Vec<String> = opts
        .iter()
        .flat_map(|o| {
            o.items
                .iter()
                .map(move |i| format!("{}/{}", o.heading, i.label))
        })
        .collect();
    // Every ruleset's choices are checked, chosen or not: a ruleset that names no item
    // is a slip in the file wherever it is.
    for r in rulesets {
        let chosen = ruleset.is_some_and(|c| std::ptr::eq(c, r));
        for (choice, span) in &r.choices {
            match find(opts, choice) {
                Some((o, i)) if chosen => pick[o] = i,
                Some(_) => {}
                None => {
                    let mut d = Diag::new(
                        "lud::expand::unknown_item",
                        format!(
                            "ruleset `{}` chooses an unknown option item `{choice}`",
                            r.name
                        ),
                    )
                    .label(*span, "no option item has this name");
                    d = d.help(suggest(choice, &all));
                    diags.push(d);
                }
            }
        }
    }
    // Which `--option` chose each option, to refuse two for one heading.
    let mut by: Vec<Option<&str>> = vec![None; opts.len()];
    for choice in &sel.options {
        match find_part(opts, choice) {
            Ok((o, i)) => {
                if let Some(first) = by[o] {
                    usage.push(
                        Diag::new(
                            "lud::usage::option_twice",
                            format!(
                                "--option `{first}` and --option `{choice}` both choose for the option `{}`",
                                opts[o].heading
                            ),
                        )
                        .help("give one item per option"),
                    );
                }
                by[o] = Some(choice);
                pick[o] = i;
            }
            Err(matches) if matches.len() > 1 => usage.push(
                Diag::new(
                    "lud::usage::ambiguous_option",
                    format!("--option `{choice}` matches several option items"),
                )
                .help(format!(
                    "it matches {}; write more of the name",
                    matches
                        .iter()
                        .map(|s| format!("\"{s}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            ),
            Err(_) => usage.push(
                Diag::new(
                    "lud::usage::unknown_option",
                    format!("--option `{choice}` names no option item of this game"),
                )
                .help(suggest(choice, &all)),
            ),
        }
    }
    let labels: Vec<String> = opts
        .iter()
        .zip(&pick)
        .map(|(o, &i)| format!("{}/{}", o.heading, o.items[i].label))
        .collect();
    let ruleset = ruleset.or_else(|| matching(rulesets, &labels));
    Chosen {
        pick,
        ruleset: ruleset.map(|r| r.name.clone()),
        labels,
        explicit: by.into_iter().map(|b| b.map(str::to_string)).collect(),
    }
}

/// The first ruleset that chooses something and whose choices are all among `labels`
/// (`"Heading/Label"` of each chosen item): the ruleset Ludii names for a game loaded
/// without one (`Description.autoSelectRuleset`).
fn matching<'a>(rulesets: &'a [Ruleset], labels: &[String]) -> Option<&'a Ruleset> {
    rulesets.iter().find(|r| {
        !r.choices.is_empty()
            && r.choices
                .iter()
                .all(|(c, _)| labels.iter().any(|l| l.eq_ignore_ascii_case(c)))
    })
}

/// The item an option takes when nothing chooses one: the one with the most `*`, the
/// first of equals (so the first item when none is marked), as Ludii's
/// `GameOptions.computeOptionSelections`.
pub fn default_item(o: &Opt) -> usize {
    let best = o.items.iter().map(|i| i.default).max().unwrap_or(0);
    o.items.iter().position(|i| i.default == best).unwrap_or(0)
}

/// The option and item named `"Heading/Label"` (compared without regard to case).
fn find(opts: &[Opt], choice: &str) -> Option<(usize, usize)> {
    let want = choice.to_lowercase();
    opts.iter().enumerate().find_map(|(o, opt)| {
        opt.items
            .iter()
            .position(|i| format!("{}/{}", opt.heading, i.label).to_lowercase() == want)
            .map(|i| (o, i))
    })
}

/// The option item `--option` names: its whole `"Heading/Label"` or, like `--ruleset`, a
/// case-insensitive part of it that only one item has (`never` for `Draw/Never`). On
/// failure, the items the part matches (several, or none).
fn find_part(opts: &[Opt], choice: &str) -> Result<(usize, usize), Vec<String>> {
    if let Some(found) = find(opts, choice) {
        return Ok(found);
    }
    let want = choice.to_lowercase();
    let mut hits = Vec::new();
    for (o, opt) in opts.iter().enumerate() {
        for (i, item) in opt.items.iter().enumerate() {
            let name = format!("{}/{}", opt.heading, item.label);
            if !want.is_empty() && name.to_lowercase().contains(&want) {
                hits.push(((o, i), name));
            }
        }
    }
    match hits.as_slice() {
        [(found, _)] => Ok(*found),
        _ => Err(hits.into_iter().map(|h| h.1).collect()),
    }
}

fn suggest(choice: &str, all: &[String]) -> String {
    let list = if all.is_empty() {
        "this game has no options".to_string()
    } else {
        format!(
            "the items are: {}",
            all.iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    match did_you_mean(choice, all.iter().map(String::as_str)) {
        Some(s) => format!("did you mean \"{s}\"? {list}"),
        None => list,
    }
}

fn choose_ruleset<'a>(
    rulesets: &'a [Ruleset],
    name: Option<&str>,
    usage: &mut Diags,
) -> Option<&'a Ruleset> {
    let list = || {
        format!(
            "the rulesets are: {}",
            rulesets
                .iter()
                .map(|r| format!("\"{}\"", r.name))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    // Without --ruleset no ruleset applies: Ludii's `*` after a ruleset marks nothing
    // its loader reads.
    let name = name?;
    if rulesets.is_empty() {
        usage.push(
            Diag::new(
                "lud::usage::no_rulesets",
                format!("--ruleset `{name}`: this game has no rulesets"),
            )
            .help("leave out --ruleset"),
        );
        return None;
    }
    let want = name.to_lowercase();
    let hits: Vec<&Ruleset> = rulesets
        .iter()
        .filter(|r| r.name.to_lowercase().contains(&want))
        .collect();
    if let Some(exact) = hits.iter().find(|r| r.name.to_lowercase() == want) {
        return Some(exact);
    }
    match hits.as_slice() {
        [one] => Some(one),
        [] => {
            usage.push(
                Diag::new(
                    "lud::usage::unknown_ruleset",
                    format!("--ruleset `{name}` matches no ruleset"),
                )
                .help(list()),
            );
            None
        }
        many => {
            usage.push(
                Diag::new(
                    "lud::usage::ambiguous_ruleset",
                    format!(
                        "--ruleset `{name}` matches {} rulesets: {}",
                        many.len(),
                        many.iter()
                            .map(|r| format!("\"{}\"", r.name))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
                .help(format!("give more of the name; {}", list())),
            );
            None
        }
    }
}
