//! ludic's rendering of Ludii's shared defines (`games/defs/ludii/`): what each use
//! expands to (snapshots, reviewed by hand against the meaning of each define), how
//! absent optional arguments vanish, and that every define is documented.
//!
//! The expansions use the library directly (`library::FILES` and `library::LUDII`), so
//! these tests hold whatever the loader does with a `--defs` folder.

use ludic::expand::library::{FILES, LUDII};
use ludic::load::Selection;
use ludic::syntax::ast::{File, Kind, Node};
use ludic::syntax::print::{print_flat, print_node};

mod ludii_defs_support;
use ludii_defs_support::USES;

/// The built-in library, ours and our Ludii rendering, parsed.
fn library() -> Vec<File> {
    FILES
        .iter()
        .chain(LUDII)
        .enumerate()
        .map(|(i, (name, text))| {
            ludic::syntax::parse(text, i as u32 + 1).unwrap_or_else(|_| panic!("{name} parses"))
        })
        .collect()
}

/// Expands a whole game text with the built-in library.
fn expand_game(text: &str) -> Node {
    let file = ludic::syntax::parse(text, 0).expect("the test text parses");
    match ludic::expand::expand(&file, 0, &library(), &Selection::default()) {
        Ok(out) => out.game,
        Err(e) => panic!("{:?}", e.diags),
    }
}

/// The defines a game gives Ludii's mancala defines, which expect them of it: the
/// number of holes in a row, and what a player scores.
const GAME_DEFINES: &str =
    r#"(define "Columns" 6) (define "PiecesOwnedBy" (count at:(mapEntry #1)))"#;

