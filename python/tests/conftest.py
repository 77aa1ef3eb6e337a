"""Shared helpers of the Python tests: where the repository and ludic's binary are."""

import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def ludic_bin() -> pathlib.Path:
    """The `ludic` binary the test script built (LUDIC_BIN, else target/release/ludic)."""
    path = pathlib.Path(os.environ.get("LUDIC_BIN", REPO / "target" / "release" / "ludic"))
    if not path.exists():
        pytest.skip(f"no ludic binary at {path} (build it with cargo build --release)")
    return path
