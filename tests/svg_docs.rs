//! Each game's rules page (`docs/rules/NAME.md`) shows its start position as
//! `docs/rules/img/NAME.svg`, drawn by `ludic::draw` from `games/NAME.lud`. This test
//! draws them again and fails when a committed picture no longer matches its game, or
//! a page does not show it; `LUDIC_BLESS=1 cargo test --release --test svg_docs`
//! rewrites the pictures.

use ludic::draw::{render, Scene};
use ludic::game::rules_from_file;
use ludic::game::{compile_file, Compiled};
use ludic::kernel::Game;
use ludic::load::Selection;
use ludic::play::general::{is_promoted, site_name};
use std::path::Path;

fn start_picture(game: &Path) -> String {
    let compiled = compile_file(game, &Selection::default())
        .unwrap_or_else(|f| panic!("{}: {}", game.display(), f.render(false)));
    // A game of the general engine alone (Lasca's columns) is drawn from its engine.
    if let Compiled::Program(p) = compiled {
        let e = ludic::engine::Engine::new(*p);
        return render(&Scene::from_api(
            &e,
            &e.start(),
            |p| is_promoted(&p.kind),
            |s| site_name(&e, s as u16),
        ));
    }
    let rules = rules_from_file(game, &Selection::default())
        .unwrap_or_else(|f| panic!("{}: {}", game.display(), f.render(false)));
    let g = Game::new(rules).unwrap_or_else(|e| panic!("{}: {e}", game.display()));
    render(&Scene::of_kernel(&g, &g.start()))
}

#[test]
fn rules_pages_show_their_start_position() {
    let bless = std::env::var_os("LUDIC_BLESS").is_some_and(|v| v == "1");
    let mut pages: Vec<_> = std::fs::read_dir("docs/rules")
        .expect("docs/rules")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    assert!(
        pages.len() >= 10,
        "expected the rules pages, found {}",
        pages.len()
    );
    let mut stale = Vec::new();
    for page in &pages {
        let name = page.file_stem().and_then(|s| s.to_str()).expect("name");
        let game = Path::new("games").join(format!("{name}.lud"));
        let picture = Path::new("docs/rules/img").join(format!("{name}.svg"));
        let want = start_picture(&game);
        if bless {
            std::fs::create_dir_all("docs/rules/img").expect("mkdir");
            std::fs::write(&picture, &want).expect("write");
        }
        match std::fs::read_to_string(&picture) {
            Ok(have) if have == want => {}
            _ => stale.push(picture.display().to_string()),
        }
        let text = std::fs::read_to_string(page).expect("page");
        assert!(
            text.contains(&format!("](img/{name}.svg)")),
            "{} does not show img/{name}.svg",
            page.display()
        );
    }
    assert!(
        stale.is_empty(),
        "pictures missing or out of date (rewrite with LUDIC_BLESS=1): {stale:?}"
    );
}

#[test]
fn svg_command_draws_turns_and_refuses_bad_ones() {
    let ludic = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_ludic"))
            .arg("svg")
            .args(args)
            .output()
            .expect("run ludic svg")
    };
    let out = ludic(&[
        "dum-blas",
        "--turns",
        "1. 32-28 19-23 2. 28x19",
        "--highlight-last",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = String::from_utf8(out.stdout).expect("utf-8");
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // 28x19 leaves White's man on 19 (site 18), Black's 23 gone; 28 and 19 highlighted.
    assert!(svg.contains(r#"class="pc p0 man" data-site="18""#));
    assert!(!svg.contains(r#"data-site="22">"#));
    assert_eq!(svg.matches("#e8c547").count(), 2);
    let out = ludic(&["english-draughts", "--fen", "W:WK30:B1", "--flip"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains(r#"class="pc p0 king" data-site="29""#));
    for bad in [
        vec!["dum-blas", "--turns", "32-37"],
        vec!["dum-blas", "--fen", "W:W99"],
        vec!["dum-blas", "--turns", "{ never closed"],
    ] {
        let out = ludic(&bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    }
}
