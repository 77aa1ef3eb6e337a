//! A readable tree dump of the AST: one node a line, indented by depth, with its kind,
//! its value and the `line:column` where it starts. Used by `ludic ast` and snapshots.

use crate::syntax::ast::{File, Head, Kind, Node};
use crate::syntax::print::print_flat;
use std::fmt::Write;

/// The outline of `file`, whose text is `text` (for line and column numbers).
pub fn outline(file: &File, text: &str) -> String {
    let lines: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let mut out = String::new();
    for n in &file.items {
        node(n, 0, &lines, text, &mut out);
    }
    out
}

fn node(n: &Node, depth: usize, lines: &[usize], text: &str, out: &mut String) {
    let start = n.span.start as usize;
    let line = lines.partition_point(|&l| l <= start);
    let line_start = lines.get(line.wrapping_sub(1)).copied().unwrap_or(0);
    let col = text.get(line_start..start).map_or(0, |s| s.chars().count()) + 1;
    let _ = write!(out, "{}", "  ".repeat(depth));
    let children: &[Node] = match &n.kind {
        Kind::Clause { head, args, .. } => {
            let (what, name) = match head {
                Head::Name(s) => ("clause", s.clone()),
                Head::Op(s) => ("op", s.clone()),
                Head::Define(s) => ("use", format!("{s:?}")),
            };
            let _ = write!(out, "{what} {name}");
            args
        }
        Kind::Array(items) => {
            out.push_str("array");
            items
        }
        Kind::Angle(items) => {
            out.push_str("angle");
            items
        }
        Kind::Group(items) => {
            out.push_str("group");
            items
        }
        Kind::Range(..) | Kind::SiteRange(..) => {
            let _ = write!(out, "range {}", print_flat(n));
            &[]
        }
        Kind::Named { name, value } => {
            let _ = writeln!(out, "named {name} @{line}:{col}");
            node(value, depth + 1, lines, text, out);
            return;
        }
        Kind::Str(_) => {
            let _ = write!(out, "string {}", print_flat(n));
            &[]
        }
        Kind::Int(_) => {
            let _ = write!(out, "int {}", print_flat(n));
            &[]
        }
        Kind::Float(_) => {
            let _ = write!(out, "float {}", print_flat(n));
            &[]
        }
        Kind::Bool(_) => {
            let _ = write!(out, "bool {}", print_flat(n));
            &[]
        }
        Kind::Ident(s) => {
            let _ = write!(out, "ident {s}");
            &[]
        }
        Kind::Param(i) => {
            let _ = write!(out, "param #{i}");
            &[]
        }
        Kind::Placeholder => {
            out.push_str("placeholder ~");
            &[]
        }
        Kind::Mark(_) => {
            let _ = write!(out, "mark {}", print_flat(n));
            &[]
        }
    };
    let _ = writeln!(out, " @{line}:{col}");
    for c in children {
        node(c, depth + 1, lines, text, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_kinds_and_positions() {
        let text = "(game \"x\"\n  {1 a:b})";
        let f = crate::syntax::parse(text, 0).expect("parses");
        let o = outline(&f, text);
        assert_eq!(
            o,
            "clause game @1:1\n  string \"x\" @1:7\n  array @2:3\n    int 1 @2:4\n    named a @2:6\n      ident b @2:8\n"
        );
    }
}
