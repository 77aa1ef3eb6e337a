//! Driving the `ludic serve` page in headless Chromium through chromedriver, for the
//! browser tests: the driver, a browser session, and finding, clicking and reading the
//! page's elements; screenshots go to the target folder (`target/browser/`).
#![allow(dead_code)] // each test binary compiles this module; not every one calls all

use fantoccini::{Client, ClientBuilder, Locator};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver on a free loopback port, stopped when dropped.
pub struct Driver {
    child: Child,
    /// Its address.
    pub url: String,
}

impl Driver {
    /// Starts chromedriver; fails when Chromium or chromedriver is missing.
    pub fn start() -> Driver {
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

pub fn shots() -> PathBuf {
    // The target folder: the parent of the one cargo gives integration tests for scratch.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let dir = tmp.parent().unwrap_or(tmp).join("browser");
    std::fs::create_dir_all(&dir).expect("screenshot folder");
    dir
}

pub async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("screenshot");
    std::fs::write(shots().join(format!("{name}.png")), png).expect("write screenshot");
}

pub async fn find(c: &Client, css: &str) -> fantoccini::elements::Element {
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}`: {e}"))
}

/// Clicks the element; found again if the page redrew it between finding and clicking.
pub async fn click(c: &Client, css: &str) {
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
pub fn piece(site: u8) -> String {
    format!("#board .pc[data-site=\"{site}\"]")
}
pub fn square(site: u8) -> String {
    format!("#board .sq[data-site=\"{site}\"]")
}

/// The value of a script run in the page: read in one go, so that a re-render between
/// finding an element and reading it cannot leave a stale reference.
pub async fn js(c: &Client, script: &str) -> serde_json::Value {
    c.execute(script, Vec::new())
        .await
        .unwrap_or_else(|e| panic!("script `{script}`: {e}"))
}

/// The move list's entries.
pub async fn moves(c: &Client) -> Vec<String> {
    let v = js(
        c,
        "return [...document.querySelectorAll('#moves li[data-ply]')].map((l) => l.textContent);",
    )
    .await;
    serde_json::from_value(v).expect("a list of strings")
}

/// Waits until the move list has `n` entries; the list.
pub async fn moves_reach(c: &Client, n: usize) -> Vec<String> {
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

/// The game as the page's "Download PDN" link offers it.
pub async fn downloaded_pdn(c: &Client) -> String {
    let href = find(c, "#pdn-download")
        .await
        .prop("href")
        .await
        .expect("href")
        .expect("a link");
    reqwest::get(&href)
        .await
        .expect("download")
        .text()
        .await
        .expect("text")
}

pub async fn text(c: &Client, css: &str) -> String {
    find(c, css).await.text().await.expect("text")
}

pub async fn set_fen(c: &Client, fen: &str) {
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

/// A headless Chromium session through `driver`, its window 1200x900.
pub async fn session(driver: &Driver) -> Client {
    let caps = serde_json::json!({
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"]
        }
    });
    let serde_json::Value::Object(caps) = caps else {
        unreachable!("an object")
    };
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&driver.url)
        .await
        .expect("a browser session")
}
