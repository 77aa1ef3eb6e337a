//! Boards beyond the square grid and hands, everywhere a position is shown or named: the
//! terminal's board text (snapshots), Ludii's coordinate names in turns, a game saved
//! and replayed by the command line, and the picture's shapes (a hexagon's cells drawn
//! as hexagons, a board of points as points on its lines, the hands as trays).

use ludic::draw::{render, Scene};
use ludic::engine::{Engine, State};
use ludic::game::{engine_from_file, GameApi};
use ludic::load::Selection;
use ludic::play::general::{board_text, is_promoted, play_turns, site_name};
use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn engine(name: &str) -> Engine {
    engine_from_file(&root().join("games").join(name), &Selection::default())
        .unwrap_or_else(|f| panic!("{name}: {}", f.render(false)))
}

fn after(e: &Engine, turns: &str) -> State {
    let texts: Vec<String> = turns.split_whitespace().map(str::to_string).collect();
    play_turns(e, &texts).expect("legal turns").0
}

fn picture(e: &Engine, s: &State) -> String {
    render(&Scene::from_api(
        e,
        s,
        |p| is_promoted(&p.kind),
        |x| site_name(e, x as u16),
    ))
}

#[test]
fn hexdame_prints_as_offset_lines_with_ludii_s_names() {
    let e = engine("hexdame.lud");
    let s = after(&e, "d4-d5 h6-g5");
    insta::assert_snapshot!(board_text(&e, &s));
}

#[test]
fn yote_prints_its_hands_under_the_board() {
    let e = engine("yote.lud");
    let s = after(&e, "hand-c3 hand-d3 hand-a1 hand-f5 c3xe3xf5");
    insta::assert_snapshot!(board_text(&e, &s));
}

#[test]
fn alquerque_and_lasca_print_as_grids() {
    let alquerque = engine("alquerque.lud");
    let lasca = engine("lasca.lud");
    let text = format!(
        "{}\n{}",
        board_text(&alquerque, &after(&alquerque, "b2-c3")),
        board_text(&lasca, &after(&lasca, "a3-b4 c5xa3"))
    );
    insta::assert_snapshot!(text);
}

fn hex_height(e: &Engine, site: usize) -> f64 {
    e.geometry(site).map_or(0.0, |g| g.centre[1])
}

#[test]
fn hexdame_cells_are_named_as_ludii_names_them() {
    let e = engine("hexdame.lud");
    let names: Vec<String> = (0..e.num_sites())
        .map(|i| site_name(&e, i as u16))
        .collect();
    // Ludii's coordinates on its hexagon: a1 the bottom corner; nine diagonal columns
    // a..i of five to nine cells; i9 the top corner.
    let height = |i: usize| hex_height(&e, i);
    let lowest = (0..names.len()).min_by(|&a, &b| height(a).total_cmp(&height(b)));
    let highest = (0..names.len()).max_by(|&a, &b| height(a).total_cmp(&height(b)));
    assert_eq!(lowest.map(|i| names[i].as_str()), Some("a1"));
    assert_eq!(highest.map(|i| names[i].as_str()), Some("i9"));
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 61, "no two cells share a name");
    for col in 'a'..='i' {
        let n = names.iter().filter(|x| x.starts_with(col)).count();
        let want = 9 - (col as i32 - 'e' as i32).unsigned_abs() as usize;
        assert_eq!(n, want, "column {col}");
    }
}

#[test]
fn the_pictures_draw_hexagons_points_and_hands() {
    let hex = engine("hexdame.lud");
    let svg = picture(&hex, &hex.start());
    assert_eq!(svg.matches(r#"<polygon class="sq""#).count(), 61);
    assert!(!svg.contains("<rect class=\"sq\""), "no square cells");
    assert_eq!(svg.matches("class=\"pc ").count(), 32);

    let alq = engine("alquerque.lud");
    let svg = picture(&alq, &alq.start());
    assert_eq!(svg.matches(r#"<circle class="sq""#).count(), 25);
    // 40 lines of the grid and 16 diagonals, each drawn once.
    assert_eq!(svg.matches("<line class=\"line\"").count(), 56);

    let yote = engine("yote.lud");
    let svg = picture(&yote, &after(&yote, "hand-c3"));
    assert!(svg.contains("× 11") && svg.contains("× 12"));
    assert_eq!(svg.matches("class=\"sq hand\"").count(), 2);
}

#[test]
fn a_hexdame_game_saved_in_ludii_s_names_replays() {
    let dir = std::env::temp_dir().join(format!("ludic-graph-boards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pdn = dir.join("hexdame.pdn");
    // Ludii writes its names in upper case: they are read too.
    std::fs::write(&pdn, "1. d4-d5 H6-G5 2. d3-d4 *\n").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .arg("replay")
        .arg(root().join("games/hexdame.lud"))
        .arg(&pdn)
        .output()
        .expect("run ludic replay");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("3 turns, all legal"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
