"""The padding_mask exercise: reference, stub, known mistakes, shared cases, other correct styles,
an independent loop formulation, and the bug report that fits (BUG-01)."""

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

EX = "padding_mask"
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


def _case(report, name):
    return next(c for c in report.cases if c.name == name)


# ------------------------------------------------------------------ reference, stub, mistakes


def test_reference_passes_every_case():
    report = _grade_file(ROOT / "solutions" / f"{EX}.py")
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]
    assert report.passed == report.total and report.score == 1.0
    assert report.total >= 12


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


def test_hidden_cases_give_lengths_as_list_and_as_int_arrays():
    from grader.cases import build_case

    hidden = _hidden()
    kinds = set()
    for spec in hidden.spec.cases:
        case = build_case(spec, hidden.generator(spec.generator) if spec.generator else None)
        lengths = case.args["lengths"]
        kinds.add(type(lengths).__name__ if isinstance(lengths, list) else str(lengths.dtype))
        lengths = list(np.asarray(lengths))
        assert all(0 <= n <= case.args["max_len"] for n in lengths)
    assert {"list", "int64", "int32"} <= kinds


# ------------------------------------------------------------------ the list argument crosses the process boundary


def test_a_list_argument_is_not_reported_as_modified_but_a_mutated_one_is():
    untouched = grade(EX, "import numpy as np\n\ndef padding_mask(lengths, max_len):\n"
                          "    return np.arange(max_len)[None, :] < np.asarray(lengths)[:, None]\n")
    assert _case(untouched, "lengths_as_python_list").verdict == "accepted"
    mutated = grade(EX, "import numpy as np\n\ndef padding_mask(lengths, max_len):\n"
                        "    out = np.arange(max_len)[None, :] < np.asarray(lengths)[:, None]\n"
                        "    if isinstance(lengths, list):\n"
                        "        lengths.reverse()\n"
                        "    return out\n")
    case = _case(mutated, "lengths_as_python_list")
    assert case.verdict == "wrong_answer" and "lengths" in case.message


# ------------------------------------------------------------------ shared cases


@pytest.mark.parametrize("path", sorted((SHARED / "known_right" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_right_is_accepted(path):
    assert _grade_file(path).verdict == "accepted"


@pytest.mark.parametrize("path", sorted((SHARED / "known_wrong" / EX).glob("*.py")), ids=lambda p: p.stem)
def test_shared_known_wrong_is_rejected_with_a_diagnosis(path):
    report = _grade_file(path)
    assert report.verdict != "accepted"
    assert report.diagnosis, "a classic mistake should be named"
    if path.stem == "bad_inverted":
        assert report.diagnosis[0] == "inverted"


# ------------------------------------------------------------------ other correct styles

ALTERNATIVES = {
    "row_loop_slice": """
import numpy as np

def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        out[b, :n] = True
    return out
""",
    "less_outer": """
import numpy as np

def padding_mask(lengths, max_len):
    return np.less.outer(np.arange(max_len), np.asarray(lengths)).T
""",
    "broadcast_to_and_compare": """
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.array(lengths, dtype=np.int64).reshape(-1, 1)
    positions = np.broadcast_to(np.arange(max_len), (lengths.shape[0], max_len))
    return positions < lengths
""",
    "python_lists": """
import numpy as np

def padding_mask(lengths, max_len):
    return np.array([[t < int(n) for t in range(max_len)] for n in lengths], dtype=bool).reshape(len(lengths), max_len)
""",
}


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_other_correct_styles_are_accepted(name):
    report = grade(EX, ALTERNATIVES[name])
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]


# ------------------------------------------------------------------ independent formulation


def _loops(lengths, max_len):
    rows = []
    for n in lengths:
        rows.append([True] * n + [False] * (max_len - n))
    return np.array(rows, dtype=bool).reshape(len(lengths), max_len)


@st.composite
def _batches(draw):
    max_len = draw(st.integers(1, 20))
    lengths = draw(st.lists(st.integers(0, max_len), min_size=1, max_size=10))
    as_array = draw(st.sampled_from([None, np.int64, np.int32]))
    return (lengths if as_array is None else np.array(lengths, dtype=as_array)), max_len


@settings(max_examples=200, deadline=None)
@given(_batches())
def test_reference_agrees_with_loops(batch):
    lengths, max_len = batch
    before = list(np.asarray(lengths))
    got = reference(lengths, max_len)
    assert got.dtype == np.bool_
    assert np.array_equal(got, _loops([int(n) for n in before], max_len))
    assert list(np.asarray(lengths)) == before  # input untouched
    assert np.array_equal(got.sum(axis=1), before)  # each row keeps exactly its length


# ------------------------------------------------------------------ bug report (../shared/cases/bug_reports.json)


def test_bug01_fully_padded_sequence_is_a_hidden_case_citing_its_source():
    """BUG-01 https://github.com/pytorch/pytorch/issues/41508: one sequence of the batch is all
    padding. The mask must say so (a row of False) without touching the other rows; the fully
    masked row is then the attention's business (zeros, not NaN)."""
    if not BUGS.is_file():
        pytest.skip("../shared/cases/bug_reports.json is not here")
    bug = next(c for c in json.loads(BUGS.read_text())["cases"] if c["id"] == "BUG-01")
    keep = np.array(bug["inputs"]["key_keep_mask"], dtype=bool)  # (N, S), True = real token
    lengths = keep.sum(axis=1)
    assert np.array_equal(reference(lengths, keep.shape[1]), keep)
    spec = next(c for c in _hidden().spec.cases if c.name == "bug01_fully_padded_sequence_in_batch")
    assert spec.source == bug["url"]
    assert spec.args["lengths"].value == lengths.tolist() and spec.args["max_len"].value == keep.shape[1]
    # PyTorch's key_padding_mask meaning (True = padding) is the `inverted` mistake here
    report = _grade_file(ROOT / "solutions" / "mistakes" / EX / "inverted.py")
    case = _case(report, "bug01_fully_padded_sequence_in_batch")
    assert case.verdict == "wrong_answer" and case.diagnosis == "inverted"


# ------------------------------------------------------------------ wrong answers in other styles are still named

WRONG_STYLES = {
    "float32_padding_marked": ("""
import numpy as np

def padding_mask(lengths, max_len):
    return (np.arange(max_len)[None, :] >= np.asarray(lengths)[:, None]).astype(np.float32)
""", "inverted"),
    "loop_inclusive_slice": ("""
import numpy as np

def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        out[b, :n + 1] = True
    return out
""", "off_by_one"),
}


@pytest.mark.parametrize("name", sorted(WRONG_STYLES))
def test_wrong_answers_in_other_styles_are_named(name):
    source, mistake = WRONG_STYLES[name]
    report = grade(EX, source)
    assert report.verdict != "accepted" and report.diagnosis[:1] == [mistake]
