//! The support of `tests/ludii_families.rs`: Ludii's tables read and checked for form, one
//! file measured by running `ludic perft` as a child process within a wall-clock budget,
//! and the outcome classified.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The deepest depth run for a file (Ludii's tables go to 5).
pub const MAX_DEPTH: u32 = 4;

/// One row of a table: a depth and Ludii's two counts.
#[derive(Clone, Debug)]
pub struct Row {
    pub depth: u32,
    pub distinct: u64,
    pub paths: u64,
}

/// A table's rows by file (relative to Ludii's `Common/res/lud`), in file order.
pub type Table = BTreeMap<String, Vec<Row>>;

/// Reads `tests/ludii/{family}-perft.tsv`, checking its form: the header, four columns,
/// numbers, paths at least the distinct count, depths 1, 2, ... in order for each file.
pub fn read_table(family: &str) -> Table {
    let name = format!("{family}-perft.tsv");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/ludii")
        .join(&name);
    let text = std::fs::read_to_string(&path).expect("the table is readable");
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("file\tdepth\tdistinct_count\tpath_count"),
        "{name}: header"
    );
    let mut table = Table::new();
    for (i, line) in lines.enumerate() {
        let at = i + 2;
        let cols: Vec<&str> = line.split('\t').collect();
        let [file, depth, distinct, paths] = cols.as_slice() else {
            panic!("{name}:{at}: four columns expected");
        };
        let num = |s: &str| -> u64 {
            s.parse()
                .unwrap_or_else(|_| panic!("{name}:{at}: `{s}` is not a number"))
        };
        assert!(
            file.starts_with(&format!("board/{family}/")) && file.ends_with(".lud"),
            "{name}:{at}: `{file}` is not a file of board/{family}/"
        );
        let row = Row {
            depth: u32::try_from(num(depth)).expect("a small depth"),
            distinct: num(distinct),
            paths: num(paths),
        };
        assert!(row.paths >= row.distinct, "{name}:{at}: paths < distinct");
        let rows = table.entry(file.to_string()).or_default();
        assert_eq!(
            row.depth as usize,
            rows.len() + 1,
            "{name}:{at}: depths of a file go 1, 2, ... in order"
        );
        rows.push(row);
    }
    table
}

/// The folder two levels below `board/`: `board/space/line/Hex.lud` is `space/line`.
pub fn folder(file: &str) -> String {
    let parts: Vec<&str> = file.split('/').collect();
    match parts.as_slice() {
        [_, family, sub, _, ..] => format!("{family}/{sub}"),
        [_, family, ..] => family.to_string(),
        _ => file.to_string(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Match,
    Wrong,
    Refused,
    Timeout,
    Crash,
}

impl Status {
    pub const ALL: [Status; 5] = [
        Status::Match,
        Status::Wrong,
        Status::Refused,
        Status::Timeout,
        Status::Crash,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Status::Match => "match",
            Status::Wrong => "wrong",
            Status::Refused => "refused",
            Status::Timeout => "timeout",
            Status::Crash => "crash",
        }
    }
}

/// One depth compared: by paths or by distinct positions, ludic's count and Ludii's.
#[derive(Clone, Debug)]
pub struct Compared {
    pub depth: u32,
    pub by_paths: bool,
    pub ours: u64,
    pub ludii: u64,
}

/// What became of one file.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub file: String,
    pub family: String,
    pub status: Status,
    pub compared: Vec<Compared>,
    /// The diagnostic's code and first line (refused), or what went wrong (crash, timeout).
    pub reason: Option<String>,
    pub secs: f64,
}

/// How one child ended.
enum End {
    /// Exited with this code.
    Code(i32),
    /// Killed by a signal we did not send.
    Signal,
    /// Killed by us when its budget ran out.
    TimedOut,
}

/// One run of `ludic perft`: the counts it printed by depth, how it ended, its stderr.
struct Run {
    counts: BTreeMap<u32, u64>,
    end: End,
    stderr: String,
}

/// `depth 3: 1552 (0.001 s, ...)` as (3, 1552).
fn depth_line(line: &str) -> Option<(u32, u64)> {
    let rest = line.strip_prefix("depth ")?;
    let (d, rest) = rest.split_once(": ")?;
    let count: String = rest
        .split_whitespace()
        .next()?
        .chars()
        .filter(|c| *c != ',' && *c != '_')
        .collect();
    Some((d.parse().ok()?, count.parse().ok()?))
}

