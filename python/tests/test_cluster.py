"""Self-play over a Ray cluster: a local cluster on 127.0.0.1 with two worker CPUs plays
200 games of Dum Blas in blocks, and the merged report equals the one-process run's and
`ludic analyze`'s. The cluster is started in a session of its own and every process of
that session is stopped at the end, whatever the test's outcome."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

import pytest

from conftest import REPO

ray = pytest.importorskip("ray")

from ludic import cluster  # noqa: E402  (after the skip: ludic.cluster imports ray lazily)


def _session_processes(sid):
    """The live processes of session `sid` (zombies, already ended, left out)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        pid = int(entry)
        try:
            with open(f"/proc/{pid}/stat") as f:
                # pid (comm) state ...: the state follows the last ')'.
                state = f.read().rsplit(")", 1)[1].split()[0]
            if state != "Z" and os.getsid(pid) == sid:
                found.append(pid)
        except (OSError, IndexError):
            continue  # ended while we looked
    return found


def _stop_session(sid, wait=15.0):
    """Stops every process of session `sid`: TERM, then KILL what is left."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in _session_processes(sid):
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        deadline = time.time() + wait
        while _session_processes(sid) and time.time() < deadline:
            time.sleep(0.2)
        if not _session_processes(sid):
            return


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def ray_address():
    """A Ray head on 127.0.0.1 with two CPUs (two worker processes); its address."""
    ray_cli = os.path.join(os.path.dirname(sys.executable), "ray")
    if not os.path.exists(ray_cli):
        ray_cli = shutil.which("ray")
    assert ray_cli, "ray is installed but its `ray` command is not found"
    # A short folder of its own (Ray's socket paths inside it must fit in 107 bytes),
    # for the head and for every driver (RAY_TMPDIR): a driver would otherwise read the
    # latest session of the machine's shared /tmp/ray, which may be another cluster's.
    temp = tempfile.mkdtemp(prefix="ludic-ray-")
    # Likewise a home of its own: Ray reads a token from ~/.ray/auth_token (which a
    # local cluster started by `ray.init()` leaves), and this cluster has none.
    saved = {k: os.environ.get(k) for k in ("RAY_TMPDIR", "HOME")}
    os.environ.update(RAY_TMPDIR=temp, HOME=temp)
    port = _free_port()
    # The workers import ludic from where this process does: PYTHONPATH made absolute,
    # whichever folder Ray starts them in.
    path = os.pathsep.join(
        os.path.abspath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p
    )
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "PYTHONPATH": path}
    # A session of its own: every process Ray starts (GCS, raylet, workers) is in it,
    # which is how the teardown finds them all, and only them.
    head = subprocess.Popen(
        [ray_cli, "start", "--head", "--node-ip-address=127.0.0.1", f"--port={port}",
         "--num-cpus=2", "--include-dashboard=false", "--disable-usage-stats"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
        start_new_session=True,
    )
    sid = head.pid
    try:
        out, _ = head.communicate(timeout=120)
        assert head.returncode == 0, f"ray start failed:\n{out}"
        address = f"127.0.0.1:{port}"
        ray.init(address=address, _node_ip_address="127.0.0.1", logging_level="ERROR",
                 log_to_driver=False)
        yield address
    finally:
        if ray.is_initialized():
            ray.shutdown()
        if head.poll() is None:
            head.kill()
            head.wait()
        _stop_session(sid)
        left = _session_processes(sid)
        shutil.rmtree(temp, ignore_errors=True)
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        assert not left, f"Ray processes still running after the test: {left}"


def test_analyze_over_ray_equals_one_process(ray_address, ludic_bin):
    spread = cluster.analyze("dum-blas", 200, seed=5, block_size=25)
    assert len({g["index"] for g in spread.games}) == 200
    local = cluster.analyze("dum-blas", 200, seed=5, use_ray=False)
    assert spread.table == local.table
    assert spread.json == local.json
    assert spread.games == local.games
    # ... and the ludic command's own run of the same seed.
    cli = subprocess.run(
        [str(ludic_bin), "analyze", "dum-blas", "--games", "200", "--seed", "5"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout
    assert spread.table == cli


def test_match_over_ray_equals_one_process(ray_address, ludic_bin):
    args = ("dum-blas", "mcts:20", "random", 24)
    spread = cluster.play_match(*args, seed=3, swap=True, block_size=5)
    local = cluster.play_match(*args, seed=3, swap=True, use_ray=False)
    assert spread.json == local.json and spread.table == local.table
    cli = subprocess.run(
        [str(ludic_bin), "match", "dum-blas", "--white", "mcts:20", "--black", "random",
         "--games", "24", "--seed", "3", "--swap", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout
    assert spread.json + "\n" == cli


def test_command_line_against_the_cluster(ray_address):
    """The documented command, given the cluster's address, prints the command's table
    (a second driver, in its own process)."""
    out = subprocess.run(
        [sys.executable, "-m", "ludic.cluster", "--address", ray_address, "analyze",
         "dum-blas", "--games", "40", "--seed", "2", "--engine", "general"],
        capture_output=True, text=True, check=True, timeout=180,
    ).stdout
    local = cluster.analyze("dum-blas", 40, seed=2, engine="general", use_ray=False)
    assert out == local.table


def test_example_script_on_the_cluster(ray_address):
    out = subprocess.run(
        [sys.executable, str(REPO / "python" / "examples" / "selfplay_on_ray.py"),
         "--address", ray_address, "--games", "60"],
        capture_output=True, text=True, check=True, timeout=180,
    ).stdout
    assert "cluster: 2 CPUs" in out and "60 games in" in out and "agent A's score" in out
