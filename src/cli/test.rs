//! `ludic test PATH...`: run the rule tests (`*.tests` files) at the paths given.

use super::EXIT_USAGE;
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs rule tests: files, or folders searched recursively for `*.tests`.
#[derive(clap::Args, Debug)]
pub struct TestArgs {
    /// Test files, or folders to search recursively for `*.tests` files.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Run only the tests whose full name (`file::test`) contains this text.
    #[arg(long)]
    pub filter: Option<String>,
}

/// Runs `ludic test`: exit status 0 when every test passed, 1 when one failed, 2 when
/// a path does not exist or holds no test file.
pub fn run(args: &TestArgs) -> ExitCode {
    let mut paths = Vec::new();
    for p in &args.paths {
        match sidecar(p) {
            Ok(p) => paths.push(p),
            Err((e, help)) => {
                crate::cli::error_help(e, help);
                return ExitCode::from(EXIT_USAGE);
            }
        }
    }
    let files = match crate::ruletest::collect(&paths) {
        Ok(f) => f,
        Err(e) => {
            crate::cli::error(e);
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if files.is_empty() {
        crate::cli::error(format!("no `*.{}` file found", crate::ruletest::EXTENSION));
        return ExitCode::from(EXIT_USAGE);
    }
    let summary = crate::ruletest::run_files(&files, args.filter.as_deref());
    let code = if summary.failed > 0 {
        ExitCode::from(super::EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    };
    super::output::then(crate::out!("{}", summary.report), code)
}

/// A game file named where a test file is expected stands for the tests beside it
/// (`dum-blas.lud` for `dum-blas.tests`), a natural slip; other paths stand for
/// themselves.
fn sidecar(p: &std::path::Path) -> Result<PathBuf, (String, String)> {
    if p.extension().is_none_or(|e| e != "lud") {
        return Ok(p.to_path_buf());
    }
    let tests = p.with_extension(crate::ruletest::EXTENSION);
    if tests.is_file() {
        crate::errln!(
            "note: {} is a game; running its tests, {}",
            p.display(),
            tests.display()
        );
        Ok(tests)
    } else {
        Err((
            format!("{} is a game, not a rule-test file", p.display()),
            format!(
                "its tests would be beside it, in {}, which does not exist",
                tests.display()
            ),
        ))
    }
}
