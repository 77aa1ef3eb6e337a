use super::suggest::MAX_SUGGESTED_NAME;
use super::*;

#[test]
fn suggestions_stay_close() {
    let names = ["board", "piece", "players", "regions"];
    assert_eq!(did_you_mean("bord", names), Some("board".into()));
    assert_eq!(did_you_mean("peice", names), Some("piece".into()));
    assert_eq!(did_you_mean("xyz", names), None);
}

#[test]
fn suggestions_skip_names_too_long_or_too_far_in_length() {
    let long = "b".repeat(MAX_SUGGESTED_NAME + 1);
    let near = "b".repeat(MAX_SUGGESTED_NAME);
    assert_eq!(did_you_mean(&long, [near.as_str()]), None);
    // Within the limit, a candidate of about the same length is still found...
    let name = "a".repeat(30);
    let close = format!("{name}b");
    assert_eq!(did_you_mean(&name, [close.as_str()]), Some(close.clone()));
    // ...and one whose length alone is too far is not.
    let far = "a".repeat(41);
    assert_eq!(did_you_mean(&name, [far.as_str()]), None);
    // Ties go to the shorter candidate, as before.
    assert_eq!(
        did_you_mean("bord", ["boards", "board"]),
        Some("board".into())
    );
}

#[test]
fn location_is_one_based() {
    let mut s = Sources::new();
    let f = s.add("a.lud", "(game\n  (x))");
    assert_eq!(s.location(Span::new(f, 8, 9)), "a.lud:2:3");
}

/// Renders one diagnostic labelled `start..end` of `text`.
fn rendered(text: &str, start: usize, end: usize) -> String {
    let mut s = Sources::new();
    let f = s.add("a.lud", text);
    let d = Diag::new("lud::test", "a problem").label(Span::new(f, start, end), "here");
    render(&Diags::from(d), &s, false, 100)
}

#[test]
fn label_past_column_65535_is_shown_in_a_window() {
    let text = format!("(game \"A\"{}(foo))", " ".repeat(65_600));
    let at = text.find("foo").expect("the clause");
    let out = rendered(&text, at, at + 3);
    assert_eq!(out.matches("a.lud:1:65611").count(), 2, "{out}");
    assert!(out.contains("(foo))"), "{out}");
    assert!(out.len() < 2_000, "{out}");
    // A label that is itself longer than miette can pad to.
    let name = "a".repeat(300_000);
    let text = format!("(game \"A\" ({name}))");
    let out = rendered(&text, 11, 11 + name.len());
    assert!(out.contains("a.lud:1:12"), "{out}");
    assert!(out.len() < 2_000);
}

#[test]
fn heading_and_snippet_agree_on_non_ascii_columns() {
    let text = "(game \"ééééé\" (foo))";
    let at = text.find("foo").expect("the clause");
    let out = rendered(text, at, at + 3);
    assert_eq!(out.matches("a.lud:1:16").count(), 2, "{out}");
    assert!(!out.contains("1:21"), "{out}");
    // Lines further down count from their own start.
    let text = "(game \"é\"\n  ééé (foo))";
    let at = text.find("foo").expect("the clause");
    assert_eq!(rendered(text, at, at + 3).matches("a.lud:2:8").count(), 2);
}

#[test]
fn render_names_file_and_code() {
    let mut s = Sources::new();
    let f = s.add("a.lud", "(game (bord 3))");
    let d = Diag::new("lud::compile::unknown_ludeme", "unknown ludeme `bord`")
        .label(Span::new(f, 7, 11), "not a ludeme")
        .help("did you mean `board`?");
    let text = render(&Diags::from(d), &s, false, 80);
    assert!(text.contains("a.lud:1:8"), "{text}");
    assert!(text.contains("lud::compile::unknown_ludeme"), "{text}");
    assert!(text.contains("did you mean"), "{text}");
}
