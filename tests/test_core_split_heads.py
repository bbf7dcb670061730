"""The split_heads exercise beyond the checks every exercise gets (tests/test_exercises_graded.py):
its value and ValueError cases, an independent loop formulation, and the bug report that fits (BUG-15)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.engine import grade

from exercise_checks import bug_report, case, grade_file, hidden, load_reference, mistake_path

EX = "split_heads"
reference = load_reference(EX)


# ------------------------------------------------------------------ its cases


def test_value_cases_check_split_merge_identity_and_indivisible_cases_expect_valueerror():
    specs = hidden(EX).spec.cases
    raising = [c for c in specs if not isinstance(c.expect, str)]
    assert len(raising) >= 2 and all(c.expect.raises == "ValueError" for c in raising)
    assert all("split_merge_identity" in c.properties for c in specs if isinstance(c.expect, str))


def test_not_raising_on_indivisible_d_model_is_reported():
    report = grade_file(EX, mistake_path(EX, "missing_divisibility_check"))
    failing = {c.name for c in report.cases if c.verdict != "accepted"}
    assert {"indivisible_d10_heads3", "more_heads_than_features", "indivisible_d_model"} <= failing
    assert all("ValueError" in c.message for c in report.cases if c.name in failing)


# ------------------------------------------------------------------ independent formulation


def _loops(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    out = np.zeros((b, num_heads, t, hd), dtype=x.dtype)
    for i in range(b):
        for s in range(t):
            for f in range(d):
                out[i, f // hd, s, f % hd] = x[i, s, f]  # feature f belongs to head f // hd
    return out


@st.composite
def _inputs(draw):
    b, t = draw(st.integers(1, 3)), draw(st.integers(1, 5))
    h, hd = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    dtype = draw(st.sampled_from([np.float64, np.float32]))
    seed = draw(st.integers(0, 2**32 - 1))
    x = np.random.default_rng(seed).standard_normal((b, t, h * hd)).astype(dtype)
    return x, h


@settings(max_examples=150, deadline=None)
@given(_inputs())
def test_reference_agrees_with_loops(inputs):
    x, h = inputs
    before = x.copy()
    got = reference(x, h)
    want = _loops(x, h)
    assert got.shape == want.shape and got.dtype == x.dtype
    assert np.array_equal(got, want)
    assert np.array_equal(x, before)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3), st.integers(1, 4), st.integers(1, 12), st.integers(1, 12))
def test_reference_raises_valueerror_exactly_when_indivisible(b, t, d_model, num_heads):
    x = np.zeros((b, t, d_model))
    if d_model % num_heads:
        with pytest.raises(ValueError):
            reference(x, num_heads)
    else:
        assert reference(x, num_heads).shape == (b, num_heads, t, d_model // num_heads)


# ------------------------------------------------------------------ bug report (../shared/cases/bug_reports.json)


@pytest.mark.external_corpus
def test_bug15_reshape_without_transpose_is_a_hidden_case_citing_its_source():
    """BUG-15 https://github.com/reczoo/FuxiCTR/issues/30: splitting heads by a bare reshape mixes
    sequence positions into heads. Head 0 must be [[1,2],[5,6]], not [[1,2],[3,4]]."""
    bug = bug_report("BUG-15")
    x = np.array(bug["inputs"]["x"], dtype=np.float64)
    h = bug["inputs"]["num_heads"]
    assert np.array_equal(reference(x, h), np.array(bug["expected"]))  # exact, as the report asks
    wrong = load_reference(EX, "reshape_without_transpose")
    assert np.array_equal(wrong(x, h), np.array(bug["buggy_example"]))
    spec = next(c for c in hidden(EX).spec.cases if c.name == "bug15_tokens_not_mixed_into_heads")
    assert spec.source == bug["url"]
    assert np.array_equal(np.array(spec.args["x"].value), x) and spec.args["num_heads"].value == h
    report = grade_file(EX, mistake_path(EX, "reshape_without_transpose"))
    failed = case(report, "bug15_tokens_not_mixed_into_heads")
    assert failed.verdict == "wrong_answer" and "reshape_without_transpose" in report.diagnosis
    assert failed.diagnosis == (None if failed.visibility == "hidden" else "reshape_without_transpose")  # hidden: no name per case


def test_pytorch_style_transpose_is_named():
    source = """
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, t, num_heads, d // num_heads).transpose(1, 2)
"""
    report = grade(EX, source)
    assert report.verdict == "runtime_error" and report.diagnosis[:1] == ["torch_style_transpose"]
