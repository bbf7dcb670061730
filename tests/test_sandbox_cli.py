"""Acceptance: ``python -m grader grade softmax FILE --json`` on every shared hostile file.

Each run prints exactly one JSON report with a non-accepted verdict (h_network.py's softmax is
otherwise correct, so it may be accepted), exits 0 or 1 within a minute, and harms nothing: the
runs use their own uid range, and when they are over no process of that range is left, nothing
was written outside the sandboxes, the repository and a decoy checkout are unchanged and nobody
connected to our listeners. Slow (the time-limit files each use the whole 30 s budget), so the runs
go four at a time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "hostile"))
import harness  # noqa: E402

pytestmark = [pytest.mark.sandbox, pytest.mark.slow]

UID_BASE = 61000  # away from the in-process pools' uids, so leftovers are attributable


def _run(path: Path) -> dict:
    env = dict(os.environ, DOJO_SANDBOX_UID_BASE=str(UID_BASE), DOJO_SANDBOX_SLOTS="1")
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "grader", "grade", "softmax", str(path), "--json"],
                          cwd=harness.REPO, env=env, capture_output=True, timeout=90)
    return {"path": path, "rc": proc.returncode, "out": proc.stdout.decode("utf-8", "replace"),
            "err": proc.stderr.decode("utf-8", "replace"), "elapsed": time.monotonic() - t0}


@pytest.mark.external_corpus
def test_every_shared_hostile_file_through_the_cli():
    harness.require_bwrap()
    files = sorted(harness.SHARED.glob("*.py"))
    if not files:
        pytest.skip(f"no shared hostile corpus at {harness.SHARED}")
    listeners = harness.Listeners()
    decoy = harness.make_decoy()
    needles = harness.hidden_needles()
    harness.clear_markers()
    repo_before = harness.tree_hashes(harness.REPO)
    decoy_before = harness.tree_hashes(decoy, ("solutions", "grader", "exercises"))
    try:
        with ThreadPoolExecutor(4) as ex:
            results = list(ex.map(_run, files))
        uids = range(UID_BASE, UID_BASE + 64)
        left = harness.wait_no_leftovers(uids, timeout=10, allow_zygotes=False)
        problems = []
        for r in results:
            name = r["path"].name
            if r["rc"] not in (0, 1):
                problems.append(f"{name}: exit {r['rc']}: {r['err'][-300:]}")
                continue
            if r["elapsed"] > 60:
                problems.append(f"{name}: took {r['elapsed']:.0f} s")
            try:
                report = json.loads(r["out"])  # exactly one JSON document on stdout
            except ValueError:
                problems.append(f"{name}: stdout is not one JSON report: {r['out'][:200]!r}")
                continue
            if report["verdict"] == "accepted" and name != "h_network.py":
                problems.append(f"{name}: accepted")
            if (r["rc"] == 0) != (report["verdict"] == "accepted"):
                problems.append(f"{name}: exit {r['rc']} with verdict {report['verdict']}")
            if report.get("sandbox") != "bwrap+zygote":
                problems.append(f"{name}: graded by {report.get('sandbox')!r}")
            problems += [f"{name}: {p}" for p in harness.check_report(r["out"], needles)]
        assert problems == []
        assert left == [], f"left behind: {left}"
        assert harness.host_markers() == []
        assert harness.tree_hashes(decoy, ("solutions", "grader", "exercises")) == decoy_before
        assert harness.tampered(repo_before, harness.tree_hashes(harness.REPO)) == []
        assert listeners.got == []
    finally:
        listeners.close()
        import shutil

        shutil.rmtree(decoy, ignore_errors=True)
