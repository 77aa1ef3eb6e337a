//! The one reader of input files: `.lud` games and their bases, `.tests` rule tests,
//! PDN game records and the `.def` files of a define folder all come through [`read`].
//!
//! It refuses what is not a regular file before opening it (opening a FIFO blocks until
//! somebody writes to it; `/dev/zero` and `/dev/urandom` never end) and stops reading
//! past [`MAX_BYTES`], so that no input path can hang ludic or exhaust its memory. The
//! errors are `io::Error`s with a message that says what is wrong, so every caller's
//! existing "cannot read `x`: {e}" reads naturally.

use std::io::{self, Read};
use std::path::Path;

/// The largest input file read: 16 MiB. The largest game description of Ludii is
/// under 100 KiB, and a PDN file of thousands of games fits well within it.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// The bytes of the regular file at `path` (symbolic links followed), at most
/// [`MAX_BYTES`] of them.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    read_capped(path, MAX_BYTES)
}

/// A regular file opened to be read as a stream, whatever its size (a trace of Ludii's
/// games, read line by line), with its length; refused as [`read`] refuses what is not
/// a regular file.
pub fn open_stream(path: &Path) -> io::Result<(std::fs::File, u64)> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({})", kind(&meta.file_type())),
        ));
    }
    Ok((std::fs::File::open(path)?, meta.len()))
}

/// [`read`] with the cap `max` (so that tests need not write 16 MiB).
pub fn read_capped(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    // Checked before opening: a FIFO's `open` would block.
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({})", kind(&meta.file_type())),
        ));
    }
    if meta.len() > max {
        return Err(too_large(meta.len(), max));
    }
    let file = std::fs::File::open(path)?;
    // The file may have grown since `metadata`, or may lie about its size (files of
    // /proc say 0): the reader stops one byte past the cap, whatever the length said.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64, max));
    }
    Ok(bytes)
}

/// The text of [`read`], which must be UTF-8.
pub fn read_text(path: &Path) -> io::Result<String> {
    String::from_utf8(read(path)?).map_err(|e| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

fn too_large(len: u64, max: u64) -> io::Error {
    const MIB: u64 = 1024 * 1024;
    let cap = if max.is_multiple_of(MIB) {
        format!("{} MiB", max / MIB)
    } else {
        format!("{max} bytes")
    };
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("the file is {len} bytes or more; input files may be at most {cap}"),
    )
}

/// What kind of file that is not regular `t` is, for messages.
fn kind(t: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a folder"
    } else {
        "a special file"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("ludic-input-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        dir.join(name)
    }

    #[test]
    fn reads_a_regular_file_up_to_the_cap() {
        let p = scratch("ten");
        std::fs::write(&p, b"0123456789").expect("write");
        assert_eq!(read_capped(&p, 10).expect("read").len(), 10);
        let e = read_capped(&p, 9).expect_err("over the cap");
        assert_eq!(
            e.to_string(),
            "the file is 10 bytes or more; input files may be at most 9 bytes"
        );
    }

    #[test]
    fn refuses_folders_and_devices() {
        let e = read(&std::env::temp_dir()).expect_err("a folder");
        assert_eq!(e.to_string(), "not a regular file (a folder)");
        if Path::new("/dev/zero").exists() {
            let e = read(Path::new("/dev/zero")).expect_err("a device");
            assert_eq!(e.to_string(), "not a regular file (a character device)");
        }
    }
}
