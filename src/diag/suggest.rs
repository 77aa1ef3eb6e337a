//! "Did you mean ...?": the closest known name to a mistyped one.

/// Names longer than this many characters get no suggestion: nobody mistypes a name
/// of that length, and the edit distance costs the product of the two lengths.
pub(super) const MAX_SUGGESTED_NAME: usize = 100;

/// The most candidates whose edit distance [`did_you_mean`] computes; the rest are
/// not considered (a generated file can define a great many names).
const MAX_COMPARED: usize = 10_000;

/// The closest of `candidates` to `name`, if within about a third of its length.
///
/// The work is bounded: a long `name` gets no suggestion, candidates whose length
/// alone puts them too far (the edit distance is at least the difference of the
/// lengths) are skipped without computing it, and at most [`MAX_COMPARED`] distances
/// are computed.
pub fn did_you_mean<'a, I>(name: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    // Bytes bound characters: the cheap test first, so a huge name is not even counted.
    if name.len() > 4 * MAX_SUGGESTED_NAME {
        return None;
    }
    let lower = name.to_lowercase();
    let len = lower.chars().count();
    if len > MAX_SUGGESTED_NAME {
        return None;
    }
    let limit = (len / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    let mut compared = 0;
    for c in candidates {
        // A character is at most 4 bytes: the byte test spares counting long names.
        if c == name || c.len() > 4 * (len + limit) {
            continue;
        }
        let c_lower = c.to_lowercase();
        if c_lower.chars().count().abs_diff(len) > limit {
            continue;
        }
        if compared == MAX_COMPARED {
            break;
        }
        compared += 1;
        let d = strsim::damerau_levenshtein(&lower, &c_lower);
        if d <= limit && best.is_none_or(|(bd, bc)| (d, c.len()) < (bd, bc.len())) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c.to_string())
}