/// Runs `ludic perft FILE --depth D [--paths]`, killing it when `deadline` passes; the
/// depths printed before count.
fn run(bin: &Path, file: &Path, depth: u32, paths: bool, deadline: Instant) -> Run {
    let mut cmd = Command::new(bin);
    cmd.arg("perft")
        .arg(file)
        .args(["--depth", &depth.to_string()]);
    if paths {
        cmd.arg("--paths");
    }
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ludic starts");
    let out = child.stdout.take().expect("piped stdout");
    let mut err = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut counts = BTreeMap::new();
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if let Some((d, n)) = depth_line(&line) {
                counts.insert(d, n);
            }
        }
        counts
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let end = loop {
        match child.try_wait().expect("the child can be waited for") {
            Some(status) => break status.code().map_or(End::Signal, End::Code),
            None if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                break End::TimedOut;
            }
            None => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    Run {
        counts: out_reader.join().expect("the stdout reader ends"),
        end,
        stderr: err_reader.join().expect("the stderr reader ends"),
    }
}

/// The first diagnostic of a miette report: its code and its message's first line (the
/// lines it was wrapped over joined), without the `file:line:col: ` it starts with.
pub fn diagnostic(stderr: &str) -> String {
    // Warnings (`lud::warn::...`, marked `⚠`) may come first: the error is the first `×`,
    // and its code the last code line before it.
    let mut code = "no code";
    let mut lines = stderr.lines().map(str::trim);
    let mut first = None;
    for l in lines.by_ref() {
        if l.starts_with("lud::") {
            code = l;
        } else if let Some(m) = l.strip_prefix("× ") {
            first = Some(m);
            break;
        }
    }
    let Some(first) = first else {
        let any = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return format!("{code}: {}", any.trim());
    };
    let mut message = first.to_string();
    for l in lines {
        match l.strip_prefix('│') {
            Some(more) => {
                message.push(' ');
                message.push_str(more.trim());
            }
            None => break,
        }
    }
    format!("{code}: {}", strip_location(&message))
}

/// `path/to/file.lud:9:15: message` as `message`.
fn strip_location(message: &str) -> &str {
    let mut from = 0;
    while let Some(i) = message[from..].find(": ") {
        let at = from + i;
        let head = &message[..at];
        let mut nums = head.rsplitn(3, ':');
        let col = nums.next().unwrap_or("");
        let line = nums.next().unwrap_or("");
        let is_num = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if is_num(col) && is_num(line) && nums.next().is_some() {
            return &message[at + 2..];
        }
        from = at + 2;
    }
    message
}

