"""`python -m grader grade` for people: failing public cases show their inputs (summarised), an untouched
stub is one "not started" line, hidden cases show no values."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NO_MAX = "import numpy as np\n\n\ndef softmax(x, axis=-1):\n    e = np.exp(x)\n    return e / e.sum(axis=axis, keepdims=True)\n"


def grade_text(path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", "grade", "softmax", str(path), *args], cwd=REPO,
                          capture_output=True, text=True, timeout=300)


def test_failing_public_cases_show_inputs_expected_and_yours(tmp_path: Path):
    sub = tmp_path / "softmax.py"
    sub.write_text(NO_MAX, encoding="utf-8")
    r = grade_text(sub)
    assert r.returncode == 1
    tail = r.stdout.split("Public cases that failed (inputs, expected, yours):\n", 1)[1]
    assert tail.startswith("  large_logits:\n    inputs: x = [1000., 1001., 1002.]\n"
                           "    expected: [0.09 , 0.2447, 0.6652]\n    yours: [nan, nan, nan]\n")
    assert "rows_2000_apart:" not in tail  # a hidden case: no values
    assert "输入: x = [1000., 1001., 1002.]" in grade_text(sub, "--lang", "zh").stdout


def test_an_untouched_stub_is_one_line():
    r = grade_text(REPO / "exercises" / "softmax.py")
    lines = r.stdout.strip().splitlines()
    assert r.returncode == 1 and len(lines) == 2
    assert lines[1].startswith("  not started: the function still raises NotImplementedError")
