"""The causal_mask exercise beyond the checks every exercise gets (tests/test_exercises_graded.py):
the diagnosis in Chinese, wrong answers in other styles, an independent loop formulation, the KV-cache
property, and the bug reports that fit (BUG-09, BUG-10, BUG-11)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.engine import grade

from exercise_checks import bug_report, case, grade_file, hidden, load_reference, mistake_path

EX = "causal_mask"
reference = load_reference(EX)


# ------------------------------------------------------------------ diagnosis


def test_diagnosis_message_comes_in_chinese_too():
    report = grade(EX, mistake_path(EX, "top_left_aligned").read_text(encoding="utf-8"), lang="zh")
    assert report.feedback[0].mistake == "top_left_aligned"
    assert "左上角对齐" in report.feedback[0].message


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


@pytest.mark.external_corpus
@pytest.mark.parametrize("bug_id", sorted(BUG_TO_CASE))
def test_bug_report_is_a_hidden_case_citing_its_source(bug_id):
    """BUG-09 https://github.com/rasbt/LLMs-from-scratch/issues/1061,
    BUG-10 https://github.com/pytorch/pytorch/issues/34908,
    BUG-11 https://github.com/pytorch/tutorials/issues/2250."""
    bug = bug_report(bug_id)
    case_name, mistake = BUG_TO_CASE[bug_id]
    spec = next(c for c in hidden(EX).spec.cases if c.name == case_name)
    assert spec.source == bug["url"]
    length = bug["inputs"]["L"]
    # v = identity, so the expected attention output is the weight matrix: nonzero = allowed
    expected = bug["expected"]["output"] if isinstance(bug["expected"], dict) else bug["expected"]
    assert np.array_equal(reference(length), np.asarray(expected) > 0)
    # the bug's own (wrong) weights come from the mask of the matching known mistake
    wrong = load_reference(EX, mistake)
    assert np.array_equal(wrong(length), np.asarray(bug["buggy_example"]) > 0)
    # and grading that mistake fails this very case, naming it
    report = grade_file(EX, mistake_path(EX, mistake))
    failed = case(report, case_name)
    assert failed.verdict == "wrong_answer" and mistake in report.diagnosis
    assert failed.diagnosis == (None if failed.visibility == "hidden" else mistake)  # hidden: no name per case


@pytest.mark.external_corpus
def test_bug10_additive_form_matches_boolean_mask():
    """BUG-10 https://github.com/pytorch/pytorch/issues/34908: the additive mask (0 keep, -inf block)
    given in the report is the boolean mask seen through np.where."""
    bug = bug_report("BUG-10")
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
