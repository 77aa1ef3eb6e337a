//! AST back to canonical `.lud` text.
//!
//! Canonical means: one space between tokens, a node on one line when it fits in
//! [`WIDTH`] columns, otherwise a clause keeps its head and leading atoms on the first
//! line and puts every other argument on its own line, indented by four spaces, with the
//! closing bracket on a line of its own. Comments are not kept. Parsing the printed
//! text gives an equal AST.

use crate::syntax::ast::{File, Head, Kind, Node};
use std::fmt::Write;

/// Column limit of the layout.
pub const WIDTH: usize = 100;
const INDENT: usize = 4;

/// Prints a whole file, top-level forms separated by a blank line.
pub fn print_file(file: &File) -> String {
    let mut out = String::new();
    for (i, n) in file.items.iter().enumerate() {
        if is_mark(n) && i > 0 && !out.trim_end().ends_with('*') {
            // Marks stick to the item they mark.
            out.pop();
            flat(n, &mut out);
            out.push('\n');
        } else {
            if i > 0 {
                out.push('\n');
            }
            pretty(n, 0, &mut out);
            out.push('\n');
        }
    }
    out
}

/// Prints one node, laid out as in a file.
pub fn print_node(node: &Node) -> String {
    let mut out = String::new();
    pretty(node, 0, &mut out);
    out
}

/// Prints one node on a single line.
pub fn print_flat(node: &Node) -> String {
    let mut out = String::new();
    flat(node, &mut out);
    out
}

fn is_mark(n: &Node) -> bool {
    matches!(n.kind, Kind::Mark(_))
}

fn head(h: &Head, out: &mut String) {
    match h {
        Head::Name(s) | Head::Op(s) => out.push_str(s),
        Head::Define(s) => string(s, out),
    }
}

/// A string, with `"` and `\` escaped. A value ending in a backslash has no text (as in
/// Ludii, a quote right after a backslash never closes a string); parsing never makes one.
fn string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
}

/// Writes nodes separated by spaces; a mark sticks to the node before it (unless that
/// ends with a mark too, which would read back as `**`).
fn seq(nodes: &[Node], lead_space: bool, out: &mut String) {
    for (i, n) in nodes.iter().enumerate() {
        let glue = is_mark(n) && i > 0 && !out.ends_with('*');
        if !glue && (lead_space || i > 0) {
            out.push(' ');
        }
        flat(n, out);
    }
}

fn flat(n: &Node, out: &mut String) {
    match &n.kind {
        Kind::Clause { head: h, args, .. } => {
            out.push('(');
            head(h, out);
            seq(args, true, out);
            out.push(')');
        }
        Kind::Array(items) => {
            out.push('{');
            seq(items, false, out);
            out.push('}');
        }
        Kind::Angle(items) => {
            out.push('<');
            seq(items, false, out);
            out.push('>');
        }
        Kind::Group(items) => {
            out.push('(');
            seq(items, false, out);
            out.push(')');
        }
        Kind::Range(a, b) => {
            let _ = write!(out, "{a}..{b}");
        }
        Kind::SiteRange(a, b) => {
            string(a, out);
            out.push_str("..");
            string(b, out);
        }
        Kind::Named { name, value } => {
            out.push_str(name);
            out.push(':');
            flat(value, out);
        }
        Kind::Str(s) => string(s, out),
        Kind::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Kind::Float(f) => {
            let s = format!("{f}");
            out.push_str(&s);
            if !s.contains('.') {
                out.push_str(".0");
            }
        }
        Kind::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        Kind::Ident(s) => out.push_str(s),
        Kind::Param(i) => {
            let _ = write!(out, "#{i}");
        }
        Kind::Placeholder => out.push('~'),
        Kind::Mark(k) => out.push_str(&"*".repeat((*k).max(1) as usize)),
    }
}

fn is_atom(n: &Node) -> bool {
    !matches!(
        n.kind,
        Kind::Clause { .. } | Kind::Array(_) | Kind::Named { .. } | Kind::Angle(_) | Kind::Group(_)
    )
}

/// Writes `n` starting at column `indent` (the caller has already indented).
fn pretty(n: &Node, indent: usize, out: &mut String) {
    let one_line = print_flat(n);
    if indent + one_line.len() <= WIDTH && !one_line.contains('\n') {
        out.push_str(&one_line);
        return;
    }
    match &n.kind {
        Kind::Clause { head: h, args, .. } => {
            out.push('(');
            head(h, out);
            let lead = args.iter().take_while(|a| is_atom(a)).count();
            seq(&args[..lead], true, out);
            match &args[lead..] {
                // `(equipment {` ... `})`: a closing array hugs its clause, as in Ludii's files.
                [Node {
                    kind: Kind::Array(items),
                    ..
                }] => {
                    out.push_str(" {");
                    block(items, indent, out);
                    out.push('}');
                }
                rest => block(rest, indent, out),
            }
            out.push(')');
        }
        Kind::Array(items) => {
            out.push('{');
            block(items, indent, out);
            out.push('}');
        }
        Kind::Group(items) => {
            out.push('(');
            if let Some((first, rest)) = items.split_first() {
                pretty(first, indent + 1, out);
                block(rest, indent, out);
            }
            out.push(')');
        }
        Kind::Named { name, value } => {
            out.push_str(name);
            out.push(':');
            pretty(value, indent, out);
        }
        _ => out.push_str(&one_line),
    }
}

/// Each node on its own line at `indent + INDENT`, marks glued to their item, then a
/// new line at `indent` for the closing bracket.
fn block(nodes: &[Node], indent: usize, out: &mut String) {
    let inner = indent + INDENT;
    for (i, n) in nodes.iter().enumerate() {
        if is_mark(n) && i > 0 && !out.ends_with('*') {
            flat(n, out);
        } else {
            out.push('\n');
            out.push_str(&" ".repeat(inner));
            pretty(n, inner, out);
        }
    }
    out.push('\n');
    out.push_str(&" ".repeat(indent));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse::parse;

    fn round(text: &str) -> String {
        let f = parse(text, 0).expect("parses");
        let printed = print_file(&f);
        let again = parse(&printed, 0).expect("printed text parses");
        assert_eq!(f, again, "{printed}");
        printed
    }

    #[test]
    fn flat_when_short() {
        assert_eq!(round("( game  \"x\"\n{a  b} )"), "(game \"x\" {a b})\n");
        assert_eq!(round("(item \"a\" <1>) *"), "(item \"a\" <1>)*\n");
        assert_eq!(round("{1.0 -2 * *}"), "{1.0 -2* *}\n");
        assert_eq!(round("{12..7 \"A1\"..\"B2\"}"), "{12..7 \"A1\"..\"B2\"}\n");
        assert_eq!(round("(( (a) ) (<B:c> 1))"), "(((a)) (<B:c> 1))\n");
    }

    #[test]
    fn breaks_long_clauses() {
        let long = format!("(game \"x\" (a {}) (b c))", "(y z) ".repeat(30));
        let printed = round(&long);
        assert!(printed.starts_with("(game \"x\"\n    (a\n"), "{printed}");
        assert!(printed.lines().all(|l| l.len() <= WIDTH), "{printed}");
    }
}
