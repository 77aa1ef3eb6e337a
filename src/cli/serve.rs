//! `ludic serve`: starts the local web page of [`crate::serve`] on the loopback address.

use super::EXIT_INPUT;
use std::process::ExitCode;

/// Serves a page to play the games in a browser, on 127.0.0.1 only.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// Game files or folders to offer (folders are searched for *.lud); default: games/
    /// here, else the games built into ludic.
    pub paths: Vec<std::path::PathBuf>,
    /// The port to listen on (0: any free port, printed at start).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Open the page in the default browser.
    #[arg(long)]
    pub open: bool,
}

/// Runs the server until interrupted.
pub fn run(args: &ServeArgs) -> ExitCode {
    let catalog = crate::serve::catalog::catalog(&args.paths);
    if catalog.is_empty() {
        super::error("no .lud game files found under the paths given");
        return ExitCode::from(EXIT_INPUT);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            super::error(format!("cannot start the server's threads: {e}"));
            return ExitCode::from(EXIT_INPUT);
        }
    };
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(("127.0.0.1", args.port)).await {
            Ok(l) => l,
            Err(e) => {
                super::error_help(
                    format!("cannot listen on 127.0.0.1:{}: {e}", args.port),
                    "choose another port with --port (0 takes any free one)",
                );
                return ExitCode::from(EXIT_INPUT);
            }
        };
        let url = match listener.local_addr() {
            Ok(a) => format!("http://{a}/"),
            Err(e) => {
                super::error(format!("cannot read the server's address: {e}"));
                return ExitCode::from(EXIT_INPUT);
            }
        };
        let games = catalog.len();
        if let Err(code) = crate::outln!("ludic serve: {games} games at {url} (Ctrl-C stops)") {
            return code;
        }
        if args.open {
            open(&url);
        }
        match crate::serve::serve(listener, crate::serve::AppState::new(catalog)).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                super::error(format!("the server stopped: {e}"));
                ExitCode::from(EXIT_INPUT)
            }
        }
    })
}

/// Asks the desktop to open `url`; failing that, says so (the address is printed).
fn open(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(url).spawn() {
        super::error(format!(
            "cannot open a browser with {opener}: {e}; open {url} by hand"
        ));
    }
}
