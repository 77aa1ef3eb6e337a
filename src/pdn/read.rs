//! A small PDN reader: tag pairs, movetext with move numbers, comments (`{}` and `;`),
//! variations (skipped), NAGs (skipped) and result tokens. Several games may follow
//! one another in a file.

use super::{PdnGame, PdnResult};
use std::fmt;

/// Why a PDN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// Line number, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PdnError {}

/// A cursor over the text that counts lines.
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }
    fn next(&mut self) -> Option<char> {
        let c = self.chars.next();
        if c == Some('\n') {
            self.line += 1;
        }
        c
    }
    fn err(&self, message: impl Into<String>) -> PdnError {
        PdnError {
            line: self.line,
            message: message.into(),
        }
    }
    /// Skips up to and including `close`, which must come.
    fn skip_to(&mut self, close: char, what: &str) -> Result<(), PdnError> {
        let start = self.line;
        while let Some(c) = self.next() {
            if c == close {
                return Ok(());
            }
        }
        Err(PdnError {
            line: start,
            message: format!("{what} opened here is never closed"),
        })
    }
}

/// Reads every game in `text`.
pub fn read_games(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    let mut cur = Cursor {
        chars: text.chars().peekable(),
        line: 1,
    };
    let mut games = Vec::new();
    let mut game = PdnGame::new();
    let mut in_moves = false;
    let mut huff: Option<(String, usize)> = None;
    let mut at_line_start = true;
    while let Some(c) = cur.peek() {
        if c == '\n' {
            cur.next();
            at_line_start = true;
            continue;
        }
        if c.is_whitespace() {
            cur.next();
            continue;
        }
        let line_start = std::mem::replace(&mut at_line_start, false);
        match c {
            '%' if line_start => cur
                .skip_to('\n', "escape line")
                .or(Ok::<(), PdnError>(()))?,
            ';' => cur.skip_to('\n', "comment").or(Ok::<(), PdnError>(()))?,
            '{' => cur.skip_to('}', "comment `{`")?,
            '(' => skip_variation(&mut cur)?,
            '[' => {
                if in_moves {
                    // A tag after movetext starts the next game (result omitted).
                    finish(&mut games, &mut game, &mut huff)?;
                    in_moves = false;
                }
                let (k, v) = read_tag(&mut cur)?;
                game.tags.push((k, v));
            }
            _ => {
                let line = cur.line;
                let word = read_word(&mut cur);
                if word.is_empty() {
                    return Err(cur.err(format!("unexpected `{c}`")));
                }
                in_moves = true;
                // A result may carry an annotation (`*?`), like a move; it is still the
                // result, never a move.
                let result = PdnResult::parse(&word)
                    .or_else(|| PdnResult::parse(word.trim_end_matches(['!', '?'])));
                if let Some(r) = result {
                    if let Some((h, l)) = huff.take() {
                        return Err(PdnError {
                            line: l,
                            message: format!("huff `{h}` is not followed by a move"),
                        });
                    }
                    game.result = r;
                    games.push(std::mem::take(&mut game));
                    in_moves = false;
                    continue;
                }
                if word.starts_with('$') {
                    continue;
                }
                let (dots, mv) = crate::notation::input::strip_number(&word);
                if dots >= 3 && game.moves.is_empty() {
                    game.second_starts = true;
                }
                let mv = mv.trim_end_matches(['!', '?']);
                if mv.is_empty() || mv.starts_with('$') {
                    continue;
                }
                // What follows a move number must read as the same move on its own, as
                // it is written back: a second number (`2.283.h23`) or a result
                // (`1.1-0`) would read as something else there.
                if mv.contains('.') || PdnResult::parse(mv).is_some() {
                    return Err(PdnError {
                        line,
                        message: format!("`{word}` is not a move"),
                    });
                }
                if is_huff(mv) {
                    if let Some((h, l)) = huff.replace((mv.to_string(), line)) {
                        return Err(PdnError {
                            line: l,
                            message: format!("huff `{h}` is not followed by a move"),
                        });
                    }
                    continue;
                }
                match huff.take() {
                    Some((h, _)) => game.moves.push(format!("{h} {mv}")),
                    None => game.moves.push(mv.to_string()),
                }
            }
        }
    }
    if in_moves || !game.tags.is_empty() {
        finish(&mut games, &mut game, &mut huff)?;
    }
    Ok(games)
}

