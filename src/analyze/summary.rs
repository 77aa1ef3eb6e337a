//! The metrics of one variant from its games' [`GameStats`]: every figure with its 95%
//! interval, in the order of the table, the CSV and the JSON (`docs/analyze.md`).

use super::metrics::GameStats;
use super::stats::{Mean, Rate, Spread};
use crate::kernel::GameResult;
use serde::Serialize;

/// A figure that is neither a rate nor a mean: balance, with the interval its
/// difference of win rates gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Interval {
    /// The estimate.
    pub value: f64,
    /// Lower end of its 95% interval.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

/// The metrics of one variant. Field names and order are the JSON schema.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Metrics {
    /// Games won by the first player, out of all games.
    pub first_player_wins: Rate,
    /// Games won by the second player.
    pub second_player_wins: Rate,
    /// Games the rules drew.
    pub draws: Rate,
    /// Games cut by `--max-turns`.
    pub cut: Rate,
    /// 1 - |first player's win rate - second's| (Ludii's Balance).
    pub balance: Interval,
    /// Games that ended by the rules (Ludii's Completion).
    pub completion: Rate,
    /// Games drawn or cut (Ludii's Drawishness: a cut game is a draw there).
    pub drawishness: Rate,
    /// Won games whose winner led in material from some position to the end.
    pub decisiveness: Rate,
    /// In those games, the share of the game played before that position.
    pub decisive_point: Mean,
    /// Turns per game.
    pub duration: Mean,
    /// Median, quartiles and extremes of the turns per game.
    pub duration_spread: Spread,
    /// Legal turns per position, averaged in each game, then over games.
    pub branching_factor: Mean,
    /// Share of positions with more than one legal turn (Ludii's Decision Moves).
    pub decision_share: Mean,
    /// Share of positions where every legal turn captures.
    pub forced_capture_share: Mean,
    /// Pieces captured per game (huffs not included).
    pub captures_per_game: Mean,
    /// The most pieces captured in one turn, per game.
    pub longest_capture: Mean,
    /// The most pieces captured in one turn over all games.
    pub longest_capture_max: u32,
    /// Promotions per game.
    pub promotions_per_game: Mean,
    /// Games with at least one promotion.
    pub games_with_promotion: Rate,
    /// The turn of the first promotion, in games that have one.
    pub first_promotion_turn: Mean,
    /// Huffs made per game; `null` when the rules have no huff.
    pub huffs_per_game: Option<Mean>,
    /// Huffs that could have been made and were not, per game; `null` without a huff.
    pub huffs_declined_per_game: Option<Mean>,
    /// Defaults (turns below the best capture) per game; `null` without a huff.
    pub defaults_per_game: Option<Mean>,
    /// Changes of the material leader per game.
    pub lead_changes_per_game: Mean,
    /// Changes of the material leader per turn (Ludii's Lead Change).
    pub lead_change: Mean,
    /// Won games in which the winner was behind in material at some position.
    pub comebacks: Rate,
    /// The winner's mean material deficit over a game, in men (Ludii's Drama Average).
    pub drama: Mean,
    /// The winner's largest material deficit in a game, in men (Ludii's Drama Max).
    pub drama_max: Mean,
}

