//! Starts `ludic serve` on a free loopback port for a test and stops it when dropped.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// A running server.
pub struct Server {
    child: Child,
    /// Its address, `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl Server {
    /// `ludic serve --port 0 ARGS...`, once it has said where it listens.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludic"))
            .arg("serve")
            .args(["--port", "0"])
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start ludic serve");
        let out = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(out)
            .read_line(&mut line)
            .expect("read the address");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Server { child, url }
    }

    /// The address of `path` (without its leading `/`).
    #[allow(dead_code)] // each test binary compiles this module; not every one calls it
    pub fn at(&self, path: &str) -> String {
        format!("{}{}", self.url, path.trim_start_matches('/'))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
