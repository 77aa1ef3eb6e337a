//! One terminal session for every game: Yoté (placements from the hand), HexDame (a
//! board of hexagons) and Lasca (columns, and the board turned for Black) played
//! through the binary, piped, with `help`, `moves`, `hint`, `undo` and `save`, left
//! with the warning of a game not saved as it stands, then resumed with `--pdn`. The
//! transcripts are snapshots; the hint's turn, chosen by MCTS in a given time, is
//! blanked. The same scripts typed at a real terminal, in tmux (which `.ci/run`
//! installs; skipped without it), say the same and resume there; and there the line
//! editor completes on Tab.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A fresh folder for one test, outside the repository (the games are found by name).
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for the test");
    dir
}

/// Runs `ludic ARGS` in `dir` with `input` on stdin: stdout then stderr, and the exit
/// status.
fn ludic(dir: &Path, args: &[&str], input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
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

/// The transcript with each hint's turn blanked: MCTS thinks for a time, so its
/// choice depends on the machine.
fn blank_hints(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|l| match l.split_once("Hint: ") {
            Some((head, rest)) => {
                let why = rest.split_once(' ').map_or("", |(_, w)| w);
                format!("{head}Hint: <turn> {why}")
            }
            None => l.to_string(),
        })
        .collect();
    lines.join("\n")
}

/// What every game's session says along the scripts: the help, the legal turns, a hint,
/// a take-back, the save and the question before leaving unsaved.
const EVERY_SESSION_SAYS: [&str; 6] = [
    "Commands: moves",
    "legal turn",
    "Hint: ",
    "Took back ",
    " to saved.pdn; `ludic play GAME --pdn saved.pdn` resumes it.",
    "Leave anyway? (yes/no) yes",
];

/// Plays `game` with `script`, then resumes the game it saved as `saved.pdn` and
/// leaves at once; both transcripts, with the checks every game shares.
fn play_and_resume(dir: &Path, game: &str, seats: &[&str], script: &str) -> (String, String) {
    let mut args = vec!["play", game, "--seed", "1", "--think", "0.1"];
    args.extend_from_slice(seats);
    let (first, code) = ludic(dir, &args, script);
    assert_eq!(code, 0, "{first}");
    let changed = "Warning: the game is not saved (it changed since it was saved)";
    for said in EVERY_SESSION_SAYS.iter().chain([&changed]) {
        assert!(first.contains(said), "`{said}` missing:\n{first}");
    }
    args.extend_from_slice(&["--pdn", "saved.pdn"]);
    let (second, code) = ludic(dir, &args, "moves\nquit\n");
    assert_eq!(code, 0, "{second}");
    assert!(second.contains("Resumed at turn 2"), "{second}");
    // Nothing was played since the resumed game was saved: leaving loses nothing.
    assert!(!second.contains("Warning"), "{second}");
    (blank_hints(&first), second)
}

#[test]
fn yote_places_from_the_hand_by_the_site_alone() {
    let dir = folder("play_every_game_yote");
    let script = "help\nmoves\nc3\nhint\nundo\nhand-d3\nsave saved.pdn\nb2\nquit\nyes\n";
    let (first, second) = play_and_resume(&dir, "yote", &["--black", "random"], script);
    assert!(first.contains("1. P1 plays hand-c3"), "{first}");
    insta::assert_snapshot!("yote_piped", first);
    insta::assert_snapshot!("yote_resumed", second);
}

#[test]
fn hexdame_is_played_on_its_hexagons() {
    let dir = folder("play_every_game_hexdame");
    let script = "help\nmoves\nd4\nd4-d5\nhint\nundo\nc4-c5\nsave saved.pdn\nb4-b5\nquit\nyes\n";
    let (first, second) = play_and_resume(&dir, "hexdame", &["--black", "random"], script);
    assert!(first.contains("`d4` names several turns"), "{first}");
    insta::assert_snapshot!("hexdame_piped", first);
    insta::assert_snapshot!("hexdame_resumed", second);
}

/// Black is the person: the board is drawn from Black's side, files from right to left.
#[test]
fn lasca_is_played_from_blacks_side() {
    let dir = folder("play_every_game_lasca");
    // White's first move always offers Black a capture, which is compulsory.
    let script = "help\nmoves\nhint\nb6-c5\nc5\nundo\nc5\nsave saved.pdn\n1\nquit\nyes\n";
    let seats = ["--white", "random", "--black", "human"];
    let (first, second) = play_and_resume(&dir, "lasca", &seats, script);
    assert!(first.contains("    g f e d c b a"), "{first}");
    insta::assert_snapshot!("lasca_piped", first);
    insta::assert_snapshot!("lasca_resumed", second);
}