/// Measures one file of Ludii's library (at `path`) against its rows within `budget`.
pub fn measure(
    bin: &Path,
    family: &str,
    file: &str,
    path: &Path,
    rows: &[Row],
    budget: Duration,
) -> Outcome {
    let start = Instant::now();
    let deadline = start + budget;
    let target = rows
        .iter()
        .map(|r| r.depth)
        .max()
        .unwrap_or(1)
        .min(MAX_DEPTH);
    let differ = |r: &&Row| r.depth <= target && r.paths != r.distinct;
    let paths_target = rows.iter().filter(differ).map(|r| r.depth).max();
    let mut runs = vec![(false, target, run(bin, path, target, false, deadline))];
    let refused_first = !matches!(runs[0].2.end, End::Code(0) | End::TimedOut);
    if let (Some(d), false) = (paths_target, refused_first) {
        if Instant::now() < deadline {
            runs.push((true, d, run(bin, path, d, true, deadline)));
        }
    }
    let mut compared = Vec::new();
    for r in rows.iter().filter(|r| r.depth <= target) {
        let by_paths = r.paths != r.distinct;
        let Some((_, _, run)) = runs.iter().find(|(p, _, _)| *p == by_paths) else {
            continue;
        };
        if let Some(&ours) = run.counts.get(&r.depth) {
            let ludii = if by_paths { r.paths } else { r.distinct };
            compared.push(Compared {
                depth: r.depth,
                by_paths,
                ours,
                ludii,
            });
        }
    }
    let mut status = Status::Match;
    let mut reason = None;
    for (paths, depth, run) in &runs {
        let what = if *paths { "--paths" } else { "perft" };
        let panicked = run.stderr.contains("panicked");
        let s = match run.end {
            _ if panicked => Status::Crash,
            End::Signal => Status::Crash,
            End::Code(0) if run.counts.contains_key(depth) => Status::Match,
            End::Code(0) => Status::Timeout,
            End::Code(_) => Status::Refused,
            End::TimedOut => Status::Timeout,
        };
        let why = match s {
            Status::Crash if panicked => {
                let l = run.stderr.lines().find(|l| l.contains("panicked"));
                Some(format!("{what}: {}", l.unwrap_or("panicked")))
            }
            Status::Crash => Some(format!("{what}: killed by a signal")),
            Status::Refused => Some(diagnostic(&run.stderr)),
            Status::Timeout => Some(format!(
                "{what} reached depth {} of {depth} in {} s",
                run.counts.keys().max().copied().unwrap_or(0),
                budget.as_secs()
            )),
            _ => None,
        };
        let rank = |s: Status| match s {
            Status::Crash => 4,
            Status::Refused => 3,
            Status::Timeout => 2,
            _ => 0,
        };
        if rank(s) > rank(status) {
            status = s;
            reason = why;
        }
    }
    if status != Status::Crash && compared.iter().any(|c| c.ours != c.ludii) {
        status = Status::Wrong;
    }
    if status == Status::Match && !compared.iter().any(|c| c.depth == 1) {
        status = Status::Timeout;
    }
    Outcome {
        file: file.to_string(),
        family: family.to_string(),
        status,
        compared,
        reason,
        secs: start.elapsed().as_secs_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::{measure, Row, Status};
    use std::path::Path;
    use std::time::Duration;

    #[test]
    fn a_diagnostic_reads_as_its_code_and_message() {
        let err = [
            "lud::warn::unused_define",
            "",
            "  ⚠ x.lud:1:2: unused",
            "",
            "lud::program::unsupported",
            "",
            "  × /a/b c/X (1).lud:9:15: adding a named piece is",
            "  │ supported in a game of stacks only",
            "    ╭─[x]",
        ]
        .join("\n");
        assert_eq!(
            super::diagnostic(&err),
            "lud::program::unsupported: adding a named piece is supported in a game of stacks only"
        );
        let line = "depth 3: 1552 (0.001 s, 1 leaves/s)";
        assert_eq!(super::depth_line(line), Some((3, 1552)));
        assert_eq!(super::folder("board/space/line/Hex.lud"), "space/line");
    }

    /// The classification on files of this repository: Dum Blas's perft (9, 81, 793) right,
    /// wrong, by paths, out of time; a file that does not load.
    #[test]
    fn a_file_is_classified() {
        let bin = Path::new(env!("CARGO_BIN_EXE_ludic"));
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dum = root.join("games/dum-blas.lud");
        let rows = |third: u64, paths: u64| {
            let r = |depth, distinct, paths| Row {
                depth,
                distinct,
                paths,
            };
            vec![r(1, 9, 9), r(2, 81, 81), r(3, third, paths)]
        };
        let budget = Duration::from_secs(60);
        let go = |rows: &[Row], budget| measure(bin, "t", "t", &dum, rows, budget);
        let right = go(&rows(793, 793), budget);
        assert_eq!(right.status, Status::Match, "{right:?}");
        assert_eq!(right.compared.len(), 3);
        let by_paths = go(&rows(700, 793), budget);
        assert_eq!(by_paths.status, Status::Match, "{by_paths:?}");
        assert!(by_paths.compared[2].by_paths);
        assert_eq!(go(&rows(794, 794), budget).status, Status::Wrong);
        let late = go(&rows(793, 793), Duration::ZERO);
        assert_eq!(late.status, Status::Timeout, "{late:?}");
        let bad = root.join("tests/bad/define-cycle.lud");
        let refused = measure(bin, "t", "t", &bad, &rows(793, 793), budget);
        assert_eq!(refused.status, Status::Refused, "{refused:?}");
        assert!(refused.reason.is_some_and(|r| r.starts_with("lud::")));
    }
}
