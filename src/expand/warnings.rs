//! Warnings: faults that Ludii lets pass without a word. ludic accepts such a file as
//! Ludii does and says what it found (`--deny-warnings` makes these errors):
//!
//! - `lud::warn::unused_define`: a define of the file, or of a base it extends, that
//!   nothing uses (the built-in library's and a `--defs` folder's are not the user's);
//! - `lud::warn::unused_option`: an option whose `<Tag>` appears nowhere, so no item of
//!   it changes the game;
//! - `lud::warn::same_item`: an option item that sets nothing of its own, its values the
//!   same as an earlier item's (an empty value `<>` is a value: "no rule");
//! - `lud::warn::define_args` (found while expanding, in [`crate::expand::defines`]): a
//!   use that gives a define more arguments than its body has `#n` for.
//!
//! Defines and options are used or not whatever the selection: a define counts as used
//! when the game, an option item (any, chosen or not), the metadata or the body of a
//! define in use names it, as Ludii's text expansion would meet it.

use crate::diag::{Diag, Diags};
use crate::expand::defines::Table;
use crate::expand::options::Opt;
use crate::syntax::ast::{Head, Kind, Node, Span};
use std::collections::HashSet;

/// Clause heads whose first string is a name, not a define use (as in the expander),
/// and `define`, whose first string is the name it defines.
const NAMING: &[&str] = &["game", "match", "instance", "define"];

/// The names of `table`'s defines that `n` uses, added to `out`.
fn uses(n: &Node, table: &Table, out: &mut Vec<String>) {
    match &n.kind {
        Kind::Clause { head, args, .. } => {
            if let Head::Define(name) = head {
                out.push(name.clone());
            }
            let skip = matches!(head, Head::Name(h) if NAMING.contains(&h.as_str()))
                && matches!(args.first().map(|a| &a.kind), Some(Kind::Str(_)));
            for a in &args[usize::from(skip)..] {
                uses(a, table, out);
            }
        }
        Kind::Str(s) if table.get(s).is_some() => out.push(s.clone()),
        // `"First".."Last"`: ends that name defines are uses of them.
        Kind::SiteRange(a, b) => {
            out.extend(
                [a, b]
                    .into_iter()
                    .filter(|s| table.get(s).is_some())
                    .cloned(),
            );
        }
        Kind::Array(v) | Kind::Angle(v) | Kind::Group(v) => {
            v.iter().for_each(|x| uses(x, table, out));
        }
        Kind::Named { value, .. } => uses(value, table, out),
        _ => {}
    }
}

/// The quoted name of a `(define "Name" ...)` and its span.
fn define_name(n: &Node) -> Option<(&str, Span)> {
    match &n.kind {
        Kind::Clause { args, .. } => match args.first() {
            Some(Node {
                kind: Kind::Str(s),
                span,
            }) => Some((s, *span)),
            _ => None,
        },
        _ => None,
    }
}

/// Warns for each define of `own` (the file's and its bases') that nothing reached from
/// `roots` uses, directly or through the bodies of defines in use. `file` is the game's
/// own file: a define elsewhere is a base's.
pub fn unused_defines(own: &[Node], roots: &[&Node], table: &Table, file: u32) -> Diags {
    let mut used: HashSet<String> = HashSet::new();
    let mut todo = Vec::new();
    for r in roots {
        uses(r, table, &mut todo);
    }
    while let Some(name) = todo.pop() {
        if !used.insert(name.clone()) {
            continue;
        }
        if let Some(d) = table.get(&name) {
            for b in &d.body {
                uses(b, table, &mut todo);
            }
        }
    }
    let mut out = Diags::new();
    for (name, span) in own.iter().filter_map(define_name) {
        if used.contains(name) {
            continue;
        }
        let (message, help) = if span.file == file {
            (
                format!("define \"{name}\" is never used"),
                format!(
                    "Ludii drops a define that nothing uses without a word; remove it, or use it \
                     as (\"{name}\" ...) or \"{name}\" where its body belongs"
                ),
            )
        } else {
            (
                format!("define \"{name}\" of the base is never used"),
                format!(
                    "remove it from the base or, when this variant replaced what used it, \
                     remove it here with (remove (define \"{name}\"))"
                ),
            )
        };
        out.push(
            Diag::warning("lud::warn::unused_define", message)
                .label(span, "nothing in the game uses this define")
                .help(help),
        );
    }
    out
}

