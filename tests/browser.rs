//! The `ludic serve` page in a real browser: headless Chromium driven through
//! chromedriver plays Dum Blas with the mouse (a step, the AI's answer, a huff, a
//! multi-capture chosen by its landings), checks the move list and the PDN download,
//! and plays a move of English draughts. Screenshots go to the target folder
//! (`target/browser/`). Without Chromium and chromedriver the test fails: `.ci/run`
//! installs Debian's `chromium` and `chromium-driver`.

mod serve_support;

use fantoccini::{Client, ClientBuilder, Locator};
use serve_support::Server;
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver on a free loopback port, stopped when dropped.
struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    fn start() -> Driver {
        for exe in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(exe).exists(),
                "{exe} is missing: install Debian's chromium and chromium-driver (apt-get install -y chromium chromium-driver), as .ci/run does"
            );
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        // In a process group of its own, so that the browsers it starts end with it.
        let child = Command::new(CHROMEDRIVER)
            .process_group(0)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let began = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "chromedriver did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The whole group: a test that failed before closing its session leaves a browser.
        let _ = Command::new("kill")
            .args(["-TERM", "--", &format!("-{}", self.child.id())])
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn shots() -> PathBuf {
    // The target folder: the parent of the one cargo gives integration tests for scratch.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let dir = tmp.parent().unwrap_or(tmp).join("browser");
    std::fs::create_dir_all(&dir).expect("screenshot folder");
    dir
}

async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("screenshot");
    std::fs::write(shots().join(format!("{name}.png")), png).expect("write screenshot");
}

async fn find(c: &Client, css: &str) -> fantoccini::elements::Element {
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}`: {e}"))
}

/// Clicks the element; found again if the page redrew it between finding and clicking.
async fn click(c: &Client, css: &str) {
    let mut tries = 0;
    loop {
        match find(c, css).await.click().await {
            Ok(()) => return,
            Err(e) if tries < 3 && e.to_string().contains("stale") => tries += 1,
            Err(e) => panic!("cannot click `{css}`: {e}"),
        }
    }
}

/// A piece or a square by its site.
fn piece(site: u8) -> String {
    format!("#board .pc[data-site=\"{site}\"]")
}
fn square(site: u8) -> String {
    format!("#board .sq[data-site=\"{site}\"]")
}

/// The value of a script run in the page: read in one go, so that a re-render between
/// finding an element and reading it cannot leave a stale reference.
async fn js(c: &Client, script: &str) -> serde_json::Value {
    c.execute(script, Vec::new())
        .await
        .unwrap_or_else(|e| panic!("script `{script}`: {e}"))
}

/// The move list's entries.
async fn moves(c: &Client) -> Vec<String> {
    let v = js(
        c,
        "return [...document.querySelectorAll('#moves li[data-ply]')].map((l) => l.textContent);",
    )
    .await;
    serde_json::from_value(v).expect("a list of strings")
}

/// Waits until the move list has `n` entries; the list.
async fn moves_reach(c: &Client, n: usize) -> Vec<String> {
    let began = Instant::now();
    loop {
        let m = moves(c).await;
        if m.len() >= n {
            return m;
        }
        assert!(
            began.elapsed() < Duration::from_secs(15),
            "moves stayed at {m:?}, wanted {n}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn text(c: &Client, css: &str) -> String {
    find(c, css).await.text().await.expect("text")
}

async fn set_fen(c: &Client, fen: &str) {
    let input = find(c, "#fen").await;
    input.clear().await.expect("clear");
    input.send_keys(fen).await.expect("type");
    click(c, "#set-fen").await;
    let began = Instant::now();
    while !text(c, "#message").await.contains("Position set") {
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "the FEN was not set"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_dum_blas_and_english_draughts_with_the_mouse() {
    let driver = Driver::start();
    let server = Server::start(&[]);
    let caps = serde_json::json!({
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"]
        }
    });
    let serde_json::Value::Object(caps) = caps else {
        unreachable!("an object")
    };
    let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&driver.url)
        .await
        .expect("a browser session");

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
    let href = find(&c, "#pdn-download")
        .await
        .prop("href")
        .await
        .expect("href")
        .expect("a link");
    let pdn = reqwest::get(&href)
        .await
        .expect("download")
        .text()
        .await
        .expect("text");
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
