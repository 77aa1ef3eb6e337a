//! Where `play` reads its lines: a line editor on a terminal (arrow keys, history, tab
//! completion of the legal turns and the commands), or plain lines from a pipe, which
//! is what scripts and the tests give.

use super::input::{read_line, Line};
use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use std::io::{self, BufRead, Write};

/// A source of lines, each read after showing a prompt.
pub trait Prompt {
    /// Shows `prompt` and reads one line.
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line>;
    /// The words tab completes from now on (the legal turns, the commands).
    fn complete_with(&mut self, _words: Vec<String>) {}
}

/// Plain lines from a reader: the prompt is written to the output, then a line read.
pub struct Piped<'a>(pub &'a mut dyn BufRead);

impl Prompt for Piped<'_> {
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        write!(out, "{prompt}")?;
        out.flush()?;
        read_line(self.0)
    }
}

/// The terminal's line editor.
pub struct Terminal {
    editor: Editor<Words, DefaultHistory>,
}

impl Terminal {
    /// A line editor on the terminal, or `None` when there is none to be had.
    pub fn new() -> Option<Terminal> {
        // As a shell does: the common part, then the list on a second Tab.
        let config = rustyline::Config::builder()
            .completion_type(rustyline::CompletionType::List)
            .auto_add_history(false)
            .build();
        let mut editor = Editor::with_config(config).ok()?;
        editor.set_helper(Some(Words::default()));
        Some(Terminal { editor })
    }
}

impl Prompt for Terminal {
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        out.flush()?;
        match self.editor.readline(prompt) {
            Ok(l) => {
                if !l.trim().is_empty() {
                    let _ = self.editor.add_history_entry(l.as_str());
                }
                Ok(Line::Text(l))
            }
            // Ctrl-D and Ctrl-C leave, as the end of a piped input does.
            Err(rustyline::error::ReadlineError::Eof)
            | Err(rustyline::error::ReadlineError::Interrupted) => Ok(Line::End),
            Err(rustyline::error::ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(io::Error::other(e.to_string())),
        }
    }

    fn complete_with(&mut self, words: Vec<String>) {
        if let Some(h) = self.editor.helper_mut() {
            h.words = words;
        }
    }
}

/// Tab completion of the word under the cursor among a list of words.
#[derive(Default)]
pub struct Words {
    words: Vec<String>,
}

impl Words {
    /// The start of the word under the cursor, and the words it begins.
    fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let start = line[..pos].rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let part = &line[start..pos];
        let found = self
            .words
            .iter()
            .filter(|w| w.starts_with(part))
            .cloned()
            .collect();
        (start, found)
    }
}

impl Completer for Words {
    type Candidate = Pair;
    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let (start, found) = self.candidates(line, pos);
        let pairs = found
            .into_iter()
            .map(|w| Pair {
                display: w.clone(),
                replacement: w,
            })
            .collect();
        Ok((start, pairs))
    }
}

impl Hinter for Words {
    type Hint = String;
}
impl Highlighter for Words {}
impl Validator for Words {}
impl Helper for Words {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_the_word_under_the_cursor() {
        let w = Words {
            words: vec![
                "32-28".into(),
                "32-27".into(),
                "33-29".into(),
                "moves".into(),
            ],
        };
        assert_eq!(w.candidates("32", 2).1, vec!["32-28", "32-27"]);
        assert_eq!(w.candidates("h23 33", 6), (4, vec!["33-29".to_string()]));
        assert_eq!(w.candidates("mo", 2).1, vec!["moves"]);
    }

    #[test]
    fn piped_lines_show_the_prompt_then_read() {
        let mut input = "32-28\n".as_bytes();
        let mut out = Vec::new();
        let line = Piped(&mut input)
            .line("1. White to move> ", &mut out)
            .expect("reads");
        assert!(matches!(line, Line::Text(t) if t.trim() == "32-28"));
        assert_eq!(out, b"1. White to move> ");
    }
}
