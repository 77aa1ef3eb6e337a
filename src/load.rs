//! From a file on disk to an expanded AST: the part of the pipeline every command
//! shares, with the failures it can meet. Compiling the result is `game`'s.

use crate::diag::{render, Diag, Diags, Sources};
use crate::expand::library;
use crate::syntax::ast::{File, Span};
use std::path::{Path, PathBuf};

mod defs;
mod subgames;
pub use subgames::LOADED;
mod warnings;

pub use warnings::WarningMode;

// The choice is made before expansion, which reads it, so it is defined there.
pub use crate::expand::{DefsDir, EngineChoice, Selection};

/// Why loading failed: diagnostics over the sources read so far.
#[derive(Debug)]
pub struct Failure {
    /// Every file read (for rendering).
    pub sources: Sources,
    /// What went wrong.
    pub diags: Diags,
    /// True when the fault is in the command line (exit 2) rather than in a file (exit 1).
    pub usage: bool,
}

impl Failure {
    /// The diagnostics as text, `color` for ANSI colours.
    pub fn render(&self, color: bool) -> String {
        render(&self.diags, &self.sources, color, 100)
    }

    /// The process exit status for this failure.
    pub fn exit_code(&self) -> u8 {
        if self.usage {
            crate::diag::EXIT_USAGE
        } else {
            crate::diag::EXIT_INPUT
        }
    }
}

/// A file read and expanded: the `(game ...)` clause with defines, options and
/// rulesets resolved.
#[derive(Debug)]
pub struct Expanded {
    /// Every file read.
    pub sources: Sources,
    /// The expanded game clause.
    pub game: crate::syntax::ast::Node,
    /// The ruleset chosen, if the file has rulesets.
    pub ruleset: Option<String>,
    /// Each option's chosen item as `"Heading/Label"`, in the file's order.
    pub options: Vec<String>,
    /// The PDN game type the file's metadata declares, if any.
    pub pdn_type: Option<String>,
    /// What Ludii would let pass without a word (warnings, over `sources`).
    pub warnings: Diags,
}

/// A file read and parsed, not expanded.
#[derive(Debug)]
pub struct Parsed {
    /// The file (index `file` in the map).
    pub sources: Sources,
    /// Index of the file in `sources`.
    pub file: u32,
    /// Its syntax tree.
    pub ast: File,
    /// What its text does that Ludii's reader takes without a word (and its bases' text,
    /// once expanded): given with the expansion's warnings.
    pub warnings: Diags,
}

impl Failure {
    fn input(sources: Sources, diags: Diags) -> Failure {
        Failure {
            sources,
            diags,
            usage: false,
        }
    }
}

/// Reads and parses `path`: a missing, unreadable, binary or non-UTF-8 file is a
/// clean error, as is any syntax error.
pub fn parse_file(path: &Path) -> Result<Parsed, Failure> {
    let name = path.display().to_string();
    let bytes = match crate::input_file::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // A game of `games/` named from anywhere: the copy built into the binary.
            if let Some((builtin, text)) = crate::builtin_games::find(path) {
                return parse_bytes(&builtin, text.as_bytes().to_vec());
            }
            let d = Diag::new("lud::load::read", format!("cannot read `{name}`: {e}"))
                .help(missing_help(path));
            return Err(Failure::input(Sources::new(), d.into()));
        }
        Err(e) => {
            let d = Diag::new("lud::load::read", format!("cannot read `{name}`: {e}"))
                .help("check the file's path");
            return Err(Failure::input(Sources::new(), d.into()));
        }
    };
    parse_bytes(&name, bytes)
}

/// The help for a game file that does not exist: the closest file beside it, or the
/// closest built-in game.
fn missing_help(path: &Path) -> String {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().to_string())
        .unwrap_or_default();
    let mut near: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().to_string())
                .filter(|n| n.ends_with(".lud") || n.ends_with(".tests") || n.ends_with(".pdn"))
                .take(1000)
                .collect()
        })
        .unwrap_or_default();
    near.sort();
    if let Some(s) = crate::diag::did_you_mean(&file, near.iter().map(String::as_str)) {
        return format!("did you mean `{}`?", dir.join(s).display());
    }
    let stem = file.strip_suffix(".lud").unwrap_or(&file);
    if let Some(s) = crate::diag::did_you_mean(stem, crate::builtin_games::names()) {
        return format!("did you mean the built-in game `{s}`?");
    }
    "check the file's path; a game of ludic's games/ folder may be named alone, as in `ludic play dum-blas`".to_string()
}

/// Parses the bytes of the file `name`: binary or non-UTF-8 bytes are a clean error.
pub fn parse_bytes(name: &str, bytes: Vec<u8>) -> Result<Parsed, Failure> {
    let mut sources = Sources::new();
    match text_of(&mut sources, name, bytes) {
        Ok(text) => parse_source(name, &text),
        Err(d) => Err(Failure::input(sources, d.into())),
    }
}

