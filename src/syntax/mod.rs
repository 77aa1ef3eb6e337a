//! Reading `.lud` text into a spanned AST, and printing it back.

pub mod ast;
