//! `ludic board`: small boards of `tests/boards/` against Ludii 1.3.12's own figures
//! for the same files (its `game.board().topology()`: how many cells, vertices and
//! edges, how many of each have each number of adjacent elements, and a digest of
//! every element's adjacent set), the text summary, and refusals.

use ludic::game::equipment::equipment_file;
use ludic::load::Selection;
use ludic::program::equipment::Equipment;
use ludic::program::geom::topology::{degrees, Element};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::process::Command;

/// Ludii's figures for one kind of element: count, degrees, adjacency digest, and the
/// last element's position.
struct Kind {
    count: usize,
    degrees: &'static str,
    sha: &'static str,
    last: [f64; 2],
}

/// Ludii's figures for one file.
struct Figures {
    players: usize,
    stochastic: bool,
    containers: usize,
    default_site: &'static str,
    total_sites: usize,
    cells: Kind,
    vertices: Kind,
    edges: Kind,
}

fn read(file: &str) -> Equipment {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let r = equipment_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("{file}: {}", f.render(false)));
    assert!(r.rules_failed.is_none(), "{file}: the rules expand");
    r.equipment
}

fn degree_text(els: &[Element]) -> String {
    degrees(els)
        .iter()
        .map(|(d, n)| format!("{d}x{n}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The first 16 hex digits of the SHA-256 of `index:sorted neighbours` lines.
fn sha(els: &[Element]) -> String {
    let text: String = els
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let list: Vec<String> = e.adjacent.iter().map(|n| n.to_string()).collect();
            format!("{i}:{}\n", list.join(","))
        })
        .collect();
    Sha256::digest(text.as_bytes())
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn check(file: &str, want: Figures) {
    let e = read(file);
    assert_eq!(e.players, want.players, "{file}: players");
    assert_eq!(e.stochastic, want.stochastic, "{file}: stochastic");
    assert_eq!(e.containers.len(), want.containers, "{file}: containers");
    assert_eq!(
        e.default_site.name(),
        want.default_site,
        "{file}: default site"
    );
    assert_eq!(e.total_sites(), want.total_sites, "{file}: total sites");
    for (name, els, k) in [
        ("cells", &e.board.cells, &want.cells),
        ("vertices", &e.board.vertices, &want.vertices),
        ("edges", &e.board.edges, &want.edges),
    ] {
        assert_eq!(els.len(), k.count, "{file}: {name}");
        assert_eq!(degree_text(els), k.degrees, "{file}: {name} degrees");
        assert_eq!(sha(els), k.sha, "{file}: {name} adjacency");
        let last = els.last().expect("elements").pos;
        assert!(
            (last[0] - k.last[0]).abs() < 1e-6 && (last[1] - k.last[1]).abs() < 1e-6,
            "{file}: the last of the {name} is at {last:?}, Ludii's at {:?}",
            k.last
        );
    }
}

#[test]
fn a_square_of_three_with_hands() {
    check(
        "tests/boards/square3.lud",
        Figures {
            players: 2,
            stochastic: false,
            containers: 3,
            default_site: "Cell",
            total_sites: 11,
            cells: Kind {
                count: 9,
                degrees: "3x4,5x4,8x1",
                sha: "77b0b1f610298a16",
                last: [2.5, 2.5],
            },
            vertices: Kind {
                count: 16,
                degrees: "2x4,3x8,4x4",
                sha: "fc271f08978bece7",
                last: [3.0, 3.0],
            },
            edges: Kind {
                count: 24,
                degrees: "3x8,4x4,5x8,6x4",
                sha: "865c4c0229298a27",
                last: [2.5, 3.0],
            },
        },
    );
}

#[test]
fn a_hexagon_for_three_players() {
    check(
        "tests/boards/hex3.lud",
        Figures {
            players: 3,
            stochastic: false,
            containers: 1,
            default_site: "Cell",
            total_sites: 19,
            cells: Kind {
                count: 19,
                degrees: "3x6,4x6,6x7",
                sha: "70fec90051ca531b",
                last: [3.464101615137754, 6.0],
            },
            vertices: Kind {
                count: 54,
                degrees: "2x18,3x36",
                sha: "ca21b14854190e80",
                last: [3.4641016151377544, 7.0],
            },
            edges: Kind {
                count: 72,
                degrees: "2x6,3x24,4x42",
                sha: "7bae36a972793074",
                last: [3.8971143170299736, 6.75],
            },
        },
    );
}

#[test]
fn points_on_diagonal_lines() {
    check(
        "tests/boards/points.lud",
        Figures {
            players: 2,
            stochastic: false,
            containers: 1,
            default_site: "Vertex",
            total_sites: 16,
            cells: Kind {
                count: 9,
                degrees: "3x4,5x4,8x1",
                sha: "77b0b1f610298a16",
                last: [1.5000000000000002, 2.914213562373095],
            },
            vertices: Kind {
                count: 16,
                degrees: "2x4,3x8,4x4",
                sha: "fc271f08978bece7",
                last: [1.5000000000000002, 3.621320343559643],
            },
            edges: Kind {
                count: 24,
                degrees: "3x8,4x4,5x8,6x4",
                sha: "865c4c0229298a27",
                last: [1.1464466094067265, 3.267766952966369],
            },
        },
    );
}

#[test]
fn a_merged_cross_with_dice() {
    check(
        "tests/boards/cross.lud",
        Figures {
            players: 2,
            stochastic: true,
            containers: 2,
            default_site: "Cell",
            total_sites: 47,
            cells: Kind {
                count: 45,
                degrees: "3x8,5x12,6x8,7x4,8x13",
                sha: "fb1d27931424398b",
                last: [5.5, 8.5],
            },
            vertices: Kind {
                count: 64,
                degrees: "2x8,3x24,4x32",
                sha: "cd11b21ec295ab86",
                last: [6.0, 9.0],
            },
            edges: Kind {
                count: 108,
                degrees: "3x16,4x12,5x32,6x48",
                sha: "983471f85c47a2cb",
                last: [5.5, 9.0],
            },
        },
    );
}

fn ludic(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("ludic runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn board_prints_json_in_ludii_s_numbering() {
    let (code, out, err) = ludic(&["board", "tests/boards/square3.lud", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["players"], 2);
    assert_eq!(v["containers"], 3);
    assert_eq!(v["stochastic"], false);
    let cell = &v["board"]["cells"][4];
    assert_eq!(cell["index"], 4);
    assert_eq!(
        (cell["x"].as_f64(), cell["y"].as_f64()),
        (Some(1.5), Some(1.5))
    );
    assert_eq!(
        cell["adjacent"],
        serde_json::json!([0, 1, 2, 3, 5, 6, 7, 8])
    );
    assert_eq!(
        v["board"]["vertices"][0]["adjacent"],
        serde_json::json!([1, 4])
    );
    assert_eq!(v["board"]["edges"].as_array().map(Vec::len), Some(24));
}

#[test]
fn board_prints_a_summary() {
    let (code, out, err) = ludic(&["board", "tests/boards/hex3.lud"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_hex3", out);
    let (code, out, err) = ludic(&["board", "tests/boards/square3.lud"]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("board_square3", out);
}

#[test]
fn a_board_ludic_does_not_build_is_refused_by_name() {
    let (code, out, err) = ludic(&["board", "tests/boards/bad-board.lud"]);
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("(subdivide ...) is not supported"), "{err}");
    assert!(err.contains("bad-board.lud:5:"), "{err}");
}

#[test]
fn rules_that_do_not_expand_leave_the_board() {
    let (code, out, err) = ludic(&["board", "tests/boards/unknown-rules.lud", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("the rules do not expand"), "{err}");
    assert!(err.contains("unknown-rules.lud:9:"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["board"]["cells"].as_array().map(Vec::len), Some(9));
}

#[test]
fn svg_draws_the_board_alone_when_the_rules_cannot_be_played() {
    let (code, out, err) = ludic(&["svg", "tests/boards/rules-not-yet.lud"]);
    assert_eq!(code, 0, "{err}");
    // The reason is still given (once `is Line`, now the triangles' shared corners).
    assert!(
        err.contains("lud::program::"),
        "the reason is still given: {err}"
    );
    assert!(err.contains("drawing the board alone"), "{err}");
    // `(tri 4)`: 16 triangles, each numbered as Ludii numbers its cells.
    assert_eq!(out.matches("<polygon").count(), 16, "{out}");
    assert!(out.contains(">15</text>"), "{out}");
    let (code, _, _) = ludic(&["svg", "tests/boards/rules-not-yet.lud", "--turns", "1"]);
    assert_ne!(code, 0, "a position needs the rules");
}

#[test]
fn a_track_written_wrong_is_refused_at_its_text() {
    let (code, _, err) = ludic(&["board", "tests/boards/bad-track.lud"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("`Up2` is not a step of a track"), "{err}");
    assert!(err.contains("bad-track.lud:4:"), "located: {err}");
}
