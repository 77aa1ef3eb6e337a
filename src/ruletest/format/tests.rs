use super::*;
use crate::syntax::parse;

fn suite(text: &str) -> (Option<Suite>, Diags) {
    let f = parse(text, 0).expect("parses");
    let mut d = Diags::new();
    (read(&f, 0, &mut d), d)
}

#[test]
fn reads_header_tests_and_steps() {
    let (s, d) = suite(
        r#"(tests "g.lud" ruleset:"Hist" options:{"Draw/Never"})
           (test "a" options:{"X/Y"} (position "W:W28:B23") (play "28x19") (turns) (perft 1 2)
                (huffable 23) (result Win "White"))
           (test "b" ruleset:"Ludii" (result None))"#,
    );
    assert!(d.is_empty(), "{d:?}");
    let s = s.expect("suite");
    assert_eq!(s.game, "g.lud");
    assert_eq!(s.tests.len(), 2);
    let a = &s.tests[0];
    assert_eq!(a.choice.ruleset.as_deref(), Some("Hist"));
    assert_eq!(a.choice.options, ["Draw/Never", "X/Y"]);
    assert_eq!(a.steps.len(), 5);
    assert_eq!(s.tests[1].choice.ruleset.as_deref(), Some("Ludii"));
}

#[test]
fn faults_are_reported() {
    for (text, code) in [
        (r#"(test "a" (result None))"#, "lud::test::no_header"),
        (
            r#"(tests "g.lud") (test "a" (turn "1-2"))"#,
            "lud::test::unknown_step",
        ),
        (r#"(tests "g.lud") (test "a")"#, "lud::test::empty"),
        (
            r#"(tests "g.lud") (test "a" (result Won))"#,
            "lud::test::bad_step",
        ),
        (
            r#"(tests "g.lud") (test "a" (result None)) (test "a" (result None))"#,
            "lud::test::duplicate",
        ),
        (
            r#"(tests "g.lud") (test "a" (play "1-2") (position "W:W1"))"#,
            "lud::test::bad_step",
        ),
    ] {
        let (_, d) = suite(text);
        assert_eq!(d.0.first().map(|x| x.code), Some(code), "{text}");
    }
}
