"""The checks every exercise of the built-in pack must pass, one parametrised test each:

- the reference is accepted by all its cases (public and hidden), at least as many as the exercise asks;
- the stub is not_implemented on every case;
- the known mistakes are declared mutations of the reference (no whole-file copies), each with a message in
  English and Chinese and known misconception ids, at least 4 for the core exercises and 3 for the rest;
- every declared mutation (every parameter value of a family) of every exercise of the built-in pack and of
  the example pack, rendered as one submission file (grader.mutations.standalone_source) and graded in the
  sandbox, is rejected, named by its own name, and told apart by the hidden cases alone;
- ../shared/cases/known_right/<id>/*.py are accepted, known_wrong/<id>/*.py rejected and the mistake their
  file name says is named (skipped, with the reason, where ../shared/cases is not beside the checkout);
- the correct submissions in other styles, tests/data/alt_styles/<id>/*.py and the correct bases beside
  the learner-written mistakes (tests/data/learner_wrong/<id>/base_*.py), are accepted.

What is particular to one exercise (bug reports, independent formulations, properties, its own cases)
is in tests/test_core_<id>.py and tests/test_curriculum_*.py.
"""

from __future__ import annotations

import pytest

from grader.engine import get_pack, grade
from grader.misconceptions import IDS
from grader.pack import PackError
from grader.mutations import standalone_source
from grader.reference import load_hidden

from exercise_checks import (
    CORE, ROOT, SHARED, alt_style_files, grade_file, hidden, mistake_files, not_accepted, shared_files,
    standalone_reference_path, stub_path,
)

EXERCISES = list(get_pack().manifest.exercises)
EXAMPLE = ROOT / "packs" / "attention_variants"

# the fewest cases a reference must pass; the rest of the pack: 8
MIN_CASES = {"causal_mask": 15, "split_heads": 15, "padding_mask": 12, "merge_heads": 10,
             "scaled_dot_product_attention": 30, "multi_head_attention": 20}
# the fewest known mistakes: 4 for the core, 3 for the rest, more where an exercise asks
MIN_MISTAKES = {**{ex: 4 for ex in CORE}, "scaled_dot_product_attention": 6, "multi_head_attention": 6}
# ../shared/cases/known_wrong/<id>/bad_<name>.py names the mistake <name>, except these
KNOWN_WRONG_NAMES = {
    ("softmax", "bad_ignores_axis"): "ignored_axis",
    ("softmax", "bad_no_max_shift"): "forgot_max_subtraction",
    ("causal_mask", "bad_top_left"): "top_left_aligned",
    ("causal_mask", "bad_upper"): "upper_triangle_leaks_future",
    ("split_heads", "bad_reshape_only"): "reshape_without_transpose",
    ("merge_heads", "bad_reshape_only"): "reshape_without_transpose",
}


def _files(files_of) -> list:
    return [pytest.param(ex, p, id=f"{ex}/{p.stem}") for ex in EXERCISES for p in files_of(ex)]


def _shared(kind: str) -> list:
    if not SHARED.is_dir():
        reason = f"../shared/cases is not beside the checkout ({SHARED})"
        return [pytest.param(None, None, id="absent", marks=pytest.mark.skip(reason=reason))]
    return _files(lambda ex: shared_files(kind, ex))


# ------------------------------------------------------------------ reference, stub, mistakes


@pytest.mark.parametrize("exercise", EXERCISES)
def test_reference_is_accepted_by_all_its_cases(exercise):
    report = grade_file(exercise, standalone_reference_path(exercise))
    assert report.verdict == "accepted", not_accepted(report)
    assert report.passed == report.total and report.score == 1.0
    assert report.total >= MIN_CASES.get(exercise, 8)
    assert any(c.visibility == "public" for c in report.cases)
    assert sum(c.visibility == "hidden" for c in report.cases) >= 5


@pytest.mark.parametrize("exercise", EXERCISES)
def test_stub_is_not_implemented_on_every_case(exercise):
    report = grade_file(exercise, stub_path(exercise))
    assert report.verdict == "not_implemented"
    assert {c.verdict for c in report.cases} == {"not_implemented"}


@pytest.mark.parametrize("exercise", EXERCISES)
def test_known_mistakes_are_declared_mutations_with_messages_and_misconceptions(exercise):
    spec = hidden(exercise).spec
    assert mistake_files(exercise) == [], "whole-file mistake copies are gone: declare a mutation instead"
    assert all(m.is_mutation for m in spec.mistakes)
    assert len(spec.mistakes) >= MIN_MISTAKES.get(exercise, 3)
    assert all(m.message.en.strip() and m.message.zh.strip() for m in spec.mistakes)
    assert all(m.misconceptions and set(m.misconceptions) <= IDS for m in spec.mistakes)
    assert spec.explanation is not None


