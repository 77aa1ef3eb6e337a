//! A ludeme's signature: its positional and named arguments, each with a kind, written
//! compactly in the table (`"[type] site"`, `"at:site [level:int]"`) and read here.
//!
//! The notation: `KIND` is required, `[KIND]` optional, `KIND...` one or more,
//! `[KIND...]` any number; `name:KIND` a required named argument, `[name:KIND]` an
//! optional one. A kind is a word (`int`, `bool`, `region`, `site`, `moves`, `dirs`,
//! `player`, `name`, `type`, `any`), a clause by its head (`(from)`), or constants from
//! a list (`Own|Enemy|Empty`).

/// What an argument holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A number.
    Int,
    /// A condition, or `True`/`False`.
    Bool,
    /// A set of sites.
    Region,
    /// One site.
    Site,
    /// A move program.
    Moves,
    /// A set of directions.
    Dirs,
    /// A player (`Mover`, `P1`, `(next)`...).
    Player,
    /// A piece's name, a string (`"Disc1"`).
    Name,
    /// A site type: `Cell`, `Vertex` or `Edge`.
    SiteType,
    /// A clause with this head (`(from ...)`).
    Clause(&'static str),
    /// One of these constants.
    OneOf(Vec<&'static str>),
    /// Any of several kinds, told apart by the ludeme itself.
    Any,
}

/// How many times an argument may appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Exactly once.
    Required,
    /// At most once.
    Optional,
    /// At least once.
    Many,
    /// Any number of times.
    AnyNumber,
}

/// One argument of a signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The name of a named argument (`at`); empty for a positional one.
    pub name: &'static str,
    /// What it holds.
    pub kind: ArgKind,
    /// How many times it may appear.
    pub need: Need,
}

/// A typed signature.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signature {
    /// Positional arguments, after the subtype.
    pub positional: Vec<Arg>,
    /// Named arguments.
    pub named: Vec<Arg>,
}

impl Signature {
    /// Reads the table's notation; a word it does not know is a bug of the table, which
    /// the table's test finds ([`Signature::check_notation`]).
    pub fn parse(positional: &'static str, named: &'static str) -> Signature {
        Signature {
            positional: positional.split_whitespace().map(arg).collect(),
            named: named.split_whitespace().map(arg).collect(),
        }
    }

    /// The words of the notation that name no kind (for the table's test).
    pub fn check_notation(positional: &'static str, named: &'static str) -> Vec<String> {
        let mut bad = Vec::new();
        for (text, is_named) in [(positional, false), (named, true)] {
            for w in text.split_whitespace() {
                let a = arg(w);
                if a.name.is_empty() == is_named {
                    bad.push(format!("{w} (named where positional is expected or back)"));
                }
                if a.kind == ArgKind::Any && !w.contains("any") {
                    bad.push(w.to_string());
                }
            }
        }
        bad
    }

    /// The fewest and most positional arguments (`None`: no most).
    pub fn positional_range(&self) -> (usize, Option<usize>) {
        let min = self
            .positional
            .iter()
            .filter(|a| matches!(a.need, Need::Required | Need::Many))
            .count();
        let unbounded = self
            .positional
            .iter()
            .any(|a| matches!(a.need, Need::Many | Need::AnyNumber));
        (min, (!unbounded).then_some(self.positional.len()))
    }

    /// The names of the named arguments.
    pub fn names(&self) -> Vec<&'static str> {
        self.named.iter().map(|a| a.name).collect()
    }
}

/// One word of the notation.
fn arg(word: &'static str) -> Arg {
    let (optional, w) = match word.strip_prefix('[').and_then(|w| w.strip_suffix(']')) {
        Some(inner) => (true, inner),
        None => (false, word),
    };
    let (many, w) = match w.strip_suffix("...") {
        Some(inner) => (true, inner),
        None => (false, w),
    };
    let (name, w) = match w.split_once(':') {
        Some((n, k)) if !n.starts_with('(') => (n, k),
        _ => ("", w),
    };
    let need = match (optional, many) {
        (false, false) => Need::Required,
        (true, false) => Need::Optional,
        (false, true) => Need::Many,
        (true, true) => Need::AnyNumber,
    };
    Arg {
        name,
        kind: kind(w),
        need,
    }
}

fn kind(w: &'static str) -> ArgKind {
    match w {
        "int" => ArgKind::Int,
        "bool" => ArgKind::Bool,
        "region" => ArgKind::Region,
        "site" => ArgKind::Site,
        "moves" => ArgKind::Moves,
        "dirs" => ArgKind::Dirs,
        "player" => ArgKind::Player,
        "name" => ArgKind::Name,
        "type" => ArgKind::SiteType,
        w if w.starts_with('(') && w.ends_with(')') => ArgKind::Clause(&w[1..w.len() - 1]),
        w if w.contains('|') || w.starts_with(|c: char| c.is_ascii_uppercase()) => {
            ArgKind::OneOf(w.split('|').collect())
        }
        _ => ArgKind::Any,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notation_reads_as_documented() {
        let s = Signature::parse("[type] site [moves...]", "at:site [level:int]");
        assert_eq!(s.positional_range(), (1, None));
        assert_eq!(s.positional[0].kind, ArgKind::SiteType);
        assert_eq!(s.positional[0].need, Need::Optional);
        assert_eq!(s.positional[2].need, Need::AnyNumber);
        assert_eq!(s.names(), ["at", "level"]);
        assert_eq!(s.named[1].need, Need::Optional);
        let s = Signature::parse("(from) Own|Enemy", "");
        assert_eq!(s.positional[0].kind, ArgKind::Clause("from"));
        assert_eq!(s.positional[1].kind, ArgKind::OneOf(vec!["Own", "Enemy"]));
        assert_eq!(s.positional_range(), (2, Some(2)));
    }

    #[test]
    fn an_unknown_word_is_found() {
        assert_eq!(Signature::check_notation("site regoin", ""), ["regoin"]);
        assert!(!Signature::check_notation("at:site", "").is_empty());
    }
}
