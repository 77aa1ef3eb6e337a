//! Long messages wrapped for an 80-column terminal, and lists that read as prose.

/// `23, 24` -> `23 or 24`.
pub(super) fn or_list(list: &str) -> String {
    match list.rsplit_once(", ") {
        Some((a, b)) => format!("{a} or {b}"),
        None => list.to_string(),
    }
}

/// Wraps a comma-separated list at `width` columns, breaking only after commas.
pub(super) fn wrap(text: &str, width: usize) -> String {
    let items: Vec<&str> = text.split(", ").collect();
    let last = items.len().saturating_sub(1);
    let words: Vec<String> = items
        .iter()
        .enumerate()
        .map(|(k, i)| {
            if k == last {
                i.to_string()
            } else {
                format!("{i},")
            }
        })
        .collect();
    fill(words.iter().map(String::as_str), width)
}

/// Wraps prose at `width` columns, breaking only between words (a terminal would break
/// inside them).
pub(super) fn wrap_words(text: &str, width: usize) -> String {
    let paras: Vec<String> = text
        .split('\n')
        .map(|p| fill(p.split(' '), width))
        .collect();
    paras.join("\n")
}

/// Lays `words` out in lines of at most `width` columns, a space between words.
fn fill<'a>(words: impl Iterator<Item = &'a str>, width: usize) -> String {
    let mut out = String::new();
    let mut col = 0;
    for word in words {
        let n = word.chars().count();
        if col > 0 && col + 1 + n > width {
            out.push('\n');
            col = 0;
        } else if col > 0 {
            out.push(' ');
            col += 1;
        }
        out.push_str(word);
        col += n;
    }
    out
}