/// The text of the bytes of file `name`, or a diagnostic located at the first bad
/// byte, with a printable copy of the text added to `sources` for the snippet.
fn text_of(sources: &mut Sources, name: &str, bytes: Vec<u8>) -> Result<String, Diag> {
    decode(bytes).map_err(|(shown, at, why)| {
        let width = shown
            .get(at..)
            .and_then(|r| r.chars().next())
            .map_or(0, char::len_utf8);
        let label = if why.starts_with("it holds a NUL") {
            "NUL byte"
        } else {
            "not UTF-8"
        };
        let f = sources.add(name, shown);
        Diag::new(
            "lud::load::not_text",
            format!("`{name}` is not UTF-8 text: {why}"),
        )
        .label(Span::new(f, at, at + width), label)
        .help("a .lud file is plain UTF-8 text")
    })
}

/// Parses `text` as the file `name` (no disk access).
pub fn parse_source(name: &str, text: &str) -> Result<Parsed, Failure> {
    let mut sources = Sources::new();
    let file = sources.add(name, text);
    match crate::syntax::parse::parse_with_warnings(text, file) {
        Ok((ast, warnings)) => Ok(Parsed {
            sources,
            file,
            ast,
            warnings,
        }),
        Err(diags) => Err(Failure::input(sources, diags)),
    }
}

/// Why `bytes` are not text: a printable copy of the text, the offset of the first
/// bad byte (the same in the copy) and why.
type NotText = (String, usize, String);

/// The byte order mark some editors put first: not part of the text, so it is dropped
/// and offsets, lines and columns are those of the text the user sees.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// The text of `bytes`, without a leading byte order mark.
fn decode(mut bytes: Vec<u8>) -> Result<String, NotText> {
    if bytes.starts_with(BOM) {
        bytes.drain(..BOM.len());
    }
    let nul = bytes.iter().position(|&b| b == 0);
    let (shown, bad) = match String::from_utf8(bytes) {
        Ok(text) => match nul {
            None => return Ok(text),
            Some(_) => (text, None),
        },
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            // Bytes before `at` are valid, so offsets up to it are the same in the copy.
            (String::from_utf8_lossy(e.as_bytes()).into_owned(), Some(at))
        }
    };
    let shown = printable(&shown);
    Err(match (nul, bad) {
        (Some(at), bad) if bad.is_none_or(|b| at < b) => (
            shown,
            at,
            format!("it holds a NUL byte at offset {at}, as binary files do"),
        ),
        (_, bad) => {
            let at = bad.unwrap_or(0);
            (shown, at, "invalid byte sequence".to_string())
        }
    })
}

/// `text` with its control characters other than tab and line ends made spaces (one
/// byte for one, so offsets hold): a binary file's snippet must not drive the terminal.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r') {
                ' '
            } else {
                c
            }
        })
        .collect()
}

/// Reads and parses the base file of a variant into `sources`, its warnings into
/// `warnings`.
fn read_base(
    sources: &mut Sources,
    warnings: &mut Diags,
    path: &Path,
) -> Result<(u32, File), crate::expand::extends::LoadError> {
    use crate::expand::extends::LoadError;
    let (name, bytes) = match crate::input_file::read(path) {
        Ok(bytes) => (path.display().to_string(), bytes),
        // A base of ludic's `games/` (`(extends "dum-blas")`, or a built-in variant's
        // own base) from anywhere: the copy built into the binary.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            match crate::builtin_games::find(path) {
                Some((name, text)) => (name, text.as_bytes().to_vec()),
                None => return Err(LoadError::Io(e)),
            }
        }
        Err(e) => return Err(LoadError::Io(e)),
    };
    let text = text_of(sources, &name, bytes).map_err(|d| LoadError::Diags(d.into()))?;
    let id = sources.add(name, text.clone());
    match crate::syntax::parse::parse_with_warnings(&text, id) {
        Ok((f, w)) => {
            warnings.0.extend(w.0);
            Ok((id, f))
        }
        Err(d) => Err(LoadError::Diags(d)),
    }
}

