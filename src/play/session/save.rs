//! Saving the game as PDN, and the warning on leaving a game not saved as it stands.

use super::{Session, SessionGame};
use std::io::{self, Write};

/// What became of the last `save`.
pub(super) enum Saved {
    /// No save was asked for: leaving says nothing.
    Never,
    /// The game was saved when its [`Session::fingerprint`] was this.
    As(String),
    /// The last save failed or was refused.
    Failed,
}

impl<G: SessionGame> Session<'_, G> {
    /// The game so far as PDN text.
    fn pdn(&self) -> String {
        let seats: Vec<String> = (0..self.game.num_players())
            .map(|p| self.seats.get(p).map_or("human".into(), |s| s.label()))
            .collect();
        let end = self.result.as_ref().map(|(o, why)| (*o, why.as_str()));
        self.game.pdn(&self.states, &self.turns, end, &seats)
    }

    /// The turns and the ending, which a saved game must still have to be saved as it
    /// stands (the PDN text itself holds the date, which may change meanwhile).
    pub(super) fn fingerprint(&self) -> String {
        let ending = self.result.as_ref().map_or("", |r| r.1.as_str());
        format!("{} | {ending}", self.turn_texts().join(" "))
    }

    /// Writes the game to `path`; an existing file is replaced only with `replace`
    /// (`save!`), so that a slip of the name does not destroy another game.
    pub(super) fn save(
        &mut self,
        path: &str,
        replace: bool,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        if path.is_empty() {
            return writeln!(out, "save needs a file name: save game.pdn");
        }
        let text = self.pdn();
        let written = if replace {
            std::fs::write(path, &text)
        } else {
            // `create_new` fails if the file exists, with no window between a check
            // and the write.
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .and_then(|mut f| f.write_all(text.as_bytes()))
        };
        match written {
            Ok(()) => {
                self.saved = Saved::As(self.fingerprint());
                writeln!(
                    out,
                    "Saved {} turns to {path}; `ludic play GAME --pdn {path}` resumes it.",
                    self.turns.len()
                )
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                self.saved = Saved::Failed;
                writeln!(
                    out,
                    "{path} exists; not saved. Type `save! {path}` to replace it, or give another name."
                )
            }
            Err(e) => {
                self.saved = Saved::Failed;
                writeln!(out, "Could not save to {path}: {e}.")
            }
        }
    }

    /// Whether leaving now would lose nothing: no turn played, or saved as it stands.
    pub(super) fn is_saved(&self) -> bool {
        self.turns.is_empty() || matches!(&self.saved, Saved::As(f) if *f == self.fingerprint())
    }

    /// On leaving: when a save was asked for and the game is not saved as it stands
    /// (the save failed, or turns were played since), says so and prints the game's
    /// PDN, so that it is not lost.
    pub(super) fn warn_unsaved(&self, out: &mut dyn Write) -> io::Result<()> {
        let why = match &self.saved {
            Saved::Never if self.turns.is_empty() => return Ok(()),
            Saved::Never => "it was never saved",
            Saved::Failed => "the last save failed",
            Saved::As(f) if *f == self.fingerprint() => return Ok(()),
            Saved::As(_) => "it changed since it was saved",
        };
        writeln!(
            out,
            "Warning: the game is not saved ({why}). Its record, to keep:\n{}",
            self.pdn()
        )
    }
}