/// A tmux session running `command` in `dir`, killed when dropped.
struct Tmux {
    name: String,
}

impl Tmux {
    fn start(dir: &Path, tag: &str, command: &str) -> Tmux {
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let k = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("ludic-test-{tag}-{}-{k}", std::process::id());
        // A tmux server whose last session was just killed may still be exiting, and
        // refuses the new one: try again a moment later.
        for _ in 0..20 {
            let started = Command::new("tmux")
                .args(["new-session", "-d", "-x", "100", "-y", "50", "-s", &name])
                .args(["-c", &dir.to_string_lossy(), command])
                .status()
                .expect("tmux runs");
            if started.success() {
                return Tmux { name };
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        panic!("tmux did not start a session");
    }

    fn run(&self, args: &[&str]) -> String {
        Command::new("tmux")
            .args(args)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    }

    /// The whole transcript so far.
    fn pane(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", &self.name, "-S", "-500"])
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.name];
        args.extend_from_slice(keys);
        self.run(&args);
    }

    /// Waits until `done` holds of the transcript, and returns it.
    fn wait(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        for _ in 0..150 {
            let pane = self.pane();
            if done(&pane) {
                return pane;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        panic!("{what} never showed:\n{}", self.pane());
    }

    fn wait_for(&self, text: &str) -> String {
        self.wait(&format!("`{text}`"), |p| p.contains(text))
    }

    /// Types `line` and Enter once the session waits for input again (a prompt or a
    /// question ends the transcript), so that nothing is typed ahead of the editor.
    fn type_line(&self, line: &str) {
        let waiting = |p: &str| {
            let last = p.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
            let last = last.trim_end();
            last.ends_with('>') || last.ends_with("(yes/no)")
        };
        self.wait("a prompt", waiting);
        let before = self.pane();
        self.keys(&[line, "Enter"]);
        self.wait("the answer", |p| p != before);
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-session", "-t", &self.name]);
    }
}

/// The piped session's script typed at a real terminal, in tmux, for each game: the
/// same commands say the same things, and the game saved there resumes there.
#[test]
fn every_game_at_a_terminal_in_tmux() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let bin = env!("CARGO_BIN_EXE_ludic");
    let games: [(&str, &str, &str); 3] = [
        (
            "yote",
            "--black random",
            "help\nmoves\nc3\nhint\nundo\nhand-d3\nsave saved.pdn\nb2\nquit\nyes",
        ),
        (
            "hexdame",
            "--black random",
            "help\nmoves\nd4-d5\nhint\nundo\nc4-c5\nsave saved.pdn\nb4-b5\nquit\nyes",
        ),
        (
            "lasca",
            "--white random --black human",
            "help\nmoves\nhint\nc5\nundo\nc5\nsave saved.pdn\n1\nquit\nyes",
        ),
    ];
    for (game, seats, script) in games {
        let dir = folder(&format!("play_every_game_tmux_{game}"));
        let play = format!("NO_COLOR=1 {bin} play {game} {seats} --seed 1 --think 0.1");
        let t = Tmux::start(&dir, game, &format!("{play}; sleep 60"));
        for line in script.lines() {
            t.type_line(line);
        }
        let pane = t.wait_for("Warning: the game is not saved");
        for said in EVERY_SESSION_SAYS {
            assert!(pane.contains(said), "{game}: `{said}` missing:\n{pane}");
        }
        drop(t);
        let resume = format!("{play} --pdn saved.pdn; echo session ended; sleep 60");
        let t = Tmux::start(&dir, game, &resume);
        t.wait_for("Resumed at turn 2");
        t.type_line("quit");
        let pane = t.wait_for("session ended");
        assert!(!pane.contains("Warning"), "{game}:\n{pane}");
    }
}

/// The line editor at a real terminal, in tmux: it completes a placement on Tab and
/// lists the choices on a second Tab, and leaving asks and warns. Skipped where tmux
/// is not installed.
#[test]
fn the_line_editor_completes_in_tmux() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = folder("play_every_game_tmux");
    let bin = env!("CARGO_BIN_EXE_ludic");
    let command = format!("NO_COLOR=1 {bin} play yote --black random --seed 1; sleep 30");
    let t = Tmux::start(&dir, "tab", &command);
    t.wait_for("1. P1 to move>");
    t.keys(&["hand-d", "Tab", "Tab"]);
    t.wait_for("hand-d5");
    t.keys(&["3", "Enter"]);
    t.wait_for("1. P1 plays hand-d3");
    t.keys(&["quit", "Enter"]);
    t.wait_for("Leave anyway?");
    t.keys(&["yes", "Enter"]);
    let pane = t.wait_for("Warning: the game is not saved");
    assert!(pane.contains("1. hand-d3 "), "{pane}");
}
