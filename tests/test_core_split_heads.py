"""The split_heads exercise: reference, stub, known mistakes, shared cases, other correct styles,
an independent loop formulation, and the bug report that fits (BUG-15)."""

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

EX = "split_heads"
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


def test_value_cases_check_split_merge_identity_and_indivisible_cases_expect_valueerror():
    specs = _hidden().spec.cases
    raising = [c for c in specs if not isinstance(c.expect, str)]
    assert len(raising) >= 2 and all(c.expect.raises == "ValueError" for c in raising)
    assert all("split_merge_identity" in c.properties for c in specs if isinstance(c.expect, str))


def test_not_raising_on_indivisible_d_model_is_reported():
    report = _grade_file(ROOT / "solutions" / "mistakes" / EX / "missing_divisibility_check.py")
    failing = {c.name for c in report.cases if c.verdict != "accepted"}
    assert {"indivisible_d10_heads3", "more_heads_than_features", "indivisible_d_model"} <= failing
    assert all("ValueError" in c.message for c in report.cases if c.name in failing)


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
    "stack_slices": """
import numpy as np

def split_heads(x, num_heads):
    d = x.shape[-1]
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    return np.stack([x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)], axis=1)
""",
    "np_split_then_stack": """
import numpy as np

def split_heads(x, num_heads):
    return np.stack(np.split(x, num_heads, axis=-1), axis=1)  # np.split raises ValueError itself
""",
    "einsum": """
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    return np.einsum("bthd->bhtd", x.reshape(b, t, num_heads, -1))
""",
    "moveaxis_copy": """
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError(d, num_heads)
    return np.moveaxis(x.reshape(b, t, num_heads, d // num_heads), 2, 1).copy()
""",
    "loops": """
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    out = np.empty((b, num_heads, t, hd), dtype=x.dtype)
    for i in range(b):
        for h in range(num_heads):
            for s in range(t):
                out[i, h, s] = x[i, s, h * hd:(h + 1) * hd]
    return out
""",
}


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_other_correct_styles_are_accepted(name):
    report = grade(EX, ALTERNATIVES[name])
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]


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


def test_bug15_reshape_without_transpose_is_a_hidden_case_citing_its_source():
    """BUG-15 https://github.com/reczoo/FuxiCTR/issues/30: splitting heads by a bare reshape mixes
    sequence positions into heads. Head 0 must be [[1,2],[5,6]], not [[1,2],[3,4]]."""
    if not BUGS.is_file():
        pytest.skip("../shared/cases/bug_reports.json is not here")
    bug = next(c for c in json.loads(BUGS.read_text())["cases"] if c["id"] == "BUG-15")
    x = np.array(bug["inputs"]["x"], dtype=np.float64)
    h = bug["inputs"]["num_heads"]
    assert np.array_equal(reference(x, h), np.array(bug["expected"]))  # exact, as the report asks
    wrong = _load(ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py", EX)
    assert np.array_equal(wrong(x, h), np.array(bug["buggy_example"]))
    spec = next(c for c in _hidden().spec.cases if c.name == "bug15_tokens_not_mixed_into_heads")
    assert spec.source == bug["url"]
    assert np.array_equal(np.array(spec.args["x"].value), x) and spec.args["num_heads"].value == h
    report = _grade_file(ROOT / "solutions" / "mistakes" / EX / "reshape_without_transpose.py")
    case = next(c for c in report.cases if c.name == "bug15_tokens_not_mixed_into_heads")
    assert case.verdict == "wrong_answer" and case.diagnosis == "reshape_without_transpose"


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
