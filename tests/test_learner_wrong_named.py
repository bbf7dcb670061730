"""Wrong submissions written the way learners write them (other code than the declared mutations:
einsum, loops, complex numbers, a helper of their own), one per file:
tests/data/learner_wrong/<exercise>/<names>__<how>.py (the built-in pack) and
tests/data/learner_wrong_variants/<exercise>/... (packs/attention_variants). Each must be rejected and every mistake its file
name lists (``a+b`` for two at once) must be named — by the exercise's own mutation or by one of its
parts' (a ddof=1 LayerNorm inside the pre-LN block is named ``unbiased_variance``) — and nothing else.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grader.engine import grade

HERE = Path(__file__).parent
DATA = HERE / "data" / "learner_wrong"
FILES = sorted(DATA.glob("*/*.py"))
VARIANTS_PACK = HERE.parent / "packs" / "attention_variants"
VARIANT_FILES = sorted((HERE / "data" / "learner_wrong_variants").glob("*/*.py"))
CASES = ([pytest.param(None, p, id=f"{p.parent.name}/{p.stem}") for p in FILES]
         + [pytest.param(VARIANTS_PACK, p, id=f"attention_variants/{p.parent.name}/{p.stem}") for p in VARIANT_FILES])


@pytest.mark.parametrize("pack,path", CASES)
def test_learner_written_mistake_is_rejected_and_named(pack, path: Path):
    exercise = path.parent.name
    expected = set(path.stem.split("__")[0].split("+"))
    report = grade(exercise, path.read_text(encoding="utf-8"), pack=pack)
    assert report.verdict != "accepted"
    assert set(report.diagnosis) == expected, (report.diagnosis, [(c.name, c.verdict, c.diagnosis) for c in report.cases])


def test_every_exercise_with_learner_files_is_in_the_pack():
    from grader.engine import get_pack

    assert FILES and {p.parent.name for p in FILES} <= set(get_pack().manifest.exercises)
    assert VARIANT_FILES and {p.parent.name for p in VARIANT_FILES} <= set(get_pack(VARIANTS_PACK).manifest.exercises)
