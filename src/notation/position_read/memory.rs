//! The sections of what the game keeps beside its pieces: the phase, the variable,
//! the scores, the values remembered, the players' values.

use super::{PositionError, Reader};
use crate::engine::Memory;

impl Reader<'_, '_> {
    /// `phase: NAME` (every player) or `phase: P1 NAME, P2 NAME`.
    pub(super) fn phase(&mut self, body: &str) -> Result<(), PositionError> {
        let phases = &self.n.engine.program.phases;
        let index = |name: &str| {
            phases
                .iter()
                .position(|p| p.name.eq_ignore_ascii_case(name))
        };
        if phases.is_empty() {
            return self.err("this game has no phases");
        }
        let all = 1..=self.n.engine.num_players();
        if let Some(i) = index(body) {
            all.for_each(|p| self.s.phase.0[p as usize] = i as u8);
            return Ok(());
        }
        for item in body.split(',').map(str::trim) {
            let (who, name) = item.split_once(char::is_whitespace).unwrap_or((item, ""));
            let p = self.player(who)?;
            let Some(i) = index(name.trim()) else {
                let names: Vec<&str> = phases.iter().map(|p| p.name.as_str()).collect();
                return self.err(format!(
                    "`{}` is not a phase of this game (its phases: {})",
                    name.trim(),
                    names.join(", ")
                ));
            };
            if let Some(x) = self.s.phase.0.get_mut(p as usize) {
                *x = i as u8;
            }
        }
        Ok(())
    }

    /// `var: N`.
    pub(super) fn var(&mut self, body: &str) -> Result<(), PositionError> {
        let v = self.int(body)?;
        self.memory("a variable")?.var = v;
        Ok(())
    }

    /// `remembered: N N ...`, or a named list's `remembered "Name": N N ...`.
    pub(super) fn remembered(
        &mut self,
        name: Option<&str>,
        body: &str,
    ) -> Result<(), PositionError> {
        let key = match name {
            None => crate::engine::UNNAMED_LIST,
            Some(n) => match self.n.engine.program.names.0.iter().position(|x| x == n) {
                Some(k) => k as u16,
                None => return self.err(format!("this game remembers no values named \"{n}\"")),
            },
        };
        let v = body
            .split_whitespace()
            .map(|w| self.int(w).map(|x| (key, x)))
            .collect::<Result<Vec<_>, _>>()?;
        let m = self.memory("values remembered")?;
        m.remembered.retain(|e| e.0 != key);
        m.remembered.extend(v);
        Ok(())
    }

    /// `score: P1 N, P2 N`.
    pub(super) fn score(&mut self, body: &str) -> Result<(), PositionError> {
        let v = self.per_player(body)?;
        let m = self.memory("scores")?;
        v.into_iter().for_each(|(i, x)| {
            if let Some(s) = m.scores.get_mut(i) {
                *s = x;
            }
        });
        Ok(())
    }

    /// `player value: P1 N, P2 N`.
    pub(super) fn player_values(&mut self, body: &str) -> Result<(), PositionError> {
        for (i, x) in self.per_player(body)? {
            match self.s.pvalue.get_mut(i) {
                Some(v) => *v = x,
                None => return self.err("only the first four players keep a value"),
            }
        }
        Ok(())
    }

    /// The game's memory, refused when it keeps none (it keeps no `what`).
    fn memory(&mut self, what: &str) -> Result<&mut Memory, PositionError> {
        let section = self.section.clone();
        self.s.mem.as_deref_mut().ok_or_else(|| PositionError {
            section,
            why: format!("this game keeps no {what}"),
        })
    }
}