impl Metrics {
    /// The metrics of `games`; `huff` when the rules have a huff.
    pub fn new(games: &[GameStats], huff: bool) -> Metrics {
        let n = games.len() as u64;
        let count = |f: &dyn Fn(&GameStats) -> bool| games.iter().filter(|g| f(g)).count() as u64;
        let first = count(&|g| g.result == Some(GameResult::Win(0)));
        let second = count(&|g| g.result == Some(GameResult::Win(1)));
        let draws = count(&|g| g.result == Some(GameResult::Draw));
        let cut = count(&|g| g.result.is_none());
        let won: Vec<&GameStats> = games
            .iter()
            .filter(|g| matches!(g.result, Some(GameResult::Win(_))))
            .collect();
        let mean =
            |f: &dyn Fn(&GameStats) -> f64| Mean::of(&games.iter().map(f).collect::<Vec<_>>());
        // Per-position shares are undefined in a game without a turn: such games are left out.
        let played: Vec<&GameStats> = games.iter().filter(|g| g.turns > 0).collect();
        let per_position = |f: &dyn Fn(&GameStats) -> f64| {
            Mean::of(
                &played
                    .iter()
                    .map(|g| f(g) / f64::from(g.turns))
                    .collect::<Vec<_>>(),
            )
        };
        let decisive: Vec<&&GameStats> = won.iter().filter(|g| g.decisive_from.is_some()).collect();
        let promoted: Vec<f64> = games
            .iter()
            .filter_map(|g| g.first_promotion.map(f64::from))
            .collect();
        let huff_mean = |f: &dyn Fn(&GameStats) -> u32| huff.then(|| mean(&|g| f64::from(f(g))));
        let durations: Vec<f64> = games.iter().map(|g| f64::from(g.turns)).collect();
        Metrics {
            first_player_wins: Rate::new(first, n),
            second_player_wins: Rate::new(second, n),
            draws: Rate::new(draws, n),
            cut: Rate::new(cut, n),
            balance: balance(first, second, n),
            completion: Rate::new(n - cut, n),
            drawishness: Rate::new(draws + cut, n),
            decisiveness: Rate::new(decisive.len() as u64, won.len() as u64),
            decisive_point: Mean::of(
                &decisive
                    .iter()
                    .map(|g| f64::from(g.decisive_from.unwrap_or(0)) / f64::from(g.turns.max(1)))
                    .collect::<Vec<_>>(),
            ),
            duration: Mean::of(&durations),
            duration_spread: Spread::of(&durations),
            branching_factor: per_position(&|g| g.branching_sum as f64),
            decision_share: per_position(&|g| f64::from(g.decisions)),
            forced_capture_share: per_position(&|g| f64::from(g.forced_captures)),
            captures_per_game: mean(&|g| f64::from(g.captures)),
            longest_capture: mean(&|g| f64::from(g.longest_capture)),
            longest_capture_max: games.iter().map(|g| g.longest_capture).max().unwrap_or(0),
            promotions_per_game: mean(&|g| f64::from(g.promotions)),
            games_with_promotion: Rate::new(promoted.len() as u64, n),
            first_promotion_turn: Mean::of(&promoted),
            huffs_per_game: huff_mean(&|g| g.huffs),
            huffs_declined_per_game: huff_mean(&|g| g.huffs_declined),
            defaults_per_game: huff_mean(&|g| g.defaults),
            lead_changes_per_game: mean(&|g| f64::from(g.lead_changes)),
            lead_change: per_position(&|g| f64::from(g.lead_changes)),
            comebacks: Rate::new(
                won.iter()
                    .filter(|g| g.drama_max.unwrap_or(0.0) > 0.0)
                    .count() as u64,
                won.len() as u64,
            ),
            drama: Mean::of(&won.iter().filter_map(|g| g.drama_mean).collect::<Vec<_>>()),
            drama_max: Mean::of(&won.iter().filter_map(|g| g.drama_max).collect::<Vec<_>>()),
        }
    }
}

/// Balance and its interval: the difference of the two win rates has variance
/// `(p1 + p2 - (p1 - p2)^2) / n` (a multinomial's), and balance is one minus its size.
fn balance(first: u64, second: u64, n: u64) -> Interval {
    if n == 0 {
        return Interval {
            value: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let (p1, p2) = (first as f64 / n as f64, second as f64 / n as f64);
    let d = p1 - p2;
    let half = 1.959_964 * ((p1 + p2 - d * d).max(0.0) / n as f64).sqrt();
    let (lo, hi) = (d - half, d + half);
    let nearest = if lo <= 0.0 && hi >= 0.0 {
        0.0
    } else {
        lo.abs().min(hi.abs())
    };
    Interval {
        value: 1.0 - d.abs(),
        low: (1.0 - lo.abs().max(hi.abs())).max(0.0),
        high: 1.0 - nearest,
    }
}

/// How a figure is shown: as a percentage or as a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A share, printed as a percentage.
    Share,
    /// A number of turns, pieces or men.
    Number,
}

/// One line of the table and of the CSV.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The JSON field it comes from (and the CSV's `metric`).
    pub key: &'static str,
    /// The table's label.
    pub label: &'static str,
    /// Percentage or number.
    pub kind: Kind,
    /// The estimate, and its interval when it has one.
    pub value: f64,
    /// Lower end (equal to `value` without an interval).
    pub low: f64,
    /// Upper end.
    pub high: f64,
    /// What it was computed over (games, won games, ...).
    pub n: u64,
}

