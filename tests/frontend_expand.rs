//! What expansion does, construct by construct, on small in-memory files.

use ludic::load::{expand_source, Failure, Selection};
use ludic::syntax::print::print_flat;

fn sel(ruleset: Option<&str>, options: &[&str]) -> Selection {
    Selection {
        ruleset: ruleset.map(str::to_string),
        options: options.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

fn expand_with(text: &str, s: &Selection) -> String {
    match expand_source("t.lud", text, s) {
        Ok(e) => print_flat(&e.game),
        Err(f) => panic!("{}", f.render(false)),
    }
}

fn expand(text: &str) -> String {
    expand_with(text, &Selection::default())
}

fn fail(text: &str) -> Failure {
    match expand_source("t.lud", text, &Selection::default()) {
        Ok(e) => panic!("expanded: {}", print_flat(&e.game)),
        Err(f) => f,
    }
}

fn codes(f: &Failure) -> Vec<&'static str> {
    f.diags.0.iter().map(|d| d.code).collect()
}

#[test]
fn defines_substitute_parameters_and_nest() {
    let text = r#"
        (define "Dirs" {FL FR})
        (define "Step" (move Step (directions #1) #2))
        (game "G" ("Step" "Dirs" (to if:True)))
    "#;
    assert_eq!(
        expand(text),
        r#"(game "G" (move Step (directions {FL FR}) (to if:True)))"#
    );
}

#[test]
fn omitted_arguments_vanish_with_their_name() {
    let text = r#"
        (define "Hop" (move Hop #1 (between apply:(remove (between) at:#2)) #3))
        (game "G" {("Hop" Diagonal ~ (to)) ("Hop" Diagonal) ("Hop" ~ EndOfTurn)})
    "#;
    assert_eq!(
        expand(text),
        "(game \"G\" {(move Hop Diagonal (between apply:(remove (between))) (to)) \
         (move Hop Diagonal (between apply:(remove (between)))) \
         (move Hop (between apply:(remove (between) at:EndOfTurn)))})"
    );
}

#[test]
fn a_define_may_take_a_use_of_itself() {
    let text = r#"(define "Not" (not #1)) (game "G" ("Not" ("Not" True)))"#;
    assert_eq!(expand(text), r#"(game "G" (not (not True)))"#);
}

#[test]
fn omitted_arguments_pass_through_nested_uses() {
    let text = r#"
        (define "Inner" (f #1 #2))
        (define "Outer" ("Inner" #1 #2))
        (game "G" ("Outer" ~ x))
    "#;
    assert_eq!(expand(text), r#"(game "G" (f x))"#);
}

#[test]
fn strings_are_uses_only_when_a_define_has_the_name() {
    let text = r#"(define "Man" (piece "Pawn")) (game "G" (x "Man" "King"))"#;
    assert_eq!(expand(text), r#"(game "G" (x (piece "Pawn") "King"))"#);
}

#[test]
fn library_defines_are_available_and_a_file_may_replace_them() {
    assert_eq!(
        expand(r#"(game "G" (directions "ForwardDiagonals"))"#),
        r#"(game "G" (directions {FL FR}))"#
    );
    assert_eq!(
        expand(r#"(define "ForwardDiagonals" {N}) (game "G" (directions "ForwardDiagonals"))"#),
        r#"(game "G" (directions {N}))"#
    );
}

const OPTIONS: &str = r#"
    (game "G" (board (square <Size>)) (end <End>) (pair <Pair:a> <Pair:b>))
    (option "Size" <Size> {(item "8" <8>) (item "10" <10>)* (item "12" <12>)})
    (option "End" <End> {(item "None" <>) (item "Two" <(a) (b)>)**})
    (option "Pair" <Pair> args:{<a> <b>} {(item "AB" <1> <2>) (item "CD" <3> <4>)})
    (rulesets {
        (ruleset "Ruleset/First (Suggested)" {"Size/12"})
        (ruleset "Ruleset/Marked (Described)" {"Size/8" "Pair/CD"})*
    })
    (metadata (info {(rules "dropped")}))
"#;

#[test]
fn options_splice_values_and_without_a_ruleset_each_is_at_its_default() {
    // As Ludii loads a file: no ruleset applied (the `*` after one marks nothing the
    // loader reads), each option at its item with the most stars.
    assert_eq!(
        expand(OPTIONS),
        r#"(game "G" (board (square 10)) (end (a) (b)) (pair 1 2))"#
    );
    let e = expand_source("t.lud", OPTIONS, &Selection::default()).expect("expands");
    assert_eq!(e.ruleset, None, "no ruleset chooses exactly the defaults");
    let s = sel(Some("marked"), &[]);
    assert_eq!(
        expand_with(OPTIONS, &s),
        r#"(game "G" (board (square 8)) (end (a) (b)) (pair 3 4))"#
    );
}

#[test]
fn explicit_options_beat_the_ruleset_which_beats_defaults() {
    let s = sel(Some("first"), &["End/None", "pair/ab"]);
    assert_eq!(
        expand_with(OPTIONS, &s),
        r#"(game "G" (board (square 12)) (end) (pair 1 2))"#
    );
    let e = expand_source("t.lud", OPTIONS, &s).expect("expands");
    assert_eq!(e.ruleset.as_deref(), Some("Ruleset/First (Suggested)"));
    assert_eq!(e.options, vec!["Size/12", "End/None", "Pair/AB"]);
}

#[test]
fn without_marks_the_first_item_and_the_ruleset_named_is_the_one_the_defaults_match() {
    let text = r#"
        (game "G" (x <A>) (y <B>))
        (option "A" <A> {(item "1" <1>) (item "2" <2>)})
        (option "B" <B> {(item "1" <1>)* (item "2" <2>)*** (item "3" <3>)***})
        (rulesets {
            (ruleset "Ruleset/Empty" {})
            (ruleset "Ruleset/Two" {"A/2"})*
            (ruleset "Ruleset/Defaults" {"A/1" "B/2"})
        })
    "#;
    assert_eq!(expand(text), r#"(game "G" (x 1) (y 2))"#);
    // Ludii's `autoSelectRuleset`: the first ruleset that chooses something and whose
    // choices are all chosen.
    let e = expand_source("t.lud", text, &Selection::default()).expect("expands");
    assert_eq!(e.ruleset.as_deref(), Some("Ruleset/Defaults"));
    let e = expand_source("t.lud", text, &sel(None, &["A/2"])).expect("expands");
    assert_eq!(e.ruleset.as_deref(), Some("Ruleset/Two"));
}

#[test]
fn options_reach_into_define_bodies() {
    let text = r#"
        (define "Board" (board (square <Size>)))
        (game "G" "Board")
        (option "Size" <Size> {(item "8" <8>)})
    "#;
    assert_eq!(expand(text), r#"(game "G" (board (square 8)))"#);
}

#[test]
fn runaway_defines_stop_with_an_error() {
    let mut text = String::from("(define \"D0\" (leaf))\n");
    for i in 1..40 {
        text.push_str(&format!(
            "(define \"D{i}\" (x \"D{}\" \"D{}\"))\n",
            i - 1,
            i - 1
        ));
    }
    text.push_str("(game \"G\" \"D39\")");
    let f = fail(&text);
    assert_eq!(codes(&f), vec!["lud::expand::too_large"]);
}

#[test]
fn errors_in_a_body_label_the_use_too() {
    let text = r#"
        (define "Two" (f #1 #2))
        (define "Wrap" ("Tow" a b))
        (game "G" (x "Wrap"))
    "#;
    let f = fail(text);
    assert_eq!(codes(&f), vec!["lud::expand::unknown_define"]);
    let labels: Vec<&str> = f.diags.0[0]
        .labels
        .iter()
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(
        labels,
        vec!["no define has this name", "in this use of \"Wrap\""]
    );
}

#[test]
fn self_use_is_a_cycle_not_a_hang() {
    let f = fail(r#"(define "Loop" (x "Loop")) (game "G" "Loop")"#);
    assert_eq!(codes(&f), vec!["lud::expand::define_cycle"]);
}

#[test]
fn independent_errors_come_together() {
    let f = fail(r#"(game "G" ("A") ("B") <C> #1)"#);
    assert_eq!(
        codes(&f),
        vec![
            "lud::expand::unknown_tag",
            "lud::expand::unknown_define",
            "lud::expand::unknown_define",
            "lud::expand::param_outside"
        ]
    );
}
