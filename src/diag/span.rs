//! Where a diagnostic points: a byte range of one file of the source map.

use serde::Serialize;

/// A byte range in one source file of a [`Sources`](super::Sources) map.
#[derive(Clone, Copy, Debug, Default, Serialize, Hash, PartialEq, Eq)]
pub struct Span {
    /// Index of the file in the source map.
    pub file: u32,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span of `file` from `start` to `end` (byte offsets).
    pub fn new(file: u32, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// True when the span covers no byte.
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }
}
