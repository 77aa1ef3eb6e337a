"""The example script runs."""

import subprocess
import sys

from conftest import REPO


def test_random_games_example_runs():
    out = subprocess.run(
        [sys.executable, str(REPO / "python" / "examples" / "random_games.py"), "lasca"],
        capture_output=True, text=True, check=True, timeout=300,
    ).stdout
    assert "one game" in out and "batch of 256" in out
