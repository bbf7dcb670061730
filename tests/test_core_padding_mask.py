"""The padding_mask exercise beyond the checks every exercise gets (tests/test_exercises_graded.py):
lengths as a list and as int arrays, a list argument across the process boundary, wrong answers in
other styles, an independent loop formulation, and the bug report that fits (BUG-01)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.engine import grade

from exercise_checks import bug_report, case, grade_file, hidden, load_reference, mistake_path

EX = "padding_mask"
reference = load_reference(EX)


# ------------------------------------------------------------------ its cases


def test_hidden_cases_give_lengths_as_list_and_as_int_arrays():
    from grader.cases import build_case

    material = hidden(EX)
    kinds = set()
    for spec in material.spec.cases:
        built = build_case(spec, material.generator(spec.generator) if spec.generator else None)
        lengths = built.args["lengths"]
        kinds.add(type(lengths).__name__ if isinstance(lengths, list) else str(lengths.dtype))
        lengths = list(np.asarray(lengths))
        assert all(0 <= n <= built.args["max_len"] for n in lengths)
    assert {"list", "int64", "int32"} <= kinds


# ------------------------------------------------------------------ the list argument crosses the process boundary


def test_a_list_argument_is_not_reported_as_modified_but_a_mutated_one_is():
    untouched = grade(EX, "import numpy as np\n\ndef padding_mask(lengths, max_len):\n"
                          "    return np.arange(max_len)[None, :] < np.asarray(lengths)[:, None]\n")
    assert case(untouched, "lengths_as_python_list").verdict == "accepted"
    mutated = grade(EX, "import numpy as np\n\ndef padding_mask(lengths, max_len):\n"
                        "    out = np.arange(max_len)[None, :] < np.asarray(lengths)[:, None]\n"
                        "    if isinstance(lengths, list):\n"
                        "        lengths.reverse()\n"
                        "    return out\n")
    modified = case(mutated, "lengths_as_python_list")
    assert modified.verdict == "wrong_answer" and "lengths" in modified.message


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


@pytest.mark.external_corpus
def test_bug01_fully_padded_sequence_is_a_hidden_case_citing_its_source():
    """BUG-01 https://github.com/pytorch/pytorch/issues/41508: one sequence of the batch is all
    padding. The mask must say so (a row of False) without touching the other rows; the fully
    masked row is then the attention's business (zeros, not NaN)."""
    bug = bug_report("BUG-01")
    keep = np.array(bug["inputs"]["key_keep_mask"], dtype=bool)  # (N, S), True = real token
    lengths = keep.sum(axis=1)
    assert np.array_equal(reference(lengths, keep.shape[1]), keep)
    spec = next(c for c in hidden(EX).spec.cases if c.name == "bug01_fully_padded_sequence_in_batch")
    assert spec.source == bug["url"]
    assert spec.args["lengths"].value == lengths.tolist() and spec.args["max_len"].value == keep.shape[1]
    # PyTorch's key_padding_mask meaning (True = padding) is the `inverted` mistake here
    report = grade_file(EX, mistake_path(EX, "inverted"))
    failed = case(report, "bug01_fully_padded_sequence_in_batch")
    assert failed.verdict == "wrong_answer" and "inverted" in report.diagnosis
    assert failed.diagnosis == (None if failed.visibility == "hidden" else "inverted")  # hidden: no name per case


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
