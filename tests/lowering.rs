//! Lowering: descriptions in Ludii's move language that mean a draughts rule set run on
//! the fast kernel. The differential test runs each of our own such files on both
//! engines, which must agree by perft and all along random games; `ludic rules` says
//! why a program that does not lower stays on the general engine.

mod differential;

use differential::{engine, kernel, root};
use ludic::game::{compile_file, Compiled};
use ludic::load::Selection;
use ludic::rules::{CaptureMode, Priority, PromoteWhen, Reach, Removal};

/// Each file with the perft depth and the number of random games the test runs.
const LOWERED: [(&str, u32, u32); 4] = [
    ("tests/move-language/flying-draughts.lud", 4, 4),
    ("tests/move-language/short-kings.lud", 6, 8),
    ("tests/lowering/crowned-midway.lud", 5, 8),
    ("tests/lowering/optional-captures.lud", 5, 8),
];

#[test]
fn each_lowered_program_agrees_with_the_general_engine() {
    for (file, depth, games) in LOWERED {
        differential::differential(file, &engine(file), &kernel(file), depth, games);
    }
}

#[test]
fn the_lowered_rules_are_the_rules_the_program_states() {
    let flying = kernel(LOWERED[0].0);
    let r = flying.rules();
    assert_eq!(r.capture.mode, CaptureMode::Compulsory);
    assert_eq!(r.capture.priority, vec![Priority::MostPieces]);
    assert_eq!(r.capture.removal, Removal::EndOfSequence);
    assert!(r.capture.continues);
    assert_eq!(r.king.hops[0].after, Reach::Any);
    assert_eq!(
        r.promotion.as_ref().map(|p| p.when),
        Some(PromoteWhen::EndOfTurn)
    );
    let midway = kernel(LOWERED[2].0);
    let r = midway.rules();
    assert_eq!(r.capture.priority, vec![]);
    assert_eq!(r.capture.removal, Removal::Immediately);
    assert_eq!(
        r.promotion.as_ref().map(|p| p.when),
        Some(PromoteWhen::Immediately)
    );
    let optional = kernel(LOWERED[3].0);
    let r = optional.rules();
    assert_eq!(r.capture.mode, CaptureMode::Free);
    assert_eq!(r.king.hops[0].after, Reach::Upto(0));
    assert_eq!(
        r.promotion.as_ref().map(|p| p.when),
        Some(PromoteWhen::Stop)
    );
}

#[test]
fn the_commands_say_which_engine_runs_a_file() {
    let bin = env!("CARGO_BIN_EXE_ludic");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .args(args)
            .current_dir(root())
            .output()
            .expect("runs");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let file = LOWERED[2].0;
    assert!(run(&["check", file]).contains("lowered to the fast kernel"));
    assert!(run(&["check", "--engine", "general", file]).contains("run by the general engine"));
    let rules = run(&["rules", "--engine", "general", file]);
    assert!(rules.contains("fast kernel: lowers to it"), "{rules}");
    assert!(run(&["rules", file]).starts_with("lowered:"));
}

#[test]
fn a_program_that_does_not_lower_says_why() {
    let path = root().join("tests/lowering/range-hop.lud");
    let c = compile_file(&path, &Selection::default()).expect("loads");
    assert!(matches!(c, Compiled::Program(_)));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(["rules", &path.to_string_lossy()])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("does not lower to it: a hop over more than one piece"),
        "{text}"
    );
    let err = ludic::game::rules_from_file(&path, &Selection::default())
        .expect_err("the kernel cannot run it")
        .render(false);
    // The report wraps at its width, after the file's path: join its lines again.
    let flat = err
        .replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains("runs only on the general engine"), "{err}");
}
