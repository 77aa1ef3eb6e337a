//! The scan behind `tests/layers.rs`: which top-level modules each file under `src/`
//! refers to, outside test code.

use super::Ref;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The modules `lib.rs` declares.
pub fn top_modules(lib: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(lib).expect("src/lib.rs");
    let toks = tokens(&blank(&text));
    let mut out = BTreeSet::new();
    for w in toks.windows(3) {
        if w[0].text == "mod" && is_ident(&w[1].text) && w[2].text == ";" {
            out.insert(w[1].text.clone());
        }
    }
    out
}

/// Every reference between top-level modules outside test code, from every file under
/// `src/` reached through the `mod` declarations of lib.rs.
pub fn scan_crate(root: &Path, tops: &BTreeSet<String>) -> Vec<Ref> {
    let src = root.join("src");
    let macros = exported_macros(&src);
    let mut refs = Vec::new();
    let mut todo: Vec<(PathBuf, Vec<String>)> = tops
        .iter()
        .filter_map(|m| module_file(&src, std::slice::from_ref(m)).map(|f| (f, vec![m.clone()])))
        .collect();
    while let Some((file, path)) = todo.pop() {
        let text = fs::read_to_string(&file).expect("a source file");
        let rel = file
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        let scan = scan_file(&text, path.len());
        for (line, to) in scan.refs {
            let to = macros.get(&to).cloned().unwrap_or(to);
            if to != path[0] {
                refs.push(Ref {
                    file: rel.clone(),
                    line,
                    from: path[0].clone(),
                    to,
                });
            }
        }
        for child in scan.children {
            let mut p = path.clone();
            p.push(child);
            if let Some(f) = module_file(&src, &p) {
                todo.push((f, p));
            }
        }
    }
    refs.sort();
    refs
}

/// The file of module `path` (`a/b.rs` or `a/b/mod.rs`).
fn module_file(src: &Path, path: &[String]) -> Option<PathBuf> {
    let dir: PathBuf = path.iter().collect();
    let flat = src.join(&dir).with_extension("rs");
    let nested = src.join(&dir).join("mod.rs");
    [flat, nested].into_iter().find(|f| f.is_file())
}

/// `#[macro_export]` macros by name, with the top-level module that defines each: they
/// are named `crate::NAME!` wherever they are defined.
fn exported_macros(src: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).expect("a source folder") {
            let p = e.expect("an entry").path();
            if p.is_dir() {
                dirs.push(p);
                continue;
            }
            if p.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let rel = p.strip_prefix(src).expect("under src");
            let top = rel
                .components()
                .next()
                .map(|c| {
                    c.as_os_str()
                        .to_string_lossy()
                        .trim_end_matches(".rs")
                        .to_string()
                })
                .expect("a first component");
            let toks = tokens(&blank(&fs::read_to_string(&p).expect("a source file")));
            for (i, w) in toks.windows(4).enumerate() {
                let exported = i >= 4
                    && toks[i - 4..i].iter().map(|t| t.text.as_str()).eq([
                        "#",
                        "[",
                        "macro_export",
                        "]",
                    ]);
                if exported && w[0].text == "macro_rules" && w[1].text == "!" {
                    out.insert(w[2].text.clone(), top.clone());
                }
            }
        }
    }
    out
}

/// What one file refers to, and which of its `mod NAME;` children are not test code.
#[derive(Debug, Default, PartialEq)]
struct FileScan {
    /// (line, top-level name) of each reference.
    refs: Vec<(usize, String)>,
    children: Vec<String>,
}

