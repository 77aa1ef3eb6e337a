#!/usr/bin/env bash
# The test command: builds once, then runs the Rust tests and the Python tests.
#
# One cargo invocation builds the library, the binary, the test binaries and the Python
# extension (`python/`, a workspace member), so they share one build of the library:
# cargo unifies the features of their dependencies within an invocation, and a second
# invocation for the extension alone (as `maturin build` makes) would resolve other
# features and compile the library again. The extension is then put beside the package's
# Python files in target/python-test and pytest runs against it.
#
# PYTHON names the interpreter (python3 by default); it needs numpy, pytest, open-spiel,
# pettingzoo and ray (`.ci/run` installs them in a virtualenv).
set -euo pipefail
cd "$(dirname "$0")"
PYTHON=${PYTHON:-python3}
# The extension is built for this interpreter (pyo3 reads its version and ABI).
PYO3_PYTHON=$(command -v "$PYTHON")
export PYO3_PYTHON
target=${CARGO_TARGET_DIR:-target}

cargo build --release --workspace --lib --bins --tests
cargo test --release --workspace

pkg=$target/python-test
rm -rf "$pkg"
mkdir -p "$pkg"
cp -r python/ludic "$pkg/"
rm -f "$pkg"/ludic/*.so
cp "$target/release/lib_ludic.so" "$pkg/ludic/_ludic.so"
LUDIC_BIN=$target/release/ludic PYTHONPATH=$pkg "$PYTHON" -m pytest python/tests -q -p no:cacheprovider
