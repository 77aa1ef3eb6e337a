//! One self-play game, watched turn by turn: what each position offered, what was played,
//! and the material of both players, reduced to the per-game numbers of [`GameStats`].

use crate::ai::Agent;
use crate::kernel::{Game, GameResult, State, Turn};

/// What one game gives the metrics.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameStats {
    /// The result; `None` when `--max-turns` cut the game.
    pub result: Option<GameResult>,
    /// Turns played.
    pub turns: u32,
    /// Sum over the positions where a turn was chosen of the number of legal turns.
    pub branching_sum: u64,
    /// Positions with more than one legal turn.
    pub decisions: u32,
    /// Positions where every legal turn captures.
    pub forced_captures: u32,
    /// Pieces captured (huffs not included).
    pub captures: u32,
    /// Turns that promoted a man.
    pub promotions: u32,
    /// The turn (1-based) of the first promotion.
    pub first_promotion: Option<u32>,
    /// Huffs made.
    pub huffs: u32,
    /// Positions where a huff was possible and none was made.
    pub huffs_declined: u32,
    /// Defaults: turns ranked below the best capture available (the huff rule's fault).
    pub defaults: u32,
    /// The most pieces one turn captured.
    pub longest_capture: u32,
    /// Positions (after the first) whose material leader set differs from the
    /// position before's.
    pub lead_changes: u32,
    /// For a won game: the winner's mean material deficit over the positions, in men.
    pub drama_mean: Option<f64>,
    /// For a won game: the winner's largest material deficit, in men.
    pub drama_max: Option<f64>,
    /// For a won game: the first position from which the winner led in material until
    /// the end, if there is one.
    pub decisive_from: Option<u32>,
}

/// The course of one game, position by position, for the plots.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// Legal turns at each position where a turn was chosen.
    pub branching: Vec<u32>,
    /// First player's material minus the second's at every position, the final one
    /// included, in hundredths of a man.
    pub material: Vec<i32>,
}

/// A player's material at `s`: men and kings weighted by the rules' values, in
/// hundredths of a man.
pub fn material(game: &Game, s: &State, player: u8) -> i32 {
    let own = s.pieces_of(player);
    let kings = (own & s.kings()).count_ones() as i32;
    let men = (own & !s.kings()).count_ones() as i32;
    let r = game.rules();
    men * r.man.value + kings * r.king.value
}

/// Plays one game from `start`, `agents[p]` for player `p`, until it ends or
/// `max_turns` turns are played, and measures it; its course is left in `trace` (whose
/// buffers a caller playing many games reuses).
pub fn play(
    game: &Game,
    start: State,
    agents: &mut [Box<dyn Agent>; 2],
    max_turns: u32,
    trace: &mut Trace,
) -> GameStats {
    trace.branching.clear();
    trace.material.clear();
    let mut w = Watch {
        stats: GameStats::default(),
        trace,
    };
    let mut state = start;
    let mut legal: Vec<Turn> = Vec::with_capacity(64);
    let mut balance = material(game, &state, 0) - material(game, &state, 1);
    let result = loop {
        w.trace.material.push(balance);
        game.legal_turns(&state, &mut legal);
        if let Some(r) = game.result(&state, &legal) {
            break Some(r);
        }
        if legal.is_empty() {
            // Only a rule set without a "no moves" end gets here: the game cannot go on.
            break Some(GameResult::Draw);
        }
        if w.stats.turns >= max_turns {
            break None;
        }
        let agent = &mut agents[state.side() as usize & 1];
        let turn = legal[agent.choose(game, &state, &legal).min(legal.len() - 1)];
        w.turn(&state, &legal, &turn);
        state = game.apply(&state, &turn);
        // Material changes only with a capture, a huff or a crowning: counting the
        // pieces again at every turn would cost more than the rest of the metrics.
        if turn.captured != 0 || turn.huff.is_some() || turn.promotes {
            balance = material(game, &state, 0) - material(game, &state, 1);
        }
    };
    w.stats.result = result;
    w.finish()
}

/// The running tally of a game.
struct Watch<'a> {
    stats: GameStats,
    trace: &'a mut Trace,
}

impl Watch<'_> {
    fn turn(&mut self, s: &State, legal: &[Turn], t: &Turn) {
        let st = &mut self.stats;
        let n = legal.len() as u32;
        st.turns += 1;
        st.branching_sum += u64::from(n);
        self.trace.branching.push(n);
        if n > 1 {
            st.decisions += 1;
        }
        if legal.iter().all(Turn::is_capture) {
            st.forced_captures += 1;
        }
        if t.captured != 0 {
            let captured = t.num_captured();
            st.captures += captured;
            st.longest_capture = st.longest_capture.max(captured);
        }
        if t.promotes {
            st.promotions += 1;
            st.first_promotion.get_or_insert(st.turns);
        }
        match t.huff {
            Some(_) => st.huffs += 1,
            None if s.huffable() != 0 => st.huffs_declined += 1,
            None => {}
        }
        if t.huffable_after != 0 {
            st.defaults += 1;
        }
    }

    fn finish(mut self) -> GameStats {
        settle(&mut self.stats, &self.trace.material);
        self.stats
    }
}

/// Fills in what the material balance at each position (`material`, first player minus
/// second, hundredths of a man) says once the game is over: the lead changes and, for a
/// won game, the drama and the point from which the winner led.
pub fn settle(stats: &mut GameStats, material: &[i32]) {
    let m = material;
    let leader = |d: i32| d.signum();
    stats.lead_changes = m
        .windows(2)
        .filter(|w| leader(w[0]) != leader(w[1]))
        .count() as u32;
    if let Some(GameResult::Win(w)) = stats.result {
        // The winner's deficit at each position, in men (0 when level or ahead).
        let sign = if w == 0 { 1 } else { -1 };
        let deficit = |d: &i32| f64::from((-sign * d).max(0)) / 100.0;
        stats.drama_mean = Some(m.iter().map(deficit).sum::<f64>() / m.len().max(1) as f64);
        stats.drama_max = Some(m.iter().map(deficit).fold(0.0, f64::max));
        let ahead_tail = m.iter().rev().take_while(|&&d| sign * d > 0).count();
        stats.decisive_from = (ahead_tail > 0).then(|| (m.len() - ahead_tail) as u32);
    }
}