/// Ends a game that has no result token.
fn finish(
    games: &mut Vec<PdnGame>,
    game: &mut PdnGame,
    huff: &mut Option<(String, usize)>,
) -> Result<(), PdnError> {
    if let Some((h, l)) = huff.take() {
        return Err(PdnError {
            line: l,
            message: format!("huff `{h}` is not followed by a move"),
        });
    }
    game.result = PdnResult::Unknown;
    games.push(std::mem::take(game));
    Ok(())
}

/// `h23` (a huff prefix): `h` then a square, with no move separator.
fn is_huff(w: &str) -> bool {
    let rest = match w.strip_prefix(['h', 'H']) {
        Some(r) => r,
        None => return false,
    };
    !rest.is_empty()
        && !rest.contains(['-', 'x', 'X'])
        && rest.chars().all(|c| c.is_ascii_alphanumeric())
}

fn read_word(cur: &mut Cursor<'_>) -> String {
    let mut w = String::new();
    while let Some(c) = cur.peek() {
        if c.is_whitespace() || "{}()[];".contains(c) {
            break;
        }
        w.push(c);
        cur.next();
    }
    w
}

fn skip_variation(cur: &mut Cursor<'_>) -> Result<(), PdnError> {
    let start = cur.line;
    let mut depth = 0;
    while let Some(c) = cur.next() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
            '{' => cur.skip_to('}', "comment `{`")?,
            _ => {}
        }
    }
    Err(PdnError {
        line: start,
        message: "variation `(` opened here is never closed".into(),
    })
}

fn read_tag(cur: &mut Cursor<'_>) -> Result<(String, String), PdnError> {
    let start = cur.line;
    cur.next(); // '['
    while cur.peek().is_some_and(|c| c == ' ' || c == '\t') {
        cur.next();
    }
    let mut name = String::new();
    while let Some(c) = cur.peek() {
        if c.is_ascii_alphanumeric() || c == '_' {
            name.push(c);
            cur.next();
        } else {
            break;
        }
    }
    if name.is_empty() {
        return Err(cur.err("a tag needs a name: `[Name \"value\"]`"));
    }
    while cur.peek().is_some_and(|c| c == ' ' || c == '\t') {
        cur.next();
    }
    if cur.next() != Some('"') {
        return Err(cur.err(format!("tag `{name}` needs a quoted value")));
    }
    let mut value = String::new();
    loop {
        match cur.next() {
            Some('\\') => match cur.next() {
                Some(c) => value.push(c),
                None => break,
            },
            Some('"') => {
                while cur.peek().is_some_and(|c| c == ' ' || c == '\t') {
                    cur.next();
                }
                if cur.next() != Some(']') {
                    return Err(cur.err(format!("tag `{name}` is not closed by `]`")));
                }
                return Ok((name, value));
            }
            Some('\n') | None => break,
            Some(c) => value.push(c),
        }
    }
    Err(PdnError {
        line: start,
        message: format!("the value of tag `{name}` is not closed by `\"`"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_comments_variations_and_numbers() {
        let text = "[Event \"x\"]\n[White \"a\"]\n\n1. 32-28 {good} 19-23 2.28x19 (2. 33-29 $1) \
                    14x23 ; rest\n3. h23 34-30 * \n\n[Event \"y\"]\n1. 31-27 1-0\n";
        let games = read_games(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[0].moves,
            ["32-28", "19-23", "28x19", "14x23", "h23 34-30"]
        );
        assert_eq!(games[0].result, PdnResult::Unknown);
        assert_eq!(games[0].tag("white"), Some("a"));
        assert_eq!(games[1].moves, ["31-27"]);
        assert_eq!(games[1].result, PdnResult::FirstWins);
    }

    #[test]
    fn game_without_result_ends_at_next_tag() {
        let games = read_games("[Event \"a\"]\n1. 32-28\n[Event \"b\"]\n1. 33-29 0-2").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].moves, ["32-28"]);
        assert_eq!(games[1].result, PdnResult::SecondWins);
    }

    #[test]
    fn errors_have_lines() {
        let e = read_games("[Event \"a]\n").unwrap_err();
        assert_eq!(e.line, 1);
        let e = read_games("[Event \"a\"]\n\n1. 32-28 {never closed\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("never closed"));
        let e = read_games("1. h23 2-0").unwrap_err();
        assert!(e.message.contains("huff"), "{e}");
        let e = read_games("[ \"x\"]").unwrap_err();
        assert!(e.message.contains("name"));
    }
}
