//! Running the built `ludic` binary as a user would, for the tests of its commands:
//! from the repository's root or a given folder, without colour, without the user's
//! `LUDIC_DEFS`, with no input or a given one; and reading what it printed.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The repository's root, where the tests name game files from.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The command `ludic ARGS` in `dir`, without colour or `LUDIC_DEFS`, its input and
/// output still to be chosen.
pub fn command(dir: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ludic"));
    c.args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LUDIC_DEFS");
    c
}

/// `ludic ARGS` run from the repository's root with no input.
pub fn ludic(args: &[&str]) -> Output {
    ludic_in(&root(), args)
}

/// `ludic ARGS` run from `dir` with no input.
pub fn ludic_in(dir: &Path, args: &[&str]) -> Output {
    command(dir, args)
        .stdin(Stdio::null())
        .output()
        .expect("run ludic")
}

/// `ludic ARGS` run from `dir` with `input` on its standard input.
pub fn ludic_with_input(dir: &Path, args: &[&str], input: &[u8]) -> Output {
    let mut child = command(dir, args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ludic");
    // The program may finish before reading all of the input: a closed pipe is fine.
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child.wait_with_output().expect("wait for ludic")
}

/// What the command printed on its standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What the command printed on its standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `match GAME --white random --black random` and then `more`: a match of two random
/// players, the arguments of the command line.
pub fn random_match<'a>(game: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["match", game, "--white", "random", "--black", "random"];
    args.extend_from_slice(more);
    args
}

/// The depths and counts of `perft`'s `depth D: COUNT ...` lines.
pub fn depth_counts(out: &str) -> Vec<(u32, u64)> {
    out.lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("depth ")?;
            let (d, tail) = rest.split_once(": ")?;
            let n = tail.split_whitespace().next()?;
            Some((d.parse().ok()?, n.parse().ok()?))
        })
        .collect()
}
