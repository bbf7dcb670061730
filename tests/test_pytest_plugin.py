"""`pytest exercises`, the learner's local loop: untouched stubs are one "not started" skip each
(exit 0), a failing public case shows its inputs, and a diagnosis is said once per exercise with
the cases it explains."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grader.pytest_plugin import not_started

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    """A copy of the built-in pack, as a learner's clone holds it."""
    work = tmp_path_factory.mktemp("clone")
    for name in ("pack.yaml", "pyproject.toml"):
        shutil.copyfile(REPO / name, work / name)
    for name in ("exercises", "solutions", "quiz", "grader"):
        shutil.copytree(REPO / name, work / name, ignore=shutil.ignore_patterns("__pycache__"))
    return work


def pytest_in(work: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", *args], cwd=work, capture_output=True, text=True,
                          timeout=600)


def test_untouched_stubs_are_one_skip_each(workspace: Path):
    r = pytest_in(workspace, "exercises")
    n = len([p for p in (workspace / "exercises").glob("*.py") if p.name != "conftest.py"])
    assert r.returncode == 0, r.stdout
    assert f"{n} skipped" in r.stdout and "failed" not in r.stdout
    assert r.stdout.count(": not started: `") == n
    assert "SKIPPED [1] exercises/softmax.py: not started: `softmax` still raises NotImplementedError" in r.stdout


def test_a_known_mistake_is_diagnosed_once_with_its_cases(workspace: Path):
    softmax = workspace / "exercises" / "softmax.py"
    stub = softmax.read_text(encoding="utf-8")
    try:
        softmax.write_text("import numpy as np\n\n\ndef softmax(x, axis=-1):\n    e = np.exp(x)\n"
                           "    return e / e.sum(axis=axis, keepdims=True)\n", encoding="utf-8")
        r = pytest_in(workspace, "exercises/softmax.py")
    finally:
        softmax.write_text(stub, encoding="utf-8")
    out = r.stdout
    assert r.returncode == 1
    assert out.count("Subtract the maximum along the axis before exp") == 1, out
    # two mistakes at once (no max shift, no guard for a fully masked row): each is told with its own cases
    lines = [x for x in out.splitlines() if x.strip().startswith("explains ")]
    failed = sorted(x.split("::")[1].split(" ")[0] for x in out.splitlines() if x.startswith("FAILED "))
    assert out.count("A fully masked row (all -inf) comes out as NaN") == 1, out
    assert len(lines) == 2 and "large_logits" in lines[0] and "fully_masked_row" in lines[1], lines
    for line in lines:
        assert int(line.split()[1]) == len([f for f in failed if f in line])
    # a public case shows its inputs, what was expected and what came out
    assert "inputs: x = [1000., 1001., 1002.]" in out
    assert "expected: [0.09 , 0.2447, 0.6652]" in out and "yours: [nan, nan, nan]" in out


@pytest.mark.parametrize("body,expected", [
    ('    """doc"""\n    raise NotImplementedError\n', True),
    ("    raise NotImplementedError('write me')\n", True),
    ("    x = 1\n    raise NotImplementedError\n", False),
    ("    return x\n", False),
    ("    raise ValueError\n", False),
])
def test_not_started_is_only_the_untouched_body(body: str, expected: bool):
    assert not_started(f"def f(x):\n{body}".encode(), "f") is expected
    assert not_started(b"def f(x:\n", "f") is False
    assert not_started(f"def g(x):\n{body}".encode(), "f") is False
