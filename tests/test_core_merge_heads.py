"""The merge_heads exercise: reference, stub, known mistakes, shared cases, other correct styles,
an independent loop formulation, and the bug report that fits (BUG-16)."""

from __future__ import annotations

import importlib.util
import json
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.engine import get_pack, grade
from grader.reference import load_hidden

EX = "merge_heads"
ROOT = Path(__file__).resolve().parent.parent
MISTAKES = sorted((ROOT / "solutions" / "mistakes" / EX).glob("*.py"))
SHARED = ROOT.parent / "shared" / "cases"
BUGS = SHARED / "bug_reports.json"


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(f"_test_{EX}_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


reference = _load(ROOT / "solutions" / f"{EX}.py", EX)
split_reference = _load(ROOT / "solutions" / "split_heads.py", "split_heads")


@lru_cache(maxsize=None)  # a report is only read; each file is graded once per session
def _grade_file(path: Path):
    return grade(EX, path.read_text(encoding="utf-8"))


def _hidden():
    pack = get_pack()
    return load_hidden(pack, pack.get(EX))


# ------------------------------------------------------------------ reference, stub, mistakes


def test_reference_passes_every_case():
    report = _grade_file(ROOT / "solutions" / f"{EX}.py")
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]
    assert report.passed == report.total and report.score == 1.0
    assert report.total >= 10


def test_stub_is_not_implemented_on_every_case():
    report = _grade_file(ROOT / "exercises" / f"{EX}.py")
    assert report.verdict == "not_implemented"
    assert {c.verdict for c in report.cases} == {"not_implemented"}


def test_every_listed_mistake_has_a_file_and_there_are_at_least_four():
    names = [m.name for m in _hidden().spec.mistakes]
    assert sorted(names) == sorted(p.stem for p in MISTAKES)
    assert len(names) >= 4


@pytest.mark.parametrize("path", MISTAKES, ids=[p.stem for p in MISTAKES])
def test_mistake_is_rejected_and_diagnosed_by_its_own_name(path):
    report = _grade_file(path)
    assert report.verdict != "accepted"
    assert report.diagnosis[:1] == [path.stem], report.diagnosis


# ------------------------------------------------------------------ shared cases


@pytest.mark.parametrize("path", sorted((SHARED / "known_right" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_right_is_accepted(path):
    assert _grade_file(path).verdict == "accepted"


@pytest.mark.parametrize("path", sorted((SHARED / "known_wrong" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_wrong_is_rejected_with_a_diagnosis(path):
    report = _grade_file(path)
    assert report.verdict != "accepted"
    assert report.diagnosis, "a classic mistake should be named"
    if path.stem == "bad_reshape_only":
        assert report.diagnosis[0] == "reshape_without_transpose"


# ------------------------------------------------------------------ other correct styles

ALTERNATIVES = {
    "concatenate_heads": """
import numpy as np

def merge_heads(x):
    return np.concatenate([x[:, h] for h in range(x.shape[1])], axis=-1)
""",
    "einsum": """
import numpy as np

def merge_heads(x):
    b, h, t, d = x.shape
    return np.einsum("bhtd->bthd", x).reshape(b, t, h * d)
""",
    "swapaxes_reshape_minus_one": """
import numpy as np

def merge_heads(x):
    return x.swapaxes(1, 2).reshape(x.shape[0], x.shape[2], -1)
""",
    "loops": """
import numpy as np

def merge_heads(x):
    b, h, t, d = x.shape
    out = np.empty((b, t, h * d), dtype=x.dtype)
    for i in range(b):
        for k in range(h):
            for s in range(t):
                out[i, s, k * d:(k + 1) * d] = x[i, k, s]
    return out
""",
}


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_other_correct_styles_are_accepted(name):
    report = grade(EX, ALTERNATIVES[name])
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]


# ------------------------------------------------------------------ independent formulation


def _loops(x):
    b, h, t, d = x.shape
    out = np.zeros((b, t, h * d), dtype=x.dtype)
    for i in range(b):
        for s in range(t):
            for f in range(h * d):
                out[i, s, f] = x[i, f // d, s, f % d]  # feature f comes from head f // d
    return out


@st.composite
def _heads(draw):
    shape = tuple(draw(st.integers(1, n)) for n in (3, 4, 5, 4))
    dtype = draw(st.sampled_from([np.float64, np.float32]))
    seed = draw(st.integers(0, 2**32 - 1))
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


@settings(max_examples=150, deadline=None)
@given(_heads())
def test_reference_agrees_with_loops(x):
    before = x.copy()
    got = reference(x)
    assert got.dtype == x.dtype
    assert np.array_equal(got, _loops(x))
    assert np.array_equal(x, before)


@settings(max_examples=100, deadline=None)
@given(_heads())
def test_merge_is_the_exact_inverse_of_split(heads):
    b, h, t, d = heads.shape
    merged = reference(heads)
    assert np.array_equal(split_reference(merged, h), heads)
    assert np.array_equal(reference(split_reference(merged, h)), merged)


# ------------------------------------------------------------------ bug report (../shared/cases/bug_reports.json)


def _bug(bug_id):
    if not BUGS.is_file():
        pytest.skip("../shared/cases/bug_reports.json is not here")
    return next(c for c in json.loads(BUGS.read_text())["cases"] if c["id"] == bug_id)


def test_bug16_reshape_without_transpose_is_a_hidden_case_citing_its_source():
    """BUG-16 https://github.com/jsbaan/transformer-from-scratch/pull/6: merging heads by a bare
    reshape. Token 0 must be [1,2,5,6] (head 0 then head 1), not [1,2,3,4]."""
    bug = _bug("BUG-16")
    heads = np.array(bug["inputs"]["heads"], dtype=np.float64)
    assert np.array_equal(reference(heads), np.array(bug["expected"]))  # exact, as the report asks
    wrong = _load(ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py", EX)
    assert np.array_equal(wrong(heads), np.array(bug["buggy_example"]))
    spec = next(c for c in _hidden().spec.cases if c.name == "bug16_token_is_concat_of_heads")
    assert spec.source == bug["url"]
    assert np.array_equal(np.array(spec.args["x"].value), heads)
    report = _grade_file(ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py")
    case = next(c for c in report.cases if c.name == "bug16_token_is_concat_of_heads")
    assert case.verdict == "wrong_answer" and case.diagnosis == "reshape_without_transpose"


def test_bug15_and_bug16_cancel_in_a_round_trip_so_split_and_merge_are_graded_separately():
    """BUG-16's note (https://github.com/jsbaan/transformer-from-scratch/pull/6): the buggy split of
    BUG-15 (https://github.com/reczoo/FuxiCTR/issues/30) composed with this buggy merge is the
    identity, so a round-trip test alone passes both bugs. Each exercise rejects its own half."""
    _bug("BUG-16")
    bad_split = _load(ROOT / "solutions" / "mistakes" / "split_heads" / "reshape_without_transpose.py", "split_heads")
    bad_merge = _load(ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py", EX)
    x = np.random.default_rng(16).standard_normal((2, 3, 8))
    assert np.array_equal(bad_merge(bad_split(x, 4)), x)  # the round trip hides both
    assert grade(EX, (ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py").read_text()).verdict != "accepted"
    assert grade("split_heads", (ROOT / "solutions" / "mistakes" / "split_heads" / "reshape_without_transpose.py")
                 .read_text()).verdict != "accepted"
