//! The `ludic serve` page plays the games of the general engine with the mouse, in
//! headless Chromium: Yoté's placements from the hand and its capture that takes a
//! second piece, a HexDame move on the hexagon's cells, an Alquerque move on the
//! points, and a Lasca capture that builds a column; Yoté's game downloaded as PDN. Screenshots go to
//! `target/browser/` (`general-*.png`). Needs Chromium and chromedriver, as
//! `tests/browser.rs` does.

mod browser_support;
mod serve_support;

use browser_support::*;
use fantoccini::{Client, Locator};
use serve_support::Server;
use std::time::{Duration, Instant};

/// Opens `game` with both seats human; waits for a movable piece.
async fn open(c: &Client, server: &Server, game: &str) {
    c.goto(&server.at(&format!("?game={game}")))
        .await
        .expect("open the page");
    find(c, "#board .pc.movable").await;
    find(c, "#seat1")
        .await
        .select_by_value("human")
        .await
        .expect("seat");
}

/// The number of elements `css` finds.
async fn count(c: &Client, css: &str) -> usize {
    c.find_all(Locator::Css(css)).await.expect("find").len()
}

/// Plays the first movable piece to its first destination; the move list's last entry.
async fn any_move(c: &Client, n: usize) -> String {
    click(c, "#board .pc.movable").await;
    click(c, "#board .sq.dest").await;
    let m = moves_reach(c, n).await;
    m[n - 1].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_the_general_engine_s_games_with_the_mouse() {
    let driver = Driver::start();
    let server = Server::start(&[]);
    let c = session(&driver).await;

    // Yoté: each hand a tray holding twelve; a placement is a click on the hand's
    // piece, then on an empty hole. Hands are sites 30 (P1) and 31 (P2); c3 is 14.
    open(&c, &server, "yote").await;
    assert_eq!(count(&c, "#board .hand").await, 2);
    find(&c, &format!("{}.movable", piece(30))).await;
    assert!(
        !find(&c, "#candidates")
            .await
            .is_displayed()
            .await
            .expect("shown"),
        "placements are offered as buttons"
    );
    for (n, (hand, hole)) in [(30, 14), (31, 15), (30, 0), (31, 29)]
        .into_iter()
        .enumerate()
    {
        click(&c, &piece(hand)).await;
        find(&c, &format!("{}.dest", square(hole))).await;
        click(&c, &square(hole)).await;
        moves_reach(&c, n + 1).await;
    }
    assert_eq!(
        moves(&c).await,
        ["1. hand-c3", "1... hand-d3", "2. hand-a1", "2... hand-f5"]
    );
    shot(&c, "general-1-yote-placed").await;
    // The jump c3 over d3 to e3, then the second piece taken: a click on it (f5).
    click(&c, &piece(14)).await;
    click(&c, &square(16)).await;
    find(&c, &format!("{}.dest", square(29))).await;
    shot(&c, "general-2-yote-second-piece").await;
    click(&c, &piece(29)).await;
    let m = moves_reach(&c, 5).await;
    assert_eq!(m[4], "3. c3xe3xf5");
    assert!(text(&c, "#board").await.contains("× 10"));
    // The page offers the game as PDN, in the names the move list shows, and the
    // position as the general engine's position text in the FEN box.
    let fen = find(&c, "#fen").await.prop("value").await.expect("value");
    let fen = fen.unwrap_or_default();
    assert!(
        fen.starts_with("P2 to move;") && fen.contains("hand P1: Marker 10"),
        "{fen}"
    );
    let pdn = downloaded_pdn(&c).await;
    assert!(
        pdn.contains("1. hand-c3 hand-d3 2. hand-a1 hand-f5 3. c3xe3xf5"),
        "{pdn}"
    );
    // A position typed in the box starts the game there: P1 to place its last piece.
    set_fen(
        &c,
        "P1 to move; P1: Marker a1; hand P1: Marker 1; hand P2: Marker 1",
    )
    .await;
    assert!(moves(&c).await.is_empty());
    let fen = find(&c, "#fen").await.prop("value").await.expect("value");
    assert_eq!(
        fen.as_deref(),
        Some("P1 to move; P1: Marker a1; hand P1: Marker 1; hand P2: Marker 1")
    );

    // HexDame: 61 hexagonal cells named as Ludii names them; a man's step.
    open(&c, &server, "hexdame").await;
    assert_eq!(count(&c, "#board polygon.sq").await, 61);
    let m = any_move(&c, 1).await;
    assert!(m.starts_with("1. ") && m.contains('-'), "{m}");
    shot(&c, "general-3-hexdame").await;

    // Alquerque: the men on the points of its lines.
    open(&c, &server, "alquerque").await;
    assert!(count(&c, "#board line").await > 40);
    let m = any_move(&c, 1).await;
    assert!(m.starts_with("1. "), "{m}");
    shot(&c, "general-4-alquerque").await;

    // Lasca: a3-b4, and Black's c5xa3 takes it prisoner under the capturer on a3
    // (sites 14, 22, 30).
    open(&c, &server, "lasca").await;
    click(&c, &piece(14)).await;
    click(&c, &square(22)).await;
    moves_reach(&c, 1).await;
    click(&c, &piece(30)).await;
    click(&c, &square(14)).await;
    let m = moves_reach(&c, 2).await;
    assert_eq!(m[1], "1... c5xa3");
    find(&c, "#board .column[data-site=\"14\"]").await;
    let began = Instant::now();
    while !text(&c, "#status").await.contains("to move") {
        assert!(began.elapsed() < Duration::from_secs(10), "no status");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    shot(&c, "general-5-lasca-column").await;

    c.close().await.expect("close the browser");
}
