//! Reading the lines a person types (or a script pipes): a line that is not UTF-8 or
//! is absurdly long is a bad line to answer, not an error that ends the session and
//! loses the game.

use std::io::{self, BufRead, Read};

/// The longest line read; the rest of a longer one is skipped. No turn or command is
/// near this long, and a line without an end must not fill the memory.
pub const MAX_LINE: usize = 4096;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The input ended.
    End,
    /// A line of text, with its line end.
    Text(String),
    /// A line whose bytes are not UTF-8.
    NotText,
    /// A line longer than [`MAX_LINE`] bytes (skipped to its end).
    TooLong,
}

/// Reads one line of `input`.
pub fn read_line<R: BufRead + ?Sized>(input: &mut R) -> io::Result<Line> {
    let mut bytes = Vec::new();
    let n = (&mut *input)
        .take(MAX_LINE as u64)
        .read_until(b'\n', &mut bytes)?;
    if n == 0 {
        return Ok(Line::End);
    }
    if n == MAX_LINE && bytes.last() != Some(&b'\n') {
        skip_line(input)?;
        return Ok(Line::TooLong);
    }
    Ok(String::from_utf8(bytes).map_or(Line::NotText, Line::Text))
}

/// Skips the rest of the current line, without holding it.
fn skip_line<R: BufRead + ?Sized>(input: &mut R) -> io::Result<()> {
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            return Ok(());
        }
        match buf.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let len = buf.len();
                input.consume(len);
            }
        }
    }
}

/// What to tell the person about a bad line.
pub fn complaint(line: &Line) -> Option<&'static str> {
    match line {
        Line::NotText => {
            Some("That line is not UTF-8 text; type `help` for the notation and commands.")
        }
        Line::TooLong => Some("That line is too long to be a turn or a command; type `help`."),
        Line::End | Line::Text(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_do_not_end_the_input() {
        let mut long = vec![b'x'; MAX_LINE * 3];
        long.extend_from_slice(b"\nquit\n");
        let mut bytes = b"32-28\n\xff\xfe\n".to_vec();
        bytes.extend_from_slice(&long);
        let mut input = &bytes[..];
        assert_eq!(read_line(&mut input).unwrap(), Line::Text("32-28\n".into()));
        assert_eq!(read_line(&mut input).unwrap(), Line::NotText);
        assert_eq!(read_line(&mut input).unwrap(), Line::TooLong);
        assert_eq!(read_line(&mut input).unwrap(), Line::Text("quit\n".into()));
        assert_eq!(read_line(&mut input).unwrap(), Line::End);
    }
}
