//! The `ludic serve` page with what a file does not write itself: Dum Papan's choosers
//! and rules text, which it inherits from Dum Blas by `extends`; the AI's huff, told as
//! the terminal tells it; and a file that does not compile, whose diagnostic is shown
//! as the terminal shows it. Screenshots go to `target/browser/` (`variants-*.png`).
//! Needs Chromium and chromedriver, as `tests/browser.rs` does.

mod browser_support;
mod serve_support;

use browser_support::*;
use fantoccini::{Client, Locator};
use serve_support::Server;
use std::time::{Duration, Instant};

/// The options of the `<select>` `css`, as (value, shown text), and the chosen value.
async fn chooser(c: &Client, css: &str) -> (Vec<(String, String)>, String) {
    let sel = find(c, css).await;
    let mut items = Vec::new();
    for o in sel.find_all(Locator::Css("option")).await.expect("options") {
        let value = o.attr("value").await.expect("value").unwrap_or_default();
        items.push((value, o.text().await.expect("text")));
    }
    let chosen = sel.prop("value").await.expect("value").unwrap_or_default();
    (items, chosen)
}

/// Waits until `#message` holds `part`, and returns it.
async fn message_with(c: &Client, part: &str) -> String {
    let began = Instant::now();
    loop {
        let m = text(c, "#message").await;
        if m.contains(part) {
            return m;
        }
        assert!(
            began.elapsed() < Duration::from_secs(15),
            "no {part:?} in the message: {m:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inherited_choosers_the_ais_huff_and_a_diagnostic() {
    let driver = Driver::start();
    let server = Server::start(&["games", "tests/diagnostics/is-crossing.lud"]);
    let c = session(&driver).await;

    // Dum Papan: its own rulesets, the options "Man Capture" and "Draw" of Dum Blas
    // (not "Maximum Capture", which it removes), and its rules text.
    c.goto(&server.at("?game=variants/dum-papan"))
        .await
        .expect("open the page");
    find(&c, "#board .pc.movable").await;
    let (rulesets, chosen) = chooser(&c, "#ruleset").await;
    let names: Vec<&str> = rulesets.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(
        names,
        [
            "Dum Papan (Illustrative)",
            "Backward Captures (Illustrative)"
        ]
    );
    assert_eq!(chosen, "Ruleset/Dum Papan (Illustrative)");
    let headings = js(
        &c,
        "return [...document.querySelectorAll('#choices select.option')].map((s) => s.dataset.heading);",
    )
    .await;
    assert_eq!(headings, serde_json::json!(["Man Capture", "Draw"]));
    assert_eq!(
        chooser(&c, "select.option[data-heading='Man Capture']")
            .await
            .1,
        "Man Capture/Forwards"
    );
    let rules = text(&c, "#rules").await;
    assert!(
        rules.contains("Dum Papan") && rules.contains("As Dum Blas, except"),
        "{rules}"
    );
    // The other ruleset sets the inherited chooser to its item.
    find(&c, "#ruleset")
        .await
        .select_by_value("Ruleset/Backward Captures (Illustrative)")
        .await
        .expect("ruleset");
    assert_eq!(
        chooser(&c, "select.option[data-heading='Man Capture']")
            .await
            .1,
        "Man Capture/All Diagonals"
    );
    shot(&c, "variants-1-dum-papan").await;

    // Dum Blas, alpha-beta as Black: White does not capture 28x19, and the AI's huff
    // of the piece on 28 is told as the terminal tells it.
    c.goto(&server.at("?game=dum-blas")).await.expect("open");
    find(&c, "#board .pc.movable").await;
    find(&c, "#think1")
        .await
        .select_by_value("200")
        .await
        .expect("think time");
    set_fen(&c, "W:W28,45:B23,5").await;
    click(&c, &piece(44)).await;
    click(&c, &square(39)).await;
    let m = moves_reach(&c, 2).await;
    assert!(m[1].starts_with("1... h28 "), "{m:?}");
    let said = message_with(&c, "huffing").await;
    assert!(
        said.starts_with("alphabeta played h28 ") && said.contains("(huffing the piece on 28)"),
        "{said}"
    );
    shot(&c, "variants-2-ai-huff").await;

    // A file that does not compile: its diagnostic, lines and help as the terminal
    // prints them, when a game of it is started.
    c.goto(&server.at("?game=is-crossing")).await.expect("open");
    let diag = text(&c, "#message pre.diag").await;
    assert!(
        diag.contains("(is Crossing ...) is not supported as a condition")
            && diag.contains("help: docs/language.md lists the ludemes ludic runs")
            && diag.contains("\n"),
        "{diag}"
    );
    shot(&c, "variants-3-diagnostic").await;

    c.close().await.expect("close the browser");
}
