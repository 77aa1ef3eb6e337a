//! The defines in scope (`Table`): the library's, then the file's, each read from its
//! `(define "Name" body)`, with the highest `#n` its body uses; and the small readings of
//! text that Ludii's textual expansion implies (parameters glued into a name).

use crate::diag::{Diag, Diags};
use crate::syntax::ast::{Kind, Node, Span};
use std::collections::HashMap;

/// One define.
#[derive(Clone, Debug)]
pub struct Define {
    /// Its name.
    pub name: String,
    /// Its body: the nodes after the name (Ludii allows none or several).
    pub body: Vec<Node>,
    /// Span of the name string in `(define "Name" ...)`.
    pub name_span: Span,
    /// The highest `#n` in the body: how many arguments a use may give.
    pub params: u8,
}

/// The defines in scope: the library's, overridden by the file's.
#[derive(Debug, Default)]
pub struct Table {
    map: HashMap<String, Define>,
}

impl Table {
    /// Collects the defines of the library and then of the file; a file define with a
    /// library define's name replaces it. Two defines of one name in the library are an
    /// error; in the file, the first is kept and the second gets a warning in `warnings`,
    /// as Ludii expands every use with the first and never reaches the second.
    pub fn collect(
        library: &[Node],
        file: &[Node],
        diags: &mut Diags,
        warnings: &mut Diags,
    ) -> Table {
        let mut map: HashMap<String, Define> = HashMap::new();
        for (group, nodes) in [library, file].into_iter().enumerate() {
            let mut seen: HashMap<String, Span> = HashMap::new();
            for n in nodes {
                let Some(d) = define(n, diags) else { continue };
                if let Some(first) = seen.get(&d.name) {
                    if group == 0 {
                        diags.push(
                            Diag::new(
                                "lud::expand::duplicate_define",
                                format!("`{}` is defined twice", d.name),
                            )
                            .label(d.name_span, "second definition")
                            .label(*first, "first definition")
                            .help("rename or remove one of them in the define library"),
                        );
                    } else {
                        warnings.push(
                            Diag::warning(
                                "lud::warn::duplicate_define",
                                format!("`{}` is defined twice: the first is used", d.name),
                            )
                            .label(d.name_span, "never used")
                            .label(*first, "every use expands this one")
                            .help(
                                "Ludii expands each use with a file's first define of a \
                                 name and never reaches a second; remove or rename one",
                            ),
                        );
                    }
                    continue;
                }
                seen.insert(d.name.clone(), d.name_span);
                map.insert(d.name.clone(), d);
            }
        }
        Table { map }
    }

    /// The define named `name`.
    pub fn get(&self, name: &str) -> Option<&Define> {
        self.map.get(name)
    }

    /// All names, for suggestions.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.map.keys().map(String::as_str)
    }
}

fn define(n: &Node, diags: &mut Diags) -> Option<Define> {
    if let Kind::Clause { args, .. } = &n.kind {
        if let [Node {
            kind: Kind::Str(name),
            span,
        }, body @ ..] = args.as_slice()
        {
            return Some(Define {
                name: name.clone(),
                body: body.to_vec(),
                name_span: *span,
                params: body.iter().map(max_param).max().unwrap_or(0),
            });
        }
    }
    diags.push(
        Diag::new("lud::expand::bad_define", "malformed define")
            .label(n.span, "expected (define \"Name\" body)")
            .help("a define has a quoted name and one body, e.g. (define \"Forward\" (directions {FL FR}))"),
    );
    None
}

fn max_param(n: &Node) -> u8 {
    match &n.kind {
        Kind::Param(k) => *k,
        Kind::Ident(s) => glued_params(s).max().unwrap_or(0),
        Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Angle(v) | Kind::Group(v) => {
            v.iter().map(max_param).max().unwrap_or(0)
        }
        Kind::Named { value, .. } => max_param(value),
        _ => 0,
    }
}

/// The parameters glued into a name (`P#1`), in order.
pub(super) fn glued_params(s: &str) -> impl Iterator<Item = u8> + '_ {
    s.as_bytes()
        .windows(2)
        .filter(|w| w[0] == b'#' && (b'1'..=b'9').contains(&w[1]))
        .map(|w| w[1] - b'0')
}

/// The atom `text` reads as: what a name with glued parameters (`P#1`) becomes once
/// they are replaced, as Ludii reads the text its expansion makes (`P2`, `12`, `2.5`).
pub(super) fn atom(text: &str) -> Kind {
    if let Ok(i) = text.parse::<i64>() {
        return Kind::Int(i);
    }
    match text {
        "True" => Kind::Bool(true),
        "False" => Kind::Bool(false),
        _ => match text.parse::<f64>() {
            Ok(f) if f.is_finite() && text.contains('.') => Kind::Float(f),
            _ => Kind::Ident(text.to_string()),
        },
    }
}