/// Whether `n` holds the option reference `<tag>` or `<tag:name>`.
fn refers_to(n: &Node, tag: &str) -> bool {
    match &n.kind {
        Kind::Angle(v) => match v.as_slice() {
            [Node {
                kind: Kind::Ident(t),
                ..
            }] => t == tag,
            [Node {
                kind: Kind::Named { name, .. },
                ..
            }] => name == tag,
            _ => v.iter().any(|x| refers_to(x, tag)),
        },
        Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Group(v) => {
            v.iter().any(|x| refers_to(x, tag))
        }
        Kind::Named { value, .. } => refers_to(value, tag),
        _ => false,
    }
}

/// Warns for each option that nothing refers to: not the game nor the defines (`used`,
/// found while substituting), nor the metadata or another option's items. `explicit`
/// is the `--option` that chose each option's item, if any: it changes nothing.
pub fn unused_options(
    opts: &[Opt],
    used: &[bool],
    metadata: &[&Node],
    explicit: &[Option<String>],
    file: u32,
) -> Diags {
    let mut out = Diags::new();
    for (o, opt) in opts.iter().enumerate() {
        if used.get(o).copied().unwrap_or(true) {
            continue;
        }
        let elsewhere = metadata.iter().any(|m| refers_to(m, &opt.tag))
            || opts.iter().enumerate().any(|(p, other)| {
                p != o
                    && other
                        .items
                        .iter()
                        .flat_map(|i| i.values.iter().flatten())
                        .any(|v| refers_to(v, &opt.tag))
            });
        if elsewhere {
            continue;
        }
        let tag = &opt.tag;
        let message = match explicit.get(o).and_then(Option::as_deref) {
            Some(c) => format!(
                "--option `{c}` changes nothing: the option \"{}\" is never referred to",
                opt.heading
            ),
            None => format!("the option \"{}\" is never referred to", opt.heading),
        };
        let base = if opt.span.file == file {
            String::new()
        } else {
            format!(
                "; when this variant replaced what said it, remove the base's option here with \
                 (remove (option \"{}\"))",
                opt.heading
            )
        };
        out.push(
            Diag::warning("lud::warn::unused_option", message)
                .label(
                    opt.tag_span,
                    format!("`<{tag}>` appears nowhere in the game"),
                )
                .help(format!(
                    "Ludii ignores an option nothing refers to, so none of its items changes the \
                     game; write <{tag}> where its value belongs, or remove the option{base}"
                )),
        );
    }
    out
}

/// Warns for each option item whose values are those of an earlier item of the same
/// option: choosing it sets nothing that choosing the other does not. Items that differ
/// only in an empty value (`<>`, "no rule") differ: the empty value is a value.
pub fn same_items(opts: &[Opt]) -> Diags {
    let mut out = Diags::new();
    for opt in opts {
        for (i, item) in opt.items.iter().enumerate() {
            let Some(first) = opt.items[..i].iter().find(|e| e.values == item.values) else {
                continue;
            };
            out.push(
                Diag::warning(
                    "lud::warn::same_item",
                    format!(
                        "the item \"{}\" of the option \"{}\" sets nothing of its own",
                        item.label, opt.heading
                    ),
                )
                .label(
                    item.span,
                    format!("its values are those of \"{}\"", first.label),
                )
                .label(first.span, "the same values here")
                .help(format!(
                    "choosing \"{}/{}\" gives the game that \"{}/{}\" gives; give the item \
                     values of its own, or remove it. An empty value is a value of its own: \
                     `(item \"Never\" <>)` removes the rule the option stands for",
                    opt.heading, item.label, opt.heading, first.label
                )),
            );
        }
    }
    out
}

