//! Ludii's tracks of every file of its `board/` folder that has one (`tests/ludii/tracks.tsv`,
//! Ludii 1.3.12's own figures: each track's name, owner, whether it loops, and its sites
//! with their bumps, see `tests/ludii/README.md`) against `ludic board`'s.
//!
//! Ludii's game files are not kept here: the test reads them from a checkout of Ludii's
//! repository named by `LUDII_REPO`, so it is ignored by default:
//!
//! ```sh
//! LUDII_REPO=/path/to/Ludii cargo test --release --test ludii_tracks -- --ignored --nocapture
//! ```
//!
//! A file whose board ludic refuses is counted apart; a file whose board is built must have
//! Ludii's tracks, or say why it could not build them, and none may differ.

use ludic::game::equipment::equipment_file;
use ludic::load::Selection;
use ludic::program::track::Track;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The fewest files whose tracks must all equal Ludii's.
const FLOOR: usize = 355;

/// One track as the table writes it: name, owner, loop, sites (`12`, `5+1` with a bump,
/// `-2` off the board).
type Row = (String, u8, bool, String);

/// The tracks of each file, in the order Ludii lists them.
fn table() -> BTreeMap<String, Vec<Row>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ludii/tracks.tsv");
    let text = std::fs::read_to_string(&path).expect("tests/ludii/tracks.tsv is readable");
    let mut out: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let [file, name, owner, looped, sites] = f[..] else {
            panic!("a row of five columns: {line}");
        };
        out.entry(file.to_string()).or_default().push((
            name.replace('_', " "),
            owner.parse().expect("an owner"),
            looped == "true",
            sites.to_string(),
        ));
    }
    out
}

/// ludic's track in the table's form.
fn row(t: &Track) -> Row {
    (
        t.name.replace('_', " "),
        t.owner,
        t.looped,
        t.sites_text("-2"),
    )
}

#[test]
#[ignore = "needs a checkout of Ludii's repository in LUDII_REPO"]
fn ludii_tracks() {
    let repo = PathBuf::from(
        std::env::var_os("LUDII_REPO").expect("LUDII_REPO names a checkout of Ludii's repository"),
    );
    let board = repo.join("Common/res/lud/board");
    let (mut matched, mut refused, mut unbuilt, mut differ) = (0, 0, Vec::new(), Vec::new());
    for (file, want) in table() {
        let read = match equipment_file(&board.join(&file), &Selection::default()) {
            Ok(r) => r,
            Err(_) => {
                refused += 1;
                continue;
            }
        };
        match &read.equipment.tracks {
            Ok(tracks) => {
                let got: Vec<Row> = tracks.iter().map(row).collect();
                if got == want {
                    matched += 1;
                } else {
                    differ.push(format!("{file}: ludic {got:?}\n  Ludii {want:?}"));
                }
            }
            Err(why) => unbuilt.push(format!("{file}: {why}")),
        }
    }
    println!(
        "tracks: {matched} files match Ludii's, {} differ, {} not built, {refused} boards refused",
        differ.len(),
        unbuilt.len()
    );
    for u in &unbuilt {
        println!("not built  {u}");
    }
    assert!(
        differ.is_empty(),
        "tracks differ from Ludii's:\n{}",
        differ.join("\n")
    );
    assert!(
        matched >= FLOOR,
        "{matched} files' tracks match Ludii's, fewer than {FLOOR}"
    );
}
