"""Misconception tracking (dojo.misconceptions) without Streamlit, the schema fields that feed it,
the storage it reads, and validate's warnings about interview mode."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

from grader.mutations import standalone_source

import pytest
from pydantic import ValidationError

from dojo import misconceptions as mc
from dojo.storage import Store
from grader.engine import get_pack, grade
from grader.misconceptions import IDS
from grader.reference import load_hidden
from grader.schema import Mistake

ROOT = Path(__file__).resolve().parents[1]
T0 = datetime(2026, 1, 1, 9, 0, tzinfo=timezone.utc)

COV = mc.Coverage(
    exercises={"causal_mask": frozenset({"causal_alignment", "mask_polarity"}),
               "attend_with_cache": frozenset({"causal_alignment", "kv_cache"}),
               "cross_attention": frozenset({"causal_alignment", "padding"}),
               "softmax": frozenset({"softmax_axis"})},
    questions={"mk_cache_visible": frozenset({"causal_alignment", "kv_cache"}),
               "mk_padding": frozenset({"padding"})},
    mistakes={("causal_mask", "top_left_aligned"): ("causal_alignment",),
              ("causal_mask", "inverted"): ("mask_polarity",),
              ("attend_with_cache", "top_left_causal_mask"): ("causal_alignment",),
              ("softmax", "ignored_axis"): ("softmax_axis",)},
)


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


def submit(ex: str, minutes: int, verdict: str = "wrong_answer", diagnosis=(), hints: int | None = 0) -> dict:
    return {"exercise": ex, "kind": "submit", "time": at(minutes), "verdict": verdict, "diagnosis": list(diagnosis),
            "hints_taken": hints}


def answer(qid: str, minutes: int, correct: bool) -> dict:
    return {"question_id": qid, "time": at(minutes).isoformat(), "correct": correct}


def states(attempts=(), answers=()):
    return mc.track(mc.observations(attempts, answers, COV), COV)


# ------------------------------------------------------------------ the rules


def test_a_diagnosed_mistake_makes_its_misconception_active():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"])])
    assert list(s) == ["causal_alignment"]
    st = s["causal_alignment"]
    assert (st.status, st.count, st.last_at) == ("active", 1, at(1))
    assert st.where == {("exercise", "causal_mask"): 1}
    assert st.practise_next == ("exercise", "attend_with_cache")


def test_solving_the_same_exercise_again_does_not_resolve_it():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]), submit("causal_mask", 2, "accepted")])
    assert s["causal_alignment"].status == "active"


def test_a_clean_solve_of_a_different_exercise_that_tests_it_resolves_it():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]), submit("attend_with_cache", 5, "accepted")])
    st = s["causal_alignment"]
    assert (st.status, st.resolved_by, st.resolved_at, st.practise_next) == (
        "resolved", ("exercise", "attend_with_cache"), at(5), None)


def test_a_solve_with_hints_or_of_an_unrelated_exercise_does_not_resolve_it():
    base = [submit("causal_mask", 1, diagnosis=["top_left_aligned"])]
    assert states(base + [submit("attend_with_cache", 5, "accepted", hints=1)])["causal_alignment"].active
    assert states(base + [submit("softmax", 5, "accepted")])["causal_alignment"].active
    # a clean solve *before* the mistake proves nothing about it
    assert states([submit("attend_with_cache", 0, "accepted")] + base)["causal_alignment"].active


def test_attempts_recorded_before_hints_were_counted_count_as_clean():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]),
                submit("attend_with_cache", 5, "accepted", hints=None)])
    assert s["causal_alignment"].status == "resolved"


def test_runs_are_practice_and_do_not_count():
    run = dict(submit("causal_mask", 1, diagnosis=["top_left_aligned"]), kind="run")
    assert states([run]) == {}


def test_a_new_occurrence_reopens_it_and_only_a_fresh_item_resolves_it_again():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]),
                submit("attend_with_cache", 2, "accepted"),
                submit("attend_with_cache", 3, diagnosis=["top_left_causal_mask"]),
                submit("attend_with_cache", 4, "accepted")])
    st = s["causal_alignment"]
    assert (st.status, st.count) == ("active", 2)
    assert st.where == {("exercise", "causal_mask"): 1, ("exercise", "attend_with_cache"): 1}
    # causal_mask is not in the new episode: a clean solve of it now counts; cross_attention was never accepted
    assert st.practise_next == ("exercise", "cross_attention")
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]), submit("attend_with_cache", 2, "accepted"),
                submit("attend_with_cache", 3, diagnosis=["top_left_causal_mask"]), submit("causal_mask", 6, "accepted")])
    assert s["causal_alignment"].resolved_by == ("exercise", "causal_mask")


def test_quiz_answers_reveal_and_resolve_misconceptions():
    s = states(answers=[answer("mk_cache_visible", 1, False)])
    assert {k: v.count for k, v in s.items()} == {"causal_alignment": 1, "kv_cache": 1}
    assert s["kv_cache"].where == {("question", "mk_cache_visible"): 1}
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"])], [answer("mk_cache_visible", 2, True)])
    assert s["causal_alignment"].resolved_by == ("question", "mk_cache_visible")


def test_practise_next_falls_back_to_a_question():
    cov = mc.Coverage(exercises={"a": frozenset({"padding"})}, questions={"q1": frozenset({"padding"})},
                      mistakes={("a", "m"): ("padding",)})
    s = mc.track(mc.observations([submit("a", 1, diagnosis=["m"])], [], cov), cov)
    assert s["padding"].practise_next == ("question", "q1")


def test_retests_marks_the_exercises_that_would_resolve_an_active_one():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned", "inverted"])])
    assert mc.retests(s, COV) == {"attend_with_cache": ["causal_alignment"], "cross_attention": ["causal_alignment"]}


def test_summary_rows_name_places_and_next_step():
    s = states([submit("causal_mask", 1, diagnosis=["top_left_aligned"]),
                submit("causal_mask", 2, diagnosis=["top_left_aligned"])])
    (row,) = mc.summary_rows(s, "zh", title_of=lambda kind, item: item.upper())
    assert row["title"] == "因果掩码的对齐" and row["status"] == "active" and row["count"] == 2
    assert row["where"] == "CAUSAL_MASK ×2" and row["practise_next"] == "ATTEND_WITH_CACHE"
    assert row["last"] == "2026-01-01 09:02 UTC"


def test_hint_penalty():
    assert [mc.hint_penalised(1.0, n) for n in range(5)] == [1.0, 0.75, 0.5, 0.25, 0.25]
    assert mc.hint_penalised(0.5, 1) == 0.375
    with pytest.raises(ValueError):
        mc.hint_penalised(1.0, -1)


# ------------------------------------------------------------------ the vocabulary in the pack


def test_mistakes_map_to_misconceptions_through_the_hidden_spec():
    pack = get_pack()
    hidden = load_hidden(pack, pack.get("causal_mask"))
    assert "causal_alignment" in mc.mistake_misconceptions(hidden, "top_left_aligned")
    assert mc.mistake_misconceptions(hidden, "no_such_mistake") == ()
    cov = mc.coverage_of(pack)
    assert "causal_alignment" in cov.exercises["causal_mask"] and "causal_alignment" in cov.exercises["attend_with_cache"]
    assert "causal_alignment" in cov.of_mistake("attend_with_cache", "top_left_causal_mask")


def test_unknown_misconception_ids_are_schema_errors():
    with pytest.raises(ValidationError, match="unknown misconception"):
        Mistake(name="x", message={"en": "a", "zh": "b"}, misconceptions=["causal"])
    from grader.quiz.schema import ExplainQuestion

    with pytest.raises(ValidationError, match="unknown misconception"):
        ExplainQuestion(id="q", kind="explain", topic="masking", prompt={"en": "a", "zh": "b"}, misconceptions=["nope"])


def test_every_quiz_question_of_both_packs_names_known_misconceptions():
    from grader.quiz import load_quiz

    for root in (ROOT, ROOT / "packs" / "attention_variants"):
        quiz = load_quiz(get_pack(root))
        assert len(quiz) > 0
        for item in quiz.items.values():
            assert item.question.misconceptions, item.id
            assert set(item.question.misconceptions) <= IDS


def test_end_to_end_a_graded_top_left_mask_then_a_clean_cache_solve():
    pack = get_pack()
    wrong = standalone_source("causal_mask", ("top_left_aligned",), root=ROOT)
    report = grade("causal_mask", wrong, pack=pack)
    assert not report.accepted and "top_left_aligned" in report.diagnosis
    right = standalone_source("attend_with_cache", root=ROOT)
    ok = grade("attend_with_cache", right, pack=pack)
    assert ok.accepted
    cov = mc.coverage_of(pack)
    log = [submit("causal_mask", 1, report.verdict, report.diagnosis)]
    assert mc.track(mc.observations(log, [], cov), cov)["causal_alignment"].active
    log.append(submit("attend_with_cache", 2, ok.verdict, ok.diagnosis))
    assert mc.track(mc.observations(log, [], cov), cov)["causal_alignment"].status == "resolved"


# ------------------------------------------------------------------ storage


class _Report:
    def __init__(self, verdict="accepted", diagnosis=()):
        self.verdict, self.score, self.passed, self.total, self.elapsed_s = verdict, 1.0, 1, 1, 0.01
        self.diagnosis = list(diagnosis)

    def to_json(self):
        return "{}"


def test_store_counts_hints_per_attempt_and_remembers_the_level(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'd.sqlite3'}")
    assert store.prompt_level("ann") == "learn"
    store.set_prompt_level("ann", "interview")
    assert store.prompt_level("ann") == "interview"
    with pytest.raises(ValueError):
        store.set_prompt_level("ann", "expert")
    store.record("ann", "p", "causal_mask", "submit", "src", _Report("wrong_answer", ["top_left_aligned"]))
    store.set_hints_shown("ann", "p", "attend_with_cache", 1)
    store.set_ladder_shown("ann", "p", "attend_with_cache", 2)
    assert store.ladder_shown("ann", "p", "attend_with_cache") == 2
    store.record("ann", "p", "attend_with_cache", "submit", "src", _Report())
    store.record("ann", "p", "attend_with_cache", "submit", "src", _Report(), hints_taken=0)
    log = store.attempt_log("ann", "p")
    assert [(r["exercise"], r["diagnosis"], r["hints_taken"]) for r in log] == [
        ("causal_mask", ["top_left_aligned"], 0), ("attend_with_cache", [], 3), ("attend_with_cache", [], 0)]
    assert log[0]["time"].tzinfo is not None


def test_an_older_database_gains_the_new_columns_and_keeps_its_data(tmp_path):
    path = tmp_path / "old.sqlite3"
    store = Store(f"sqlite:///{path}")
    store.record("ann", "p", "softmax", "submit", "src", _Report())
    store.engine.dispose()
    con = sqlite3.connect(path)
    for table, column in (("profiles", "prompt_level"), ("drafts", "ladder_shown"), ("attempts", "hints_taken")):
        con.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    con.commit()
    con.close()
    store = Store(f"sqlite:///{path}")
    assert [r["hints_taken"] for r in store.attempt_log("ann", "p")] == [None]
    store.set_prompt_level("ann", "interview")
    assert store.prompt_level("ann") == "interview"


# ------------------------------------------------------------------ validate


def test_a_pack_without_interview_material_is_valid_with_warnings(tmp_path):
    from grader.packs.validate import check_pack

    pack = tmp_path / "variants"
    shutil.copytree(ROOT / "packs" / "attention_variants", pack)
    for p in (pack / "exercises" / "prompts").glob("*.interview.*.md"):
        p.unlink()
    res = check_pack(pack, run_code=False)
    assert res.ok, res.problems
    warned = [n for n in res.warnings if n.startswith("no interview prompt")]
    assert len(warned) == 2 and "alibi_slopes" in warned[0]
    full = check_pack(ROOT / "packs" / "attention_variants", run_code=False)
    assert full.ok and not [n for n in full.warnings if "interview prompt" in n or "hint_ladder" in n]
    assert not [n for n in full.warnings if "quiz question(s) name no misconceptions" in n]
    assert not [n for n in full.notes if "misconception" in n]


def test_an_unknown_misconception_in_a_pack_is_a_problem(tmp_path):
    from grader.packs.validate import check_pack

    pack = tmp_path / "variants"
    shutil.copytree(ROOT / "packs" / "attention_variants", pack)
    q = pack / "quiz" / "variants.yaml"
    q.write_text(q.read_text(encoding="utf-8").replace("misconceptions: [scaling]", "misconceptions: [scalling]", 1),
                 encoding="utf-8")
    res = check_pack(pack, run_code=False)
    assert not res.ok
    assert any("quiz/variants.yaml" in p.file and "scalling" in p.message for p in res.problems), res.problems
