//! Match statistics: wins, draws and losses of two agents, the score with a 95%
//! confidence interval, game length and huffs.

use crate::kernel::GameResult;
use serde::Serialize;

/// One finished game, as the statistics see it.
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    /// Whether agent A played the first player (White).
    pub a_first: bool,
    /// The result.
    pub result: GameResult,
    /// Turns played.
    pub turns: usize,
    /// Huffs made; `None` where they are not counted (the general engine's games,
    /// whose turns the match sees only as positions).
    pub huffs: Option<usize>,
}

/// The summary of a match between agent A (named by `--white`) and agent B.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct Summary {
    /// Agent A's name.
    pub white: String,
    /// Agent B's name.
    pub black: String,
    /// Whether colours alternated.
    pub swap: bool,
    /// Games played.
    pub games: usize,
    /// Games won by the first player (whoever played it).
    pub white_wins: usize,
    /// Games won by the second player.
    pub black_wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games won by agent A.
    pub a_wins: usize,
    /// Games won by agent B.
    pub b_wins: usize,
    /// Agent A's score, wins plus half the draws, per game.
    pub a_score: f64,
    /// The 95% confidence interval of that score.
    pub a_score_low: f64,
    /// Upper end of the interval.
    pub a_score_high: f64,
    /// Mean number of turns per game.
    pub mean_turns: f64,
    /// Mean number of huffs per game, when every game counted them.
    pub huffs_per_game: Option<f64>,
}

impl Summary {
    /// Summarises `games` between agents named `a` and `b`.
    pub fn new(a: &str, b: &str, swap: bool, games: &[Outcome]) -> Summary {
        let mut s = Summary {
            white: a.to_string(),
            black: b.to_string(),
            swap,
            games: games.len(),
            ..Summary::default()
        };
        let mut scores = Vec::with_capacity(games.len());
        let (mut turns, mut huffs) = (0usize, 0usize);
        for g in games {
            turns += g.turns;
            huffs += g.huffs.unwrap_or(0);
            let a_player = if g.a_first { 0 } else { 1 };
            match g.result {
                GameResult::Draw => {
                    s.draws += 1;
                    scores.push(0.5);
                }
                GameResult::Win(p) => {
                    if p == 0 {
                        s.white_wins += 1;
                    } else {
                        s.black_wins += 1;
                    }
                    if p == a_player {
                        s.a_wins += 1;
                        scores.push(1.0);
                    } else {
                        s.b_wins += 1;
                        scores.push(0.0);
                    }
                }
            }
        }
        let n = games.len().max(1) as f64;
        let (mean, low, high) = score_interval(&scores);
        s.a_score = mean;
        s.a_score_low = low;
        s.a_score_high = high;
        s.mean_turns = turns as f64 / n;
        s.huffs_per_game = games
            .iter()
            .all(|g| g.huffs.is_some())
            .then(|| huffs as f64 / n);
        s
    }

    /// The result table.
    pub fn table(&self) -> String {
        let colours = if self.swap {
            "colours alternating"
        } else {
            "A is White"
        };
        let pct = |x: f64| format!("{:.1}%", x * 100.0);
        let mut t = String::new();
        t.push_str(&format!(
            "{} games, A = {} vs B = {} ({colours})\n",
            self.games, self.white, self.black
        ));
        let mut table = comfy_table::Table::new();
        table
            .load_preset(comfy_table::presets::ASCII_MARKDOWN)
            .set_header(["agent", "wins", "draws", "losses", "score (95% interval)"]);
        let row = |name: String, w: usize, l: usize, score: f64, lo: f64, hi: f64| {
            vec![
                name,
                w.to_string(),
                self.draws.to_string(),
                l.to_string(),
                format!("{} ({} - {})", pct(score), pct(lo), pct(hi)),
            ]
        };
        table.add_row(row(
            format!("A {}", self.white),
            self.a_wins,
            self.b_wins,
            self.a_score,
            self.a_score_low,
            self.a_score_high,
        ));
        table.add_row(row(
            format!("B {}", self.black),
            self.b_wins,
            self.a_wins,
            1.0 - self.a_score,
            1.0 - self.a_score_high,
            1.0 - self.a_score_low,
        ));
        for c in 1..4 {
            if let Some(col) = table.column_mut(c) {
                col.set_cell_alignment(comfy_table::CellAlignment::Right);
            }
        }
        t.push_str(&table.to_string());
        t.push('\n');
        let huffs = self
            .huffs_per_game
            .map_or(String::new(), |h| format!(" and {h:.2} huffs"));
        t.push_str(&format!(
            "White won {}, Black won {}, {} drawn; {:.1} turns{huffs} per game\n",
            self.white_wins, self.black_wins, self.draws, self.mean_turns
        ));
        t
    }
}

/// Mean of per-game scores and its 95% interval (normal approximation, clamped to
/// `0..=1`).
pub fn score_interval(scores: &[f64]) -> (f64, f64, f64) {
    if scores.is_empty() {
        return (0.0, 0.0, 1.0);
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = if scores.len() > 1 {
        scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.25
    };
    let half = 1.96 * (var / n).sqrt();
    (mean, (mean - half).max(0.0), (mean + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_by_colour_and_by_agent() {
        let g = |a_first, result| Outcome {
            a_first,
            result,
            turns: 10,
            huffs: Some(1),
        };
        let games = [
            g(true, GameResult::Win(0)),
            g(false, GameResult::Win(1)),
            g(true, GameResult::Draw),
            g(false, GameResult::Win(0)),
        ];
        let s = Summary::new("ab", "mcts", true, &games);
        assert_eq!((s.white_wins, s.black_wins, s.draws), (2, 1, 1));
        assert_eq!((s.a_wins, s.b_wins), (2, 1));
        assert!((s.a_score - 0.625).abs() < 1e-9);
        assert!(s.a_score_low < 0.625 && s.a_score_high > 0.625);
        assert_eq!(s.mean_turns, 10.0);
        assert_eq!(s.huffs_per_game, Some(1.0));
        assert!(s.table().contains("A ab"));
    }

    #[test]
    fn interval_of_a_sweep_is_degenerate() {
        assert_eq!(score_interval(&[1.0; 40]), (1.0, 1.0, 1.0));
    }
}