/// Parses the define library into `sources`: our own ([`library::FILES`]), then Ludii's
/// shared defines, from the folder `defs` if given, else our rendering
/// ([`library::LUDII`]). Later files win a name defined twice, as in Ludii.
fn load_library(sources: &mut Sources, defs: Option<&DefsDir>) -> Result<Vec<File>, Failure> {
    let mut files = Vec::new();
    let mut diags = Diags::new();
    let builtin: Vec<&(&str, &str)> = match defs {
        Some(_) => library::FILES.iter().collect(),
        None => library::FILES.iter().chain(library::LUDII).collect(),
    };
    for (name, text) in builtin {
        let id = sources.add(*name, *text);
        match crate::syntax::parse(text, id) {
            Ok(f) => files.push(f),
            Err(d) => diags.0.extend(d.0),
        }
    }
    if let Some(dir) = defs {
        match defs::load(sources, dir) {
            Ok(more) => files.extend(more),
            Err(defs::Error::Files(d)) => diags.0.extend(d.0),
            Err(defs::Error::Usage(d)) => {
                return Err(Failure {
                    sources: std::mem::take(sources),
                    diags: d.into(),
                    usage: true,
                })
            }
        }
    }
    if diags.is_empty() {
        Ok(files)
    } else {
        Err(Failure::input(std::mem::take(sources), diags))
    }
}

/// The expansion's warnings with the parser's, in the order of the files' text.
fn with_parse_warnings(mut expansion: Diags, parse: Diags) -> Diags {
    expansion.0.extend(parse.0);
    expansion
        .0
        .sort_by_key(|d| d.span().map(|s| (s.file, s.start)));
    expansion
}

/// Reads `path` (and the define library), parses and expands it.
pub fn expand_file(path: &Path, sel: &Selection) -> Result<Expanded, Failure> {
    expand_parsed(parse_file(path)?, sel)
}

/// Parses and expands `text` as the file `name` (no disk access; for tests and benches).
pub fn expand_source(name: &str, text: &str, sel: &Selection) -> Result<Expanded, Failure> {
    expand_parsed(parse_source(name, text)?, sel)
}

/// Expands a parsed file with the define library.
pub fn expand_parsed(parsed: Parsed, sel: &Selection) -> Result<Expanded, Failure> {
    let Parsed {
        mut sources,
        file,
        ast,
        mut warnings,
    } = parsed;
    // A variant becomes its base with the variant's changes, before anything expands.
    let path = std::path::PathBuf::from(sources.name(file));
    let ast = match crate::expand::extends::resolve(ast, &path, &mut |p| {
        read_base(&mut sources, &mut warnings, p)
    }) {
        Ok(ast) => ast,
        Err(diags) => return Err(Failure::input(sources, diags)),
    };
    let lib = load_library(&mut sources, sel.defs.as_ref())?;
    let expanded = match crate::expand::expand(&ast, file, &lib, sel) {
        // A match's games are files of their own, read here (`subgames`).
        Ok(mut out) if subgames::is_match(&out.game) => {
            if let Err(diags) = subgames::attach(&mut out.game, &path, &mut sources, &lib, sel) {
                return Err(Failure::input(sources, diags));
            }
            Ok(out)
        }
        other => other,
    };
    match expanded {
        // Every command reads its game here, so this is where the warnings are printed
        // or refused, as the selection says.
        Ok(out) => warnings::apply(
            Expanded {
                sources,
                game: out.game,
                ruleset: out.ruleset,
                pdn_type: out.pdn_type,
                options: out.options,
                warnings: with_parse_warnings(out.warnings, warnings),
            },
            sel.warnings,
        ),
        Err(e) => Err(Failure {
            sources,
            diags: e.diags,
            usage: e.usage,
        }),
    }
}

/// Reads and parses `path` and, when it is a variant, makes it its base with the
/// variant's changes (`(extends ...)` resolved), not expanded: what it offers (rulesets,
/// options, metadata) is then all there, its own and what it inherits.
pub fn parse_resolved(path: &Path) -> Result<Parsed, Failure> {
    let Parsed {
        mut sources,
        file,
        ast,
        mut warnings,
    } = parse_file(path)?;
    let base = PathBuf::from(sources.name(file));
    match crate::expand::extends::resolve(ast, &base, &mut |p| {
        read_base(&mut sources, &mut warnings, p)
    }) {
        Ok(ast) => Ok(Parsed {
            sources,
            file,
            ast,
            warnings,
        }),
        Err(diags) => Err(Failure::input(sources, diags)),
    }
}

/// The names of the rulesets of the file at `path` (a variant's own, after its base is
/// resolved), in the file's order; empty when it has none.
pub fn ruleset_names(path: &Path) -> Result<Vec<String>, Failure> {
    let Parsed {
        sources, file, ast, ..
    } = parse_resolved(path)?;
    let mut diags = Diags::new();
    let forms = crate::expand::forms::split(&ast, file, &mut diags);
    let names = forms
        .rulesets
        .iter()
        .flat_map(|n| crate::expand::options::rulesets(n, &mut diags))
        .map(|r| r.name)
        .collect();
    if diags.is_empty() {
        Ok(names)
    } else {
        Err(Failure::input(sources, diags))
    }
}