/// Scans the text of a file whose module is `depth` deep (`a.rs`: 1, `a/b.rs`: 2).
fn scan_file(text: &str, depth: usize) -> FileScan {
    let toks = tokens(&blank(text));
    let mut out = FileScan::default();
    // Brace depths at which the inline modules now open began.
    let mut inline: Vec<usize> = Vec::new();
    let mut braces = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i].text.as_str();
        if is_cfg_test(&toks, i) {
            // The item after the attribute (and any other attributes): skipped whole.
            let mut j = i + 6;
            while j < toks.len() && toks[j].text == "#" {
                j = close(&toks, j + 1) + 1;
            }
            while j < toks.len() && toks[j].text != ";" && toks[j].text != "{" {
                // A `;` inside `[u8; 3]` or `(..)` does not end the item.
                j = if toks[j].text == "(" || toks[j].text == "[" {
                    close(&toks, j) + 1
                } else {
                    j + 1
                };
            }
            i = if j < toks.len() && toks[j].text == "{" {
                close(&toks, j) + 1
            } else {
                j + 1
            };
            continue;
        }
        match t {
            "{" => braces += 1,
            "}" => {
                braces = braces.saturating_sub(1);
                if inline.last() == Some(&braces) {
                    inline.pop();
                }
            }
            "mod" if i + 2 < toks.len() && is_ident(&toks[i + 1].text) => {
                match toks[i + 2].text.as_str() {
                    ";" => out.children.push(toks[i + 1].text.clone()),
                    "{" => inline.push(braces),
                    _ => {}
                }
            }
            "crate" if path_sep(&toks, i + 1) => {
                out.refs.extend(named_after(&toks, i + 3));
            }
            "super" if i == 0 || !path_sep(&toks, i.saturating_sub(2)) => {
                // A chain `super::super::...`: it reaches the root when it is as long as
                // the module is deep.
                let mut j = i;
                let mut n = 0;
                while j < toks.len() && toks[j].text == "super" && path_sep(&toks, j + 1) {
                    n += 1;
                    j += 3;
                }
                if n > 0 && n == depth + inline.len() {
                    out.refs.extend(named_after(&toks, j));
                }
                i = j.max(i + 1);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The names a path continues with at token `i`: one name, or each first name of a
/// group `{a::X, b}`.
fn named_after(toks: &[Tok], i: usize) -> Vec<(usize, String)> {
    let Some(t) = toks.get(i) else {
        return Vec::new();
    };
    if is_ident(&t.text) {
        return vec![(t.line, t.text.clone())];
    }
    if t.text != "{" {
        return Vec::new();
    }
    let end = close(toks, i);
    let mut out = Vec::new();
    let mut depth = 0;
    for k in i..end {
        match toks[k].text.as_str() {
            "{" => depth += 1,
            "}" => depth -= 1,
            _ => {}
        }
        let starts = depth == 1 && (toks[k].text == "{" || toks[k].text == ",");
        if starts && k + 1 < end && is_ident(&toks[k + 1].text) && toks[k + 1].text != "self" {
            out.push((toks[k + 1].line, toks[k + 1].text.clone()));
        }
    }
    out
}

/// `#[cfg(test)]` at token `i`.
fn is_cfg_test(toks: &[Tok], i: usize) -> bool {
    toks.get(i..i + 6).is_some_and(|w| {
        w.iter()
            .map(|t| t.text.as_str())
            .eq(["#", "[", "cfg", "(", "test", ")"])
    }) && toks.get(i + 6).is_some_and(|t| t.text == "]")
}

/// `::` at token `i`.
fn path_sep(toks: &[Tok], i: usize) -> bool {
    toks.get(i).is_some_and(|t| t.text == ":") && toks.get(i + 1).is_some_and(|t| t.text == ":")
}

/// The index of the bracket closing the one at `open` (`{`, `[` or `(`), or the end.
fn close(toks: &[Tok], open: usize) -> usize {
    let mut depth = 0i32;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match t.text.as_str() {
            "{" | "[" | "(" => depth += 1,
            "}" | "]" | ")" => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

fn is_ident(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// A token: a word (identifier, keyword, number) or one punctuation character.
#[derive(Debug)]
struct Tok {
    text: String,
    line: usize,
}

fn tokens(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            out.push(Tok {
                text: std::mem::take(&mut word),
                line,
            });
        }
        if c == '\n' {
            line += 1;
        } else if !c.is_whitespace() {
            out.push(Tok {
                text: c.to_string(),
                line,
            });
        }
    }
    if !word.is_empty() {
        out.push(Tok { text: word, line });
    }
    out
}

/// `text` with comments, strings and character literals replaced by spaces, lines kept.
fn blank(text: &str) -> String {
    let s: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let keep = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied();
        let prev_word = i > 0 && (s[i - 1].is_alphanumeric() || s[i - 1] == '_');
        // The end of what starts here, when it is something to blank.
        let end = if c == '/' && next == Some('/') {
            s[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(s.len(), |k| i + k)
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            let mut k = i;
            while k < s.len() {
                if s[k] == '/' && s.get(k + 1) == Some(&'*') {
                    depth += 1;
                    k += 2;
                } else if s[k] == '*' && s.get(k + 1) == Some(&'/') {
                    depth -= 1;
                    k += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    k += 1;
                }
            }
            k
        } else if (c == 'r' || c == 'b') && !prev_word && raw_string_at(&s, i).is_some() {
            raw_string_at(&s, i).unwrap_or(i + 1)
        } else if c == '"' {
            let mut k = i + 1;
            while k < s.len() && s[k] != '"' {
                k += if s[k] == '\\' { 2 } else { 1 };
            }
            k + 1
        } else if c == '\'' && next == Some('\\') {
            // `'\''`, `'\\'`, `'\u{..}'`: the escaped character is skipped first.
            let mut k = i + 3;
            while k < s.len() && s[k] != '\'' {
                k += 1;
            }
            k + 1
        } else if c == '\'' && s.get(i + 2) == Some(&'\'') {
            i + 3
        } else {
            out.push(c);
            i += 1;
            continue;
        };
        let end = end.min(s.len());
        out.extend(s[i..end].iter().map(|&c| keep(c)));
        i = end;
    }
    out
}

/// The end of a raw string (`r"..."`, `r#"..."#`, `br"..."`) starting at `i`.
fn raw_string_at(s: &[char], i: usize) -> Option<usize> {
    let mut k = i;
    if s[k] == 'b' {
        k += 1;
    }
    if s.get(k) != Some(&'r') {
        return None;
    }
    k += 1;
    let hashes = s[k..].iter().take_while(|&&c| c == '#').count();
    k += hashes;
    if s.get(k) != Some(&'"') {
        return None;
    }
    k += 1;
    while k < s.len() {
        if s[k] == '"'
            && s[k + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(k + 1 + hashes);
        }
        k += 1;
    }
    Some(s.len())
}

// The scan itself, on small texts: what it must see and what it must not.

fn names(text: &str, depth: usize) -> Vec<String> {
    scan_file(text, depth)
        .refs
        .into_iter()
        .map(|r| r.1)
        .collect()
}

#[test]
fn scan_finds_paths_in_code() {
    let text = "use crate::cli::EXIT_INPUT;\nfn f() { crate::kernel::Game::new(); }\n";
    assert_eq!(names(text, 1), ["cli", "kernel"]);
    assert_eq!(scan_file(text, 1).refs[1].0, 2, "the line of the reference");
    assert_eq!(
        names("use crate::{diag::Span, syntax::{ast, parse}, self};", 1),
        ["diag", "syntax"]
    );
    assert_eq!(
        names("macro_rules! m { () => { $crate::diag::warn() } }", 1),
        ["diag"]
    );
    assert_eq!(
        names("let _ = crate :: engine :: uses_stacks(p);", 1),
        ["engine"]
    );
}

#[test]
fn scan_follows_super_to_the_root_only() {
    assert_eq!(names("use super::cli::X;", 1), ["cli"]);
    assert_eq!(names("use super::cli::X;", 2), Vec::<String>::new());
    assert_eq!(names("use super::super::cli::X;", 2), ["cli"]);
    assert_eq!(names("mod inner { use super::super::cli::X; }", 1), ["cli"]);
    assert_eq!(
        names("mod inner { }\nuse super::super::cli::X;", 1),
        Vec::<String>::new()
    );
}

#[test]
fn scan_skips_comments_strings_and_tests() {
    let text = r##"
        // crate::cli in a comment
        /* crate::cli /* nested */ crate::cli */
        /// crate::cli in a doc comment
        const A: &str = "crate::cli \" crate::cli";
        const B: &str = r#"crate::cli "quoted" crate::cli"#;
        const C: char = '"'; const D: char = '\''; const E: char = '\\'; fn f<'a>(x: &'a str) {}
        #[cfg(test)]
        mod tests { use crate::cli; fn g() { crate::cli::main(); } }
        #[cfg(test)]
        #[allow(dead_code)]
        fn helper() { crate::cli::main(); }
        #[cfg(test)]
        use crate::cli::X;
        #[cfg(test)]
        mod more_tests;
        mod child;
        use crate::diag::Diag;
    "##;
    let scan = scan_file(text, 1);
    assert_eq!(scan.refs, [(18, "diag".to_string())]);
    assert_eq!(scan.children, ["child"]);
}

#[test]
fn scan_reads_the_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tops = top_modules(&root.join("src/lib.rs"));
    assert!(tops.contains("cli") && tops.contains("diag"), "{tops:?}");
    // The macros every command prints with are defined in a module, not at the root.
    let macros = exported_macros(&root.join("src"));
    assert!(macros.contains_key("outln"), "{macros:?}");
    let refs = scan_crate(root, &tops);
    // A reference known to be there, and one in test code known not to count.
    assert!(refs
        .iter()
        .any(|r| r.file == "src/load.rs" && r.from == "load" && r.to == "expand"));
    assert!(
        !refs.iter().any(|r| r.file.ends_with("tests.rs")),
        "test files are skipped"
    );
}
