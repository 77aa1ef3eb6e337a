//! The `ludic serve` page in a real browser: headless Chromium driven through
//! chromedriver plays Dum Blas with the mouse (a step, the AI's answer, a huff, a
//! multi-capture chosen by its landings), checks the move list and the PDN download,
//! and plays a move of English draughts. Screenshots go to the target folder
//! (`target/browser/`). Without Chromium and chromedriver the test fails: `.ci/run`
//! installs Debian's `chromium` and `chromium-driver`.

mod browser_support;
mod serve_support;

use browser_support::*;
use fantoccini::{Client, Locator};
use serve_support::Server;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_dum_blas_and_english_draughts_with_the_mouse() {
    let driver = Driver::start();
    let server = Server::start(&[]);
    let c = session(&driver).await;

    // Page load to a playable board: Dum Blas, White's men marked as movable.
    let began = Instant::now();
    c.goto(&server.url).await.expect("open the page");
    find(&c, "#board .pc.movable").await;
    let load = began.elapsed();
    eprintln!("page load to a playable board: {} ms", load.as_millis());
    assert!(load < Duration::from_secs(5), "the page took {load:?}");
    assert_eq!(text(&c, "#status").await, "White to move");
    assert!(text(&c, "#rules").await.contains("huff"));

    // A step by clicking, 32-28; alpha-beta (0.2 s) answers.
    find(&c, "#think1")
        .await
        .select_by_value("200")
        .await
        .expect("think time");
    click(&c, &piece(31)).await;
    find(&c, &format!("{}.dest", square(27))).await;
    click(&c, &square(27)).await;
    let m = moves_reach(&c, 2).await;
    assert_eq!(m[0], "1. 32-28");
    assert!(
        text(&c, "#message").await.contains("played"),
        "no word of the AI's turn"
    );
    shot(&c, "1-after-ai").await;

    // An illegal click says why.
    click(&c, &piece(46)).await;
    let why = text(&c, "#message").await;
    assert!(why.contains("cannot move"), "{why}");

    // The huff: both seats human, White declines its capture, Black huffs by clicking.
    find(&c, "#seat1")
        .await
        .select_by_value("human")
        .await
        .expect("seat");
    set_fen(&c, "W:W28,45:B23,5").await;
    click(&c, &piece(44)).await;
    click(&c, &square(39)).await;
    moves_reach(&c, 1).await;
    find(&c, &format!("{}.huffable", piece(27))).await;
    assert!(text(&c, "#huffbar").await.contains("No huff"));
    shot(&c, "2-huff-offered").await;
    click(&c, &piece(27)).await;
    find(&c, &format!("{}.huffed", piece(27))).await;
    click(&c, &piece(22)).await;
    click(&c, &square(28)).await;
    let m = moves_reach(&c, 2).await;
    assert_eq!(m[1], "1... h28 23-29");

    // A multi-capture with two paths to one end, chosen by clicking its landings.
    set_fen(&c, "W:W48:B43,33,42,32,5").await;
    click(&c, &piece(47)).await;
    find(&c, &format!("{}.via", square(38))).await;
    click(&c, &square(38)).await;
    find(&c, &format!("{}.dest", square(27))).await;
    shot(&c, "3-capture-path").await;
    click(&c, &square(27)).await;
    let m = moves_reach(&c, 1).await;
    assert_eq!(m, ["1. 48x39x28"]);

    // The PDN the page offers holds the game.
    let pdn = downloaded_pdn(&c).await;
    assert!(
        pdn.contains("48x39x28") && pdn.contains("[FEN \"W:W48:"),
        "{pdn}"
    );

    // English draughts, 8x8: the first movable piece to its first destination.
    find(&c, "#game")
        .await
        .select_by_value("english-draughts")
        .await
        .expect("game");
    let began = Instant::now();
    while c
        .find_all(Locator::Css("#board .sq"))
        .await
        .expect("squares")
        .len()
        != 32
    {
        assert!(began.elapsed() < Duration::from_secs(10), "no 8x8 board");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    assert!(moves(&c).await.is_empty());
    click(&c, "#board .pc.movable").await;
    click(&c, "#board .sq.dest").await;
    let m = moves_reach(&c, 1).await;
    assert!(m[0].starts_with("1. ") && m[0].contains('-'), "{m:?}");
    shot(&c, "4-english").await;

    // Flip turns the board round; undo takes the move back.
    let x = |c: &Client| {
        let c = c.clone();
        async move {
            js(
                &c,
                r#"return document.querySelector('#board .sq[data-site="0"]').getAttribute("x");"#,
            )
            .await
        }
    };
    let before = x(&c).await;
    click(&c, "#flip").await;
    let began = Instant::now();
    while x(&c).await == before {
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "the board did not flip"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    click(&c, "#undo").await;
    let began = Instant::now();
    while !moves(&c).await.is_empty() {
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "undo took nothing back"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }

    c.close().await.expect("close the browser");
}
