//! Turn numbers as PDN writes them: a number per pair of turns, `5.` before the first
//! player's turn and `5...` before the second's, so what the screen shows matches the
//! saved game.

/// The label of turn `k` (0-based) of a game whose first turn is the second player's
/// when `second_starts`: `"5."` or `"4..."`.
pub fn turn_number(k: usize, second_starts: bool) -> String {
    let i = k + usize::from(second_starts);
    let dots = if i.is_multiple_of(2) { "." } else { "..." };
    format!("{}{dots}", i / 2 + 1)
}

#[cfg(test)]
mod tests {
    use super::turn_number;

    #[test]
    fn pairs_of_turns_share_a_number() {
        let labels: Vec<String> = (0..4).map(|k| turn_number(k, false)).collect();
        assert_eq!(labels, ["1.", "1...", "2.", "2..."]);
        let labels: Vec<String> = (0..3).map(|k| turn_number(k, true)).collect();
        assert_eq!(labels, ["1...", "2.", "2..."]);
    }
}
