"""The merge_heads exercise beyond the checks every exercise gets (tests/test_exercises_graded.py):
an independent loop formulation, merge as the exact inverse of split, and the bug report that fits
(BUG-16)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from exercise_checks import bug_report, case, grade_file, hidden, load_reference, mistake_path

EX = "merge_heads"
reference = load_reference(EX)
split_reference = load_reference("split_heads")


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


@pytest.mark.external_corpus
def test_bug16_reshape_without_transpose_is_a_hidden_case_citing_its_source():
    """BUG-16 https://github.com/jsbaan/transformer-from-scratch/pull/6: merging heads by a bare
    reshape. Token 0 must be [1,2,5,6] (head 0 then head 1), not [1,2,3,4]."""
    bug = bug_report("BUG-16")
    heads = np.array(bug["inputs"]["heads"], dtype=np.float64)
    assert np.array_equal(reference(heads), np.array(bug["expected"]))  # exact, as the report asks
    wrong = load_reference(EX, "reshape_without_transpose")
    assert np.array_equal(wrong(heads), np.array(bug["buggy_example"]))
    spec = next(c for c in hidden(EX).spec.cases if c.name == "bug16_token_is_concat_of_heads")
    assert spec.source == bug["url"]
    assert np.array_equal(np.array(spec.args["x"].value), heads)
    report = grade_file(EX, mistake_path(EX, "reshape_without_transpose"))
    failed = case(report, "bug16_token_is_concat_of_heads")
    assert failed.verdict == "wrong_answer" and "reshape_without_transpose" in report.diagnosis
    assert failed.diagnosis == (None if failed.visibility == "hidden" else "reshape_without_transpose")  # hidden: no name per case


@pytest.mark.external_corpus
def test_bug15_and_bug16_cancel_in_a_round_trip_so_split_and_merge_are_graded_separately():
    """BUG-16's note (https://github.com/jsbaan/transformer-from-scratch/pull/6): the buggy split of
    BUG-15 (https://github.com/reczoo/FuxiCTR/issues/30) composed with this buggy merge is the
    identity, so a round-trip test alone passes both bugs. Each exercise rejects its own half."""
    bug_report("BUG-16")
    bad_split = load_reference("split_heads", "reshape_without_transpose")
    bad_merge = load_reference(EX, "reshape_without_transpose")
    x = np.random.default_rng(16).standard_normal((2, 3, 8))
    assert np.array_equal(bad_merge(bad_split(x, 4)), x)  # the round trip hides both
    assert grade_file(EX, mistake_path(EX, "reshape_without_transpose")).verdict != "accepted"
    assert grade_file("split_heads", mistake_path("split_heads", "reshape_without_transpose")).verdict != "accepted"
