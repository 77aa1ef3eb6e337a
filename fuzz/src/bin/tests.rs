//! The rule-test file reader: parse the bytes as `ludic test` does, then read the
//! `(tests ...)` header and each `(test ...)`; rendering the diagnostics is included
//! because a label's position is where past panics lay.

fn run(data: &[u8]) {
    let Ok(parsed) = ludic::load::parse_bytes("fuzz.tests", data.to_vec()) else {
        return;
    };
    let mut diags = ludic::diag::Diags::default();
    let _ = ludic::ruletest::format::read(&parsed.ast, parsed.file, &mut diags);
    if !diags.0.is_empty() {
        let _ = ludic::diag::render(&diags, &parsed.sources, false, 100);
    }
}

fn main() {
    #[cfg(fuzzing)]
    afl::fuzz!(|data: &[u8]| run(data));
    // Built without `cargo afl` (cargo check, or to replay a crash under a debugger):
    // one input from standard input.
    #[cfg(not(fuzzing))]
    ludic_fuzz::from_stdin(run);
}