def _mutations() -> list:
    out = []
    for root, label in ((None, "core"), (EXAMPLE, "example")):
        pack = get_pack(root)
        for ex in pack.manifest.exercises:
            try:
                h = load_hidden(pack, pack.get(ex))
            except PackError as exc:  # reported by the test, not a collection error hiding every other case
                out.append(pytest.param(root, ex, str(exc), id=f"{label}/{ex}:broken"))
                continue
            for m in h.mutations:
                if m.owner == ex:  # a part's mutations are graded in the part (and by name in its users below)
                    out.append(pytest.param(root, ex, m, id=f"{label}/{m.key}"))
    return out


@pytest.mark.parametrize("root,exercise,mutation", _mutations())
def test_declared_mutation_is_rejected_and_named_by_its_own_name(root, exercise, mutation):
    if isinstance(mutation, str):
        pytest.fail(f"{exercise}: {mutation}")
    pack = get_pack(root)
    report = grade(exercise, standalone_source(pack.get(exercise), [mutation]), pack=pack)
    assert report.verdict != "accepted"
    assert mutation.name in report.diagnosis, (report.diagnosis, [(c.name, c.verdict, c.diagnosis) for c in report.cases])
    named = next(f for f in report.feedback if f.mistake == mutation.name)
    # it explains some cases; it lists only the shown ones (public, found), never a hidden one
    shown_failing = {c.name for c in report.cases if c.visibility != "hidden" and c.verdict != "accepted"}
    assert named.cases >= max(1, len(named.case_names)) and set(named.case_names) <= shown_failing
    assert set(named.misconceptions) == set(mutation.misconceptions)
    # the hidden cases alone tell it apart from the reference (a released pack keeps them out of sight)
    assert any(c.verdict != "accepted" for c in report.cases if c.visibility == "hidden")


# ------------------------------------------------------------------ shared cases (../shared/cases)


@pytest.mark.external_corpus
@pytest.mark.parametrize("exercise,path", _shared("known_right"))
def test_shared_known_right_is_accepted(exercise, path):
    report = grade_file(exercise, path)
    assert report.verdict == "accepted", not_accepted(report)


@pytest.mark.external_corpus
@pytest.mark.parametrize("exercise,path", _shared("known_wrong"))
def test_shared_known_wrong_is_rejected_with_the_named_mistake(exercise, path):
    report = grade_file(exercise, path)
    assert report.verdict != "accepted"
    assert report.diagnosis, "a classic mistake should be named"
    expected = KNOWN_WRONG_NAMES.get((exercise, path.stem), path.stem.removeprefix("bad_"))
    assert report.diagnosis[0] == expected, report.diagnosis


# ------------------------------------------------------------------ other correct styles


@pytest.mark.parametrize("exercise,path", _files(alt_style_files))
def test_other_correct_style_is_accepted(exercise, path):
    report = grade_file(exercise, path)
    assert report.verdict == "accepted", not_accepted(report)


# ------------------------------------------------------------------ diagnosis across parts, pairs, detectors


def _grade_mutant(exercise: str, *names: str):
    pack = get_pack()
    return grade(exercise, standalone_source(pack.get(exercise), list(names)))


def test_a_part_mutation_inside_a_composite_gets_the_parts_name():
    """softmax over the wrong axis inside MHA (through SDPA → softmax) is named with the softmax name."""
    report = _grade_mutant("multi_head_attention", "scaled_dot_product_attention:softmax_over_query_axis")
    assert report.verdict != "accepted"
    assert report.diagnosis[:1] == ["softmax_over_query_axis"], report.diagnosis
    # two levels down: the softmax part's own mistake inside MHA
    report = _grade_mutant("multi_head_attention", "softmax:global_sum")
    assert report.diagnosis[:1] == ["global_sum"], report.diagnosis
    msg = load_hidden(get_pack(), get_pack().get("softmax")).mistake("global_sum").message("en")
    assert report.feedback[0].message == msg


def test_two_mistakes_at_once_are_both_named():
    report = _grade_mutant("multi_head_attention", "split_without_transpose", "merge_without_transpose")
    assert report.verdict != "accepted"
    assert set(report.diagnosis) >= {"split_without_transpose", "merge_without_transpose"}, report.diagnosis
    report = _grade_mutant("scaled_dot_product_attention", "no_scale", "mask_inverted")
    assert set(report.diagnosis[:2]) == {"no_scale", "mask_inverted"}, report.diagnosis


def test_diagnosis_list_is_most_cases_first_and_each_names_its_cases():
    report = _grade_mutant("scaled_dot_product_attention", "no_scale", "nan_on_fully_masked")
    assert {"no_scale", "nan_on_fully_masked"} <= set(report.diagnosis), report.diagnosis
    counts = [f.cases for f in report.feedback]
    assert counts == sorted(counts, reverse=True)
    failing = {c.name for c in report.cases if c.verdict != "accepted"}
    for f in report.feedback:
        assert set(f.case_names) <= failing


