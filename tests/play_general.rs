//! The general engine's terminal game through the binary, piped and seeded: games of
//! more than two players (a seat each, their marks and the ranking), a puzzle of one,
//! and dice shown under the board and in an agent's line. The transcripts are
//! snapshots.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `ludic ARGS` at the repository's root with `input` on stdin: stdout, then
/// stderr, and the exit status.
fn ludic(args: &[&str], input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", "1796083200")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ludic");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("wait for ludic");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (text, out.status.code().unwrap_or(-1))
}

/// Four players, the third a person: every seat plays its turn (the session once
/// indexed two seats and failed on the third turn), each player's pieces carry its
/// number, and the end names the winner and the ranking.
#[test]
fn four_players_each_take_their_seat() {
    let (text, code) = ludic(
        &[
            "play",
            "tests/move-language/four-centre.lud",
            "--white",
            "human",
            "--black",
            "random",
            "--seat",
            "3=human",
            "--seed",
            "7",
        ],
        "1\n2\n1\n2\n1\n2\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("3. P3 to move"), "{text}");
    assert!(text.contains("players: 1 P1, 2 P2, 3 P3, 4 P4"), "{text}");
    insta::assert_snapshot!("four_centre_piped", text);
}

/// Agents alone play all four seats to the end.
#[test]
fn four_agents_play_to_the_end() {
    let (text, code) = ludic(
        &[
            "play",
            "tests/move-language/four-centre.lud",
            "--white",
            "random",
            "--black",
            "random",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("Game over after"), "{text}");
    assert!(text.contains("(ranking: 1 "), "{text}");
}

/// A seat the game does not have is refused with its range.
#[test]
fn a_seat_beyond_the_players_is_refused() {
    let (text, code) = ludic(
        &[
            "play",
            "tests/move-language/four-centre.lud",
            "--seat",
            "5=human",
        ],
        "",
    );
    assert_eq!(code, 2, "{text}");
    assert!(text.contains("N from 1 to 4"), "{text}");
}

/// A puzzle of one player ends solved or not, as its end rules say.
#[test]
fn one_player_puzzle_ends_solved_or_not() {
    let (text, code) = ludic(
        &["play", "tests/move-language/peg-line.lud", "--seed", "1"],
        "2\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains(": solved.") || text.contains(": not solved."),
        "{text}"
    );
    insta::assert_snapshot!("peg_line_piped", text);
}

/// Dice: the roll of the turn to move is shown under the board, and an agent's line
/// says what it rolled.
#[test]
fn dice_are_shown_under_the_board() {
    let (text, code) = ludic(
        &[
            "play",
            "tests/move-language/dice-runners.lud",
            "--black",
            "random",
            "--seed",
            "1",
        ],
        "1\n1\n1\n1\n1\n1\n1\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("    dice: "), "{text}");
    assert!(text.contains("(random) rolls "), "{text}");
    insta::assert_snapshot!("dice_runners_piped", text);
}

/// `ludic svg` draws the dice of the turn to move as dice under the board, and the
/// pieces of players 3 and 4 in their own colours.
#[test]
fn svg_draws_dice_and_more_players() {
    let (svg, code) = ludic(
        &[
            "svg",
            "tests/move-language/dice-runners.lud",
            "--turns",
            "b1-c1-a1-d1",
        ],
        "",
    );
    assert_eq!(code, 0, "{svg}");
    let start = svg.find(r#"<g class="dice">"#).expect("a strip of dice");
    let dice = &svg[start..];
    let dice = &dice[..dice.find("</svg>").unwrap_or(dice.len())];
    insta::assert_snapshot!("dice_runners_svg_dice", dice);
    let (svg, code) = ludic(
        &[
            "svg",
            "tests/move-language/four-centre.lud",
            "--turns",
            "hand-a1 hand-b1 hand-c1 hand-b2",
        ],
        "",
    );
    assert_eq!(code, 0, "{svg}");
    for player in ["p2", "p3"] {
        assert!(svg.contains(&format!("class=\"pc {player} man\"")), "{svg}");
    }
    assert!(svg.contains("#c8312c") && svg.contains("#2f62c9"), "{svg}");
}
