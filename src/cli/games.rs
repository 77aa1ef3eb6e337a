//! `ludic games`: the games built into the binary, which every command finds by name
//! from any folder, each with its title and rulesets.

use std::path::Path;
use std::process::ExitCode;

/// Arguments of `ludic games`.
#[derive(clap::Args, Debug)]
pub struct GamesArgs {}

/// The title a game file gives its game: the string after its first `(game`.
fn title(text: &str) -> Option<&str> {
    let rest = &text[text.find("(game \"")? + 7..];
    rest.split('"').next()
}

/// One line per built-in game: its name, its title, and its rulesets (the default
/// one marked `*`), `Ruleset/` left out as `--ruleset` needs no more than a part.
pub fn lines() -> Vec<String> {
    let mut rows: Vec<(String, String, String)> = Vec::new();
    for (name, path, text) in crate::builtin_games::GAMES {
        let name = if path.contains("/variants/") {
            format!("{name} (variant)")
        } else {
            name.to_string()
        };
        let rulesets = match crate::load::ruleset_names(Path::new(path)) {
            Ok(r) if r.is_empty() => "-".to_string(),
            Ok(r) => r
                .iter()
                .map(|n| n.strip_prefix("Ruleset/").unwrap_or(n))
                .collect::<Vec<_>>()
                .join(", "),
            Err(_) => "(does not load)".to_string(),
        };
        rows.push((name, title(text).unwrap_or("?").to_string(), rulesets));
    }
    let wide = |f: fn(&(String, String, String)) -> usize| rows.iter().map(f).max().unwrap_or(0);
    let (a, b) = (wide(|r| r.0.chars().count()), wide(|r| r.1.chars().count()));
    let mut out = vec![format!("{:a$}  {:b$}  rulesets", "name", "game")];
    for (name, game, rulesets) in &rows {
        out.push(format!("{name:a$}  {game:b$}  {rulesets}"));
    }
    out
}

/// Runs `ludic games`.
pub fn run(_: &GamesArgs) -> ExitCode {
    for line in lines() {
        if let Err(code) = crate::cli::output::write(format_args!("{line}\n")) {
            return code;
        }
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_title_is_read_from_the_game_clause() {
        assert_eq!(
            super::title("// x\n(game \"Dum Blas\" (players 2))"),
            Some("Dum Blas")
        );
        assert_eq!(super::title("(define \"X\" 1)"), None);
    }
}
