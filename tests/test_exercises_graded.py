"""The checks every exercise of the built-in pack must pass, one parametrised test each:

- the reference is accepted by all its cases (public and hidden), at least as many as the exercise asks;
- the stub is not_implemented on every case;
- the known mistakes listed == the files in solutions/mistakes/<id>/, each with a message in English and
  Chinese, at least 4 for the core exercises and 3 for the rest (more where an exercise asks);
- each known mistake is rejected, named first in the diagnosis, and told apart by the hidden cases alone;
- ../shared/cases/known_right/<id>/*.py are accepted, known_wrong/<id>/*.py rejected and the mistake their
  file name says is named (skipped, with the reason, where ../shared/cases is not beside the checkout);
- the correct submissions in other styles, tests/data/alt_styles/<id>/*.py, are accepted.

What is particular to one exercise (bug reports, independent formulations, properties, its own cases)
is in tests/test_core_<id>.py and tests/test_curriculum_*.py.
"""

from __future__ import annotations

import pytest

from grader.engine import get_pack

from exercise_checks import (
    CORE, SHARED, alt_style_files, grade_file, hidden, mistake_files, not_accepted, reference_path, shared_files,
    stub_path,
)

EXERCISES = list(get_pack().manifest.exercises)

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
    report = grade_file(exercise, reference_path(exercise))
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
def test_every_listed_mistake_has_a_file_a_message_in_both_languages_and_there_are_enough(exercise):
    spec = hidden(exercise).spec
    names = [m.name for m in spec.mistakes]
    assert sorted(names) == [p.stem for p in mistake_files(exercise)]
    assert len(names) >= MIN_MISTAKES.get(exercise, 3)
    assert all(m.message.en.strip() and m.message.zh.strip() for m in spec.mistakes)
    assert spec.explanation is not None


@pytest.mark.parametrize("exercise,path", _files(mistake_files))
def test_mistake_is_rejected_and_diagnosed_by_its_own_name(exercise, path):
    report = grade_file(exercise, path)
    assert report.verdict != "accepted"
    assert report.diagnosis[:1] == [path.stem], (report.diagnosis, [(c.name, c.diagnosis) for c in report.cases])
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