/// Every file any node of `items` was read from: the game's file and its bases.
pub fn files_of(items: &[Node]) -> Vec<u32> {
    fn walk(n: &Node, out: &mut HashSet<u32>) {
        out.insert(n.span.file);
        match &n.kind {
            Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Angle(v) | Kind::Group(v) => {
                v.iter().for_each(|x| walk(x, out));
            }
            Kind::Named { value, .. } => walk(value, out),
            _ => {}
        }
    }
    let mut out = HashSet::new();
    items.iter().for_each(|n| walk(n, &mut out));
    let mut v: Vec<u32> = out.into_iter().collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use crate::load::{expand_source, Selection};

    /// The codes and first label texts of the warnings of `text`, in order.
    fn warned(text: &str) -> Vec<(&'static str, String)> {
        let e = expand_source("t.lud", text, &Selection::default())
            .unwrap_or_else(|f| panic!("loads:\n{}", f.render(false)));
        e.warnings
            .0
            .iter()
            .map(|d| (d.code, d.message.clone()))
            .collect()
    }

    const GAME: &str = r#"(game "T" (players 2) (equipment {(board (square 3)) BODY})
        (rules (play (move Pass)) (end (if (no Moves Next) (result Mover Win)))))"#;

    fn game(body: &str, rest: &str) -> String {
        format!("{}\n{rest}", GAME.replace("BODY", body))
    }

    #[test]
    fn a_define_counts_as_used_from_any_item_the_metadata_or_a_used_body() {
        let text = game(
            r#"(piece "Man" Each <M>) ("Outer")"#,
            r#"(define "Outer" (piece "King" Each ("Inner")))
               (define "Inner" (move Slide))
               (define "InItem" (move Step Forward))
               (define "InMeta" Dark)
               (option "M" <M> {(item "A" <>)* (item "B" <("InItem")>)})
               (metadata (graphics {(board Colour Phase0 "InMeta")}))"#,
        );
        assert_eq!(warned(&text), []);
    }

    #[test]
    fn a_define_used_only_by_an_unused_define_is_unused_and_library_defines_never_warn() {
        let text = game(
            "",
            r#"(define "Outer" (piece "King" Each ("Inner")))
               (define "Inner" (move Slide))"#,
        );
        let codes: Vec<_> = warned(&text).into_iter().map(|w| w.1).collect();
        assert_eq!(
            codes,
            [
                "define \"Outer\" is never used",
                "define \"Inner\" is never used"
            ]
        );
        // The library's defines, all unused here, give none.
        assert_eq!(warned(&game("", "")), []);
    }

    #[test]
    fn a_file_define_that_replaces_a_library_define_is_used_by_the_library() {
        // The library's "ChessPawn" uses "StepForwardToEmpty", as Ludii's does: the
        // file's own one is the one it uses.
        let text = game(
            r#"("ChessPawn" "Man")"#,
            r#"(define "StepForwardToEmpty" (move Step Forward (to if:(is Empty (to)))))"#,
        );
        assert_eq!(warned(&text), []);
    }

    #[test]
    fn extra_arguments_warn_once_per_place_written() {
        // "Two" is used twice, so its body's use of "One" is expanded twice: one warning.
        let text = game(
            r#"(piece "Man" Each (or "Two" "Two"))"#,
            r#"(define "One" (move Step #1))
               (define "Two" ("One" Forward Backward))"#,
        );
        assert_eq!(
            warned(&text),
            [(
                "lud::warn::define_args",
                "\"One\" uses 1 argument but is given 2".to_string()
            )]
        );
        // `~` in a place the body has no `#n` for is an argument too.
        let text = game(
            r#"(piece "Man" Each ("One" Forward ~))"#,
            r#"(define "One" (move Step #1))"#,
        );
        assert_eq!(warned(&text).len(), 1);
    }

    #[test]
    fn an_empty_item_is_a_value_and_two_alike_are_not() {
        let opt = |items: &str| {
            game(
                r#"(piece "Man" Each (move Step <D>))"#,
                &format!(r#"(option "D" <D> {{{items}}})"#),
            )
        };
        assert_eq!(warned(&opt(r#"(item "A" <Forward>) (item "B" <>)"#)), []);
        assert_eq!(
            warned(&opt(r#"(item "A" <>) (item "B" <Forward>) (item "C" <>)"#)),
            [(
                "lud::warn::same_item",
                "the item \"C\" of the option \"D\" sets nothing of its own".to_string()
            )]
        );
        // Descriptions do not count: only what an item sets.
        assert_eq!(
            warned(&opt(
                r#"(item "A" <Forward> "one") (item "B" <Forward> "two")"#
            ))
            .len(),
            1
        );
    }

    #[test]
    fn an_option_is_referred_to_by_the_game_a_define_the_metadata_or_another_option() {
        let text = game(
            r#"(piece "Man" Each "Moves")"#,
            r#"(define "Moves" (move Step <D>))
               (option "D" <D> {(item "F" <Forward>) (item "B" <Backward>)})
               (option "Meta" <Meta> {(item "X" <Dark>)})
               (option "Nested" <Nested> {(item "Y" <1>)})
               (option "Outer" <Outer> {(item "Z" <(square <Nested>)>)})
               (option "Lost" <Lost> {(item "L" <1>)})
               (metadata (graphics {(board Colour Phase0 <Meta>)}))"#,
        );
        let got: Vec<_> = warned(&text).into_iter().map(|w| w.1).collect();
        assert_eq!(
            got,
            [
                "the option \"Outer\" is never referred to",
                "the option \"Lost\" is never referred to"
            ]
        );
    }
}
