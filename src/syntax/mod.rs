//! Reading `.lud` text into a spanned AST, and printing it back.
//!
//! [`parse()`](parse::parse) first runs [`scan::scan`] (brackets, strings, depth), then the
//! pest grammar `grammar/lud.pest`, then walks the pairs into [`ast::Node`]s.
//! [`print`] writes canonical text that parses back to an equal tree.

pub mod ast;
pub mod outline;
pub mod parse;
pub mod print;
pub mod scan;

pub use parse::parse;