/// What one define use expands to, on one line.
fn expand_use(text: &str) -> String {
    let game = expand_game(&format!("{GAME_DEFINES} (game \"T\" {text})"));
    let Kind::Clause { args, .. } = &game.kind else {
        panic!("not a clause")
    };
    args[1..]
        .iter()
        .map(print_flat)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn each_use_expands_to_its_meaning() {
    let table: String = USES
        .iter()
        .map(|u| format!("{u}\n    => {}\n", expand_use(u)))
        .collect();
    insta::assert_snapshot!(table);
}

#[test]
fn every_ludii_define_has_an_example_use() {
    for name in ludii_names() {
        assert!(
            USES.iter().any(|u| u.contains(&format!("\"{name}\""))),
            "{name} has no example in USES"
        );
    }
}

#[test]
fn absent_optional_arguments_vanish() {
    assert_eq!(
        expand_use(r#""StepToEmpty""#),
        "(move Step (to if:(is Empty (to))))"
    );
    assert_eq!(
        expand_use(r#"("IsEnemyAt" (to))"#),
        "(is Enemy (who at:(to)))"
    );
    assert_eq!(
        expand_use(r#"("ReplayIfCanMove" (move Pass))"#),
        "(if (can Move (move Pass)) (moveAgain))"
    );
    // A left-out middle argument leaves the later ones where they belong.
    assert_eq!(
        expand_use(r#"("HopCapture" ~ ~ (then (moveAgain)))"#),
        "(move Hop (between if:(is Enemy (who at:(between))) (apply (remove (between)))) \
         (to if:(is Empty (to))) (then (moveAgain)))"
    );
    // The equipment list has no hole where the optional extra item is not given.
    let eq = expand_use(r#"("DraughtsEquipment" (square 8))"#);
    assert!(eq.starts_with("(equipment {(board (square 8)) (piece \"Counter\" P1 N)"));
    assert!(eq.ends_with("(regions P2 (sites Top))})"), "{eq}");
    // Without distances or a removal time, a sequence hop is a plain adjacent hop.
    let seq = expand_use(r#""HopSequenceCapture""#);
    assert!(
        !seq.contains("before:") && !seq.contains("after:") && !seq.contains("EndOfTurn"),
        "{seq}"
    );
}

#[test]
fn a_game_file_define_replaces_a_ludii_one() {
    let game = expand_game(
        r#"(define "SameTurn" False)
           (game "T" (if "SameTurn" (move Pass)))"#,
    );
    assert_eq!(print_flat(&game), r#"(game "T" (if False (move Pass)))"#);
}

/// A game's own define reaches the Ludii defines whose Ludii bodies name it, and only
/// those: Ludii's pawn is built with "StepForwardToEmpty", its "NewTurn" without
/// "SameTurn".
#[test]
fn a_game_file_define_reaches_the_ludii_defines_that_name_it() {
    let game = expand_game(
        r#"(define "StepForwardToEmpty" (move Pass))
           (define "SameTurn" False)
           (game "T" ("ChessPawn" "Pawn") "NewTurn")"#,
    );
    let text = print_flat(&game);
    assert!(
        text.starts_with(r#"(game "T" (piece "Pawn" Each (or {(move Pass) (move Step"#),
        "{text}"
    );
    assert!(text.ends_with("(not (is Prev Mover)))"), "{text}");
}

/// A small draughts game written as Ludii writes its files, with Ludii's define names.
const DRAUGHTS: &str = r#"
(define "IsUnpromoted" ("IsPieceAt" "Counter" Mover (last To)))
(game "Small Draughts"
    "TwoPlayersNorthSouth"
    ("DraughtsEquipment" (square 8))
    (rules
        ("BlackCellsSetup" 3)
        (play
            (if "SameTurn"
                (if "IsUnpromoted"
                    ("HopInternationalDraughtsStyle" (from (last To))
                        (then
                            ("ReplayIfCanMove" ("HopInternationalDraughtsStyle" (from (last To)))
                                ("PromoteIfReach" (sites Next) "DoubleCounter")
                            )
                        )
                    )
                    ("HopDiagonalSequenceCaptureAgain" before:(count Rows) after:(count Rows) at:EndOfTurn)
                )
                (priority {
                    (or
                        (forEach Piece "Counter"
                            ("HopInternationalDraughtsStyle" (from)
                                (then
                                    ("ReplayIfCanMove" ("HopInternationalDraughtsStyle" (from (last To)))
                                        ("PromoteIfReach" (sites Next) "DoubleCounter")
                                    )
                                )
                            )
                        )
                        (forEach Piece "DoubleCounter"
                            ("HopDiagonalSequenceCapture" before:(count Rows) after:(count Rows) at:EndOfTurn)
                        )
                    )
                    (or
                        (forEach Piece "Counter"
                            ("StepToEmpty" (directions {FR FL}))
                            (then ("PromoteIfReach" (sites Next) "DoubleCounter"))
                        )
                        (forEach Piece "DoubleCounter" (move Slide Diagonal))
                    )
                })
            )
        )
        (end ("CaptureAll" Next))
    )
)
"#;

/// A small stacking game in Lasca's manner, on the Lasca board.
const COLUMNS: &str = r#"
(game "Small Columns"
    "TwoPlayersNorthSouth"
    (equipment {
        "LascaBoard"
        (piece "Counter" Each)
        (regions P1 (sites Bottom))
        (regions P2 (sites Top))
    })
    (rules
        (start {
            (place "Counter1" (expand (sites Bottom)))
            (place "Counter2" (expand (sites Top)))
        })
        (play
            (if "SameTurn"
                ("HopStackEnemyCaptureTop" (from (last To)) Diagonal
                    (then ("ReplayIfCanMove" ("HopStackEnemyCaptureTop" (from (last To)) Diagonal)))
                )
                (priority {
                    (forEach Piece "Counter" ("HopStackEnemyCaptureTop" (from) (directions {FR FL})
                        (then ("ReplayIfCanMove" ("HopStackEnemyCaptureTop" (from (last To)) Diagonal)))
                    ) top:True)
                    (forEach Piece "Counter" ("StepStackToEmpty" (directions {FR FL})) top:True)
                })
            )
        )
        (end {"BlockWin" ("HavingLessPiecesLoss" Next 0)})
    )
)
"#;

#[test]
fn a_draughts_game_in_ludii_style() {
    insta::assert_snapshot!(print_node(&expand_game(DRAUGHTS)));
}

#[test]
fn a_stacking_game_in_ludii_style() {
    insta::assert_snapshot!(print_node(&expand_game(COLUMNS)));
}

/// Every define of `games/defs/ludii/`: its name, its comment (the `//` lines just
/// above it) and the parameters its body uses.
fn ludii_defines() -> Vec<(String, String, Vec<u8>)> {
    let mut out = Vec::new();
    for (file, text) in LUDII {
        let parsed = ludic::syntax::parse(text, 0).expect("parses");
        for item in &parsed.items {
            let Kind::Clause { args, .. } = &item.kind else {
                panic!("{file}: not a define")
            };
            let Kind::Str(name) = &args[0].kind else {
                panic!("{file}: a define without a name")
            };
            let before = &text[..item.span.start as usize];
            // The lines before the define's own line.
            let before = &before[..before.rfind('\n').map_or(0, |i| i + 1)];
            let comment: Vec<&str> = before
                .lines()
                .rev()
                .take_while(|l| l.trim_start().starts_with("//"))
                .collect();
            let comment = comment.into_iter().rev().collect::<Vec<_>>().join("\n");
            let mut params = Vec::new();
            collect_params(&args[1], &mut params);
            params.sort();
            params.dedup();
            out.push((name.clone(), comment, params));
        }
    }
    out
}

fn collect_params(n: &Node, out: &mut Vec<u8>) {
    match &n.kind {
        Kind::Param(k) => out.push(*k),
        Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Angle(v) => {
            v.iter().for_each(|a| collect_params(a, out))
        }
        Kind::Named { value, .. } => collect_params(value, out),
        _ => {}
    }
}

/// The names of Ludii's defines we render (our helpers, named `Ludic...`, left out).
fn ludii_names() -> Vec<String> {
    ludii_defines()
        .into_iter()
        .map(|(n, _, _)| n)
        .filter(|n| !n.starts_with("Ludic"))
        .collect()
}

#[test]
fn every_define_says_what_it_means_and_what_each_parameter_is() {
    for (name, comment, params) in ludii_defines() {
        assert!(!comment.is_empty(), "\"{name}\" has no comment above it");
        assert!(
            comment.lines().count() >= 2 || !params.is_empty() || name.starts_with("Ludic"),
            "\"{name}\": say what it means and that it takes no parameter"
        );
        for k in &params {
            assert!(
                comment.contains(&format!("#{k}")),
                "\"{name}\": the comment does not say what #{k} is"
            );
        }
        if params.is_empty() && !name.starts_with("Ludic") {
            assert!(
                comment.contains("No parameter"),
                "\"{name}\": say that it takes no parameter"
            );
        }
    }
}

/// Every one of Ludii's shared defines is built in, and nothing else under a name not
/// ours (`tests/ludii/ludii-define-names.txt` lists Ludii's).
#[test]
fn the_ludii_defines_are_all_of_ludii_s_shared_defines() {
    let mut names = ludii_names();
    names.sort();
    let listed = include_str!("ludii/ludii-define-names.txt");
    let expected: Vec<&str> = listed.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(names, expected);
}

#[test]
fn the_reference_lists_every_ludii_define() {
    let doc = include_str!("../docs/ludii-defines.md");
    for name in ludii_names() {
        assert!(
            doc.contains(&format!("`\"{name}\"")),
            "docs/ludii-defines.md does not list \"{name}\""
        );
    }
}