INPLACE_SOFTMAX = """
import numpy as np

def softmax(x, axis=-1):
    x -= np.max(x, axis=axis, keepdims=True)   # writes into the caller's array
    e = np.exp(x)
    return e / np.sum(e, axis=axis, keepdims=True)
"""

SDPA_OVER_QUERIES = """
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / (q.shape[-1] ** 0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - s.max(axis=-2, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(axis=-2, keepdims=True)     # normalised over the queries, written another way
    w = np.nan_to_num(w)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
"""

SDPA_FLOAT64 = """
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2)
    scores = scores * np.float64(1.0 / np.sqrt(q.shape[-1]))   # a float64 scalar promotes float32
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w
"""


def test_detector_modified_input_is_named():
    report = grade("softmax", INPLACE_SOFTMAX)
    assert report.verdict != "accepted"
    assert "modified_input" in report.diagnosis, report.diagnosis
    f = next(f for f in report.feedback if f.mistake == "modified_input")
    assert f.misconceptions == ["input_mutation"] and f.cases >= 1


def test_detector_weights_over_the_query_axis_or_the_mutation_names_it():
    report = grade("scaled_dot_product_attention", SDPA_OVER_QUERIES)
    assert report.verdict != "accepted"
    assert report.diagnosis[:1] in (["softmax_over_query_axis"], ["weights_normalised_over_queries"]), report.diagnosis


def test_detector_float64_promotion_is_named():
    report = grade("scaled_dot_product_attention", SDPA_FLOAT64)
    assert report.verdict == "wrong_answer"
    assert report.diagnosis == ["float64_promotion"], report.diagnosis
    assert report.feedback[0].misconceptions == ["dtype_discipline"]
    # located by re-running a public case in float32 with tracing: the multiply by np.float64(...) on line 6
    assert "`multiply` (line 6)" in report.feedback[0].message, report.feedback[0].message


QKV_CAST_TO_FLOAT64 = """
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=float)
    w_q, w_k, w_v = (np.asarray(w, dtype=float) for w in (w_q, w_k, w_v))
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    q = q if b_q is None else q + b_q
    k = k if b_k is None else k + b_k
    v = v if b_v is None else v + b_v
    return q, k, v
"""


def test_a_float64_promotion_by_an_explicit_cast_is_located_at_the_cast():
    report = grade("qkv_projection", QKV_CAST_TO_FLOAT64)
    assert report.diagnosis == ["float64_promotion"], report.diagnosis
    # np.asarray(x, dtype=float) on line 5 turns the float32 input into float64, before any arithmetic
    assert "`asarray` (line 5)" in report.feedback[0].message, report.feedback[0].message


SDPA_FLOAT32_ALWAYS = """
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=np.float32) for a in (q, k, v))  # "float32 is enough"
    s = q @ np.swapaxes(k, -1, -2) / np.float32(np.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    t = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, t, out=np.zeros_like(e), where=t > 0)
    return w @ v, w
"""


def test_detector_float64_demoted_is_named():
    report = grade("scaled_dot_product_attention", SDPA_FLOAT32_ALWAYS)
    assert report.verdict == "wrong_answer"
    assert report.diagnosis == ["float64_demoted"], report.diagnosis
    assert report.feedback[0].misconceptions == ["dtype_discipline"]
    assert "float64 input gives a float64 output" in report.feedback[0].message


def test_a_tie_between_two_mistakes_names_neither():
    # inside MHA, merge_heads' averaged, summed and sequence-concatenated heads all break the output
    # projection the same way: the cases cannot tell them apart, so naming the first declared would be
    # a guess (it named `averaged_heads` for all three)

    pack = get_pack()
    ex = pack.get("multi_head_attention")
    muts = {m.name: m for m in load_hidden(pack, ex).mutations if m.owner == "merge_heads"}
    for name in ("averaged_heads", "summed_heads", "concatenated_along_sequence"):
        report = grade("multi_head_attention", standalone_source(ex, [muts[name]]))
        assert report.verdict != "accepted"
        assert not {"averaged_heads", "summed_heads", "concatenated_along_sequence"} & set(report.diagnosis), (
            name, report.diagnosis)
    # an exercise's own wording of a part's mistake is no tie: split_heads' reshape_without_transpose
    # inside MHA is named by MHA's own split_without_transpose
    split = next(m for m in load_hidden(pack, ex).mutations if m.key == "split_heads:reshape_without_transpose")
    assert grade("multi_head_attention", standalone_source(ex, [split])).diagnosis == ["split_without_transpose"]


RAISES_EVERYWHERE = """
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    return np.ones(3) @ np.ones(4), None   # the same matmul error as k.T on batched keys, but on every case
"""


def test_a_submission_that_raises_everywhere_is_not_named_after_a_mutant_that_raises_on_some_shapes():
    report = grade("scaled_dot_product_attention", RAISES_EVERYWHERE)
    assert report.verdict == "runtime_error"
    assert report.diagnosis == [], report.diagnosis
