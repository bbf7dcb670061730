"""The causal_mask exercise: reference, stub, known mistakes, shared cases, other correct styles,
an independent loop formulation, and the bug reports that fit (BUG-09, BUG-10, BUG-11)."""

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

EX = "causal_mask"
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
    assert report.total >= 15


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


def test_diagnosis_message_comes_in_chinese_too():
    report = grade(EX, (ROOT / "solutions" / "mistakes" / EX / "top_left_aligned.py").read_text(), lang="zh")
    assert report.feedback[0].mistake == "top_left_aligned"
    assert "左上角对齐" in report.feedback[0].message


# ------------------------------------------------------------------ shared cases


@pytest.mark.parametrize("path", sorted((SHARED / "known_right" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_right_is_accepted(path):
    assert _grade_file(path).verdict == "accepted"


@pytest.mark.parametrize("path", sorted((SHARED / "known_wrong" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_wrong_is_rejected_with_a_diagnosis(path):
    report = _grade_file(path)
    assert report.verdict != "accepted"
    assert report.diagnosis, "a classic mistake should be named"


def test_shared_known_wrong_names():
    expected = {"bad_top_left": "top_left_aligned", "bad_upper": "upper_triangle_leaks_future"}
    for stem, mistake in expected.items():
        path = SHARED / "known_wrong" / EX / f"{stem}.py"
        if path.is_file():
            assert _grade_file(path).diagnosis[:1] == [mistake]


# ------------------------------------------------------------------ other correct styles

ALTERNATIVES = {
    "np_tri": """
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tri(q_len, k_len, k=k_len - q_len, dtype=bool)
""",
    "explicit_loops": """
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            m[i, j] = j <= i + (k_len - q_len)
    return m
""",
    "not_strict_upper": """
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return ~np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
""",
    "tril_float_then_compare": """
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len) == 1
""",
}


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_other_correct_styles_are_accepted(name):
    report = grade(EX, ALTERNATIVES[name])
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]


# ------------------------------------------------------------------ independent formulation


def _loops(q_len, k_len):
    """Count positions from the end: query i is (q_len - 1 - i) steps before the last query, and may
    see every key that is at least that many steps before the last key."""
    out = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        back_q = q_len - 1 - i
        for j in range(k_len):
            back_k = k_len - 1 - j
            out[i, j] = back_k >= back_q
    return out


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 24), st.one_of(st.none(), st.integers(1, 24)))
def test_reference_agrees_with_loops(q_len, k_len):
    got = reference(q_len, k_len)
    want = _loops(q_len, q_len if k_len is None else k_len)
    assert got.dtype == np.bool_
    assert got.shape == want.shape
    assert np.array_equal(got, want)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 16), st.integers(0, 16))
def test_kv_cache_rows_are_the_last_rows_of_the_full_mask(q_len, cached):
    """Generating with a KV cache must see exactly what the same queries see in the full sequence."""
    total = q_len + cached
    assert np.array_equal(reference(q_len, total), reference(total)[cached:])
    assert reference(q_len, total)[-1].all()


# ------------------------------------------------------------------ bug reports (../shared/cases/bug_reports.json)

BUG_TO_CASE = {
    "BUG-09": ("bug09_polarity_true_means_attend", "inverted"),
    "BUG-10": ("bug10_lower_triangle_not_upper", "upper_triangle_leaks_future"),
    "BUG-11": ("bug11_diagonal_attends_to_itself", "diagonal_masked"),
}


def _bug(bug_id):
    if not BUGS.is_file():
        pytest.skip("../shared/cases/bug_reports.json is not here")
    return next(c for c in json.loads(BUGS.read_text())["cases"] if c["id"] == bug_id)


@pytest.mark.parametrize("bug_id", sorted(BUG_TO_CASE))
def test_bug_report_is_a_hidden_case_citing_its_source(bug_id):
    """BUG-09 https://github.com/rasbt/LLMs-from-scratch/issues/1061,
    BUG-10 https://github.com/pytorch/pytorch/issues/34908,
    BUG-11 https://github.com/pytorch/tutorials/issues/2250."""
    bug = _bug(bug_id)
    case_name, mistake = BUG_TO_CASE[bug_id]
    spec = next(c for c in _hidden().spec.cases if c.name == case_name)
    assert spec.source == bug["url"]
    length = bug["inputs"]["L"]
    # v = identity, so the expected attention output is the weight matrix: nonzero = allowed
    expected = bug["expected"]["output"] if isinstance(bug["expected"], dict) else bug["expected"]
    assert np.array_equal(reference(length), np.asarray(expected) > 0)
    # the bug's own (wrong) weights come from the mask of the matching known mistake
    wrong = _load(ROOT / "solutions" / "mistakes" / EX / f"{mistake}.py", EX)
    assert np.array_equal(wrong(length), np.asarray(bug["buggy_example"]) > 0)
    # and grading that mistake fails this very case, naming it
    report = _grade_file(ROOT / "solutions" / "mistakes" / EX / f"{mistake}.py")
    case = next(c for c in report.cases if c.name == case_name)
    assert case.verdict == "wrong_answer" and case.diagnosis == mistake


def test_bug10_additive_form_matches_boolean_mask():
    """BUG-10 https://github.com/pytorch/pytorch/issues/34908: the additive mask (0 keep, -inf block)
    given in the report is the boolean mask seen through np.where."""
    bug = _bug("BUG-10")
    additive = np.array([[float(v) for v in row] for row in bug["expected"]["additive_causal_mask"]])
    assert np.array_equal(np.where(reference(3), 0.0, -np.inf), additive)


# ------------------------------------------------------------------ wrong answers in other styles are still named

WRONG_STYLES = {
    "int_tri": ("""
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return np.tri(q_len, k_len, k=k_len - q_len, dtype=int)
""", "numeric_mask_not_bool"),
    "float_future_marked": ("""
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return np.triu(np.ones((q_len, k_len)), k=k_len - q_len + 1)
""", "inverted"),
    "tri_without_offset": ("""
import numpy as np

def causal_mask(q_len, k_len=None):
    return np.tri(q_len, k_len, dtype=bool)
""", "top_left_aligned"),
}


@pytest.mark.parametrize("name", sorted(WRONG_STYLES))
def test_wrong_answers_in_other_styles_are_named(name):
    source, mistake = WRONG_STYLES[name]
    report = grade(EX, source)
    assert report.verdict != "accepted" and report.diagnosis[:1] == [mistake]
