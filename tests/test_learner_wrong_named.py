"""Wrong submissions written the way learners write them (other code than the declared mutations:
einsum, loops, complex numbers, a helper of their own), one per file:
tests/data/learner_wrong/<exercise>/<names>__<how>.py. Each must be rejected and every mistake its file
name lists (``a+b`` for two at once) must be named — by the exercise's own mutation or by one of its
parts' (a ddof=1 LayerNorm inside the pre-LN block is named ``unbiased_variance``) — and nothing else.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grader.engine import grade

DATA = Path(__file__).parent / "data" / "learner_wrong"
FILES = sorted(DATA.glob("*/*.py"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_learner_written_mistake_is_rejected_and_named(path: Path):
    exercise = path.parent.name
    expected = set(path.stem.split("__")[0].split("+"))
    report = grade(exercise, path.read_text(encoding="utf-8"))
    assert report.verdict != "accepted"
    assert set(report.diagnosis) == expected, (report.diagnosis, [(c.name, c.verdict, c.diagnosis) for c in report.cases])


def test_every_exercise_with_learner_files_is_in_the_pack():
    from grader.engine import get_pack

    ids = set(get_pack().manifest.exercises)
    assert FILES and {p.parent.name for p in FILES} <= ids
