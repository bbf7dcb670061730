"""Every hostile submission gets a verdict, and grading it harms nothing.

For each file in ``tests/hostile/`` and ``../shared/cases/hostile/``: the verdict is one the file
allows, and afterwards no sandbox process is left, no file was written outside the sandbox, the
repository and a decoy checkout are unchanged, nobody connected to our listeners on 127.0.0.1:47613
and ``/tmp/attn-dojo-hostile.sock``, and the report carries neither the grader's secret environment
variable nor anything of the hidden cases beyond verdict and message.

These need the bubblewrap sandbox (root + bwrap + setpriv): some files walk ``/`` and append to any
checkout they find, which only a sandbox that hides the filesystem makes harmless.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "hostile"))
import harness  # noqa: E402

from grader.engine import grade  # noqa: E402
from grader.runner import Limits  # noqa: E402

pytestmark = pytest.mark.sandbox

# Short limits keep the corpus quick; the verdicts are the ones the engine's defaults give.
FAST = Limits(wall_s_per_call=3.0, wall_s_load=4.0, wall_s_total=8.0, cpu_s=10)


@pytest.fixture(scope="module")
def sandboxed():
    from grader.sandbox import default_launcher

    harness.require_bwrap()
    launcher = default_launcher()
    if not launcher.name.startswith("bwrap"):
        pytest.skip(f"the default launcher here is {launcher.name!r}, not bubblewrap")
    return launcher


@pytest.fixture(scope="module")
def world(sandboxed):
    listeners = harness.Listeners()
    decoy = harness.make_decoy()
    needles = harness.hidden_needles()
    yield {"listeners": listeners, "decoy": decoy, "needles": needles}
    listeners.close()
    import shutil

    shutil.rmtree(decoy, ignore_errors=True)


@pytest.mark.parametrize("path", harness.hostile_files(), ids=lambda p: p.name)
def test_hostile_submission_gets_a_verdict_and_harms_nothing(path: Path, world, sandboxed):
    expect = harness.expected_verdicts(path)
    harness.clear_markers()
    repo_before = harness.tree_hashes(harness.REPO)
    decoy_before = harness.tree_hashes(world["decoy"], ("solutions", "grader", "exercises"))
    connections_before = len(world["listeners"].got)

    report = grade("softmax", harness.source_of(path), limits=FAST, launcher=sandboxed)
    js = report.to_json()

    assert report.verdict in expect, f"{path.name}: {report.verdict} ({report.cases[0].message})"
    if "accepted" not in expect:
        assert not report.accepted
    assert report.sandbox == sandboxed.name
    # no process left (the idle zygote of each slot is the pool's, not the submission's)
    left = harness.wait_no_leftovers(harness.pool_uids())
    assert not left, f"left behind: {left}"
    # no file written outside the sandbox, nothing tampered with
    assert harness.host_markers() == []
    assert harness.tree_hashes(world["decoy"], ("solutions", "grader", "exercises")) == decoy_before
    assert harness.tampered(repo_before, harness.tree_hashes(harness.REPO)) == []
    # no connection made
    assert world["listeners"].got[connections_before:] == []
    # nothing secret or hidden in the report
    assert harness.check_report(js, world["needles"]) == []
    # nothing of this job reaches the next one of its slot (issue 10)
    if sandboxed.name == "bwrap+zygote":
        assert harness.scratch_left_over(sandboxed) == 0


def test_grader_still_works_after_the_corpus(sandboxed):
    src = (harness.REPO / "solutions" / "softmax.py").read_bytes()
    report = grade("softmax", src, launcher=sandboxed)
    assert report.accepted, report.cases[0].message
