use super::command::{command, Command};
use super::wrap::{or_list, wrap, wrap_words};

#[test]
fn long_messages_break_between_words() {
    let text = "`12-99` is not a legal turn here: no piece of White stands on 12. Type `moves` for every legal turn";
    let w = wrap_words(text, 40);
    assert!(w.lines().all(|l| l.chars().count() <= 40), "{w}");
    assert_eq!(w.replace('\n', " "), text);
}

#[test]
fn lists_read_naturally() {
    assert_eq!(or_list("23"), "23");
    assert_eq!(or_list("23, 24, 25"), "23, 24 or 25");
    assert_eq!(wrap("a, b, c", 4), "a,\nb, c");
    assert_eq!(wrap("h23 28-22, 29x18", 12), "h23 28-22,\n29x18");
}

#[test]
fn commands() {
    assert!(matches!(command("moves"), Command::Moves));
    assert!(matches!(
        command("save x.pdn"),
        Command::Save("x.pdn", false)
    ));
    assert!(matches!(
        command("save! x.pdn"),
        Command::Save("x.pdn", true)
    ));
    assert!(matches!(command("32-28"), Command::Turn("32-28")));
    assert!(matches!(command("h23 32-28"), Command::Turn("h23 32-28")));
    assert!(matches!(command("QUIT"), Command::Quit));
}