impl Metrics {
    /// The figures in table order; the huff's are left out when the rules have none.
    pub fn rows(&self) -> Vec<Row> {
        use Kind::{Number, Share};
        let rate = |key, label, r: &Rate| Row {
            key,
            label,
            kind: Share,
            value: r.value,
            low: r.low,
            high: r.high,
            n: r.of,
        };
        let share = |key, label, m: &Mean| Row {
            key,
            label,
            kind: Share,
            value: m.value,
            low: m.low,
            high: m.high,
            n: m.n,
        };
        let num = |key, label, m: &Mean| Row {
            kind: Number,
            ..share(key, label, m)
        };
        let plain = |key, label, v: f64, n: u64| Row {
            key,
            label,
            kind: Number,
            value: v,
            low: v,
            high: v,
            n,
        };
        let s = &self.duration_spread;
        let games = self.first_player_wins.of;
        let mut rows = vec![
            rate(
                "first_player_wins",
                "first player wins",
                &self.first_player_wins,
            ),
            rate(
                "second_player_wins",
                "second player wins",
                &self.second_player_wins,
            ),
            rate("draws", "draws", &self.draws),
            rate("cut", "cut by --max-turns", &self.cut),
            Row {
                key: "balance",
                label: "balance",
                kind: Share,
                value: self.balance.value,
                low: self.balance.low,
                high: self.balance.high,
                n: games,
            },
            rate("completion", "completion", &self.completion),
            rate("drawishness", "drawishness", &self.drawishness),
            rate(
                "decisiveness",
                "decisiveness (won games)",
                &self.decisiveness,
            ),
            share(
                "decisive_point",
                "decisive point (share of game)",
                &self.decisive_point,
            ),
            num("duration", "duration (turns)", &self.duration),
            plain("duration_spread.median", "duration median", s.median, games),
            plain("duration_spread.q1", "duration first quartile", s.q1, games),
            plain("duration_spread.q3", "duration third quartile", s.q3, games),
            num(
                "branching_factor",
                "branching factor",
                &self.branching_factor,
            ),
            share("decision_share", "decision share", &self.decision_share),
            share(
                "forced_capture_share",
                "forced capture share",
                &self.forced_capture_share,
            ),
            num(
                "captures_per_game",
                "captures per game",
                &self.captures_per_game,
            ),
            num(
                "longest_capture",
                "longest capture per game",
                &self.longest_capture,
            ),
            plain(
                "longest_capture_max",
                "longest capture",
                f64::from(self.longest_capture_max),
                games,
            ),
            num(
                "promotions_per_game",
                "promotions per game",
                &self.promotions_per_game,
            ),
            rate(
                "games_with_promotion",
                "games with a promotion",
                &self.games_with_promotion,
            ),
            num(
                "first_promotion_turn",
                "first promotion (turn)",
                &self.first_promotion_turn,
            ),
        ];
        let huffs = [
            ("huffs_per_game", "huffs per game", &self.huffs_per_game),
            (
                "huffs_declined_per_game",
                "huffs declined per game",
                &self.huffs_declined_per_game,
            ),
            (
                "defaults_per_game",
                "defaults per game",
                &self.defaults_per_game,
            ),
        ];
        for (key, label, m) in huffs {
            if let Some(m) = m {
                rows.push(num(key, label, m));
            }
        }
        rows.extend([
            num(
                "lead_changes_per_game",
                "lead changes per game",
                &self.lead_changes_per_game,
            ),
            num("lead_change", "lead change (per turn)", &self.lead_change),
            rate("comebacks", "comebacks (won games)", &self.comebacks),
            num("drama", "drama (men)", &self.drama),
            num("drama_max", "drama max (men)", &self.drama_max),
        ]);
        rows
    }
}
