"""Interview mode and misconception tracking in the app (Streamlit AppTest).

Acceptance (issue 15): a learner who submits a top-left causal mask in causal_mask sees "Causal
alignment" active on Progress; solving attend_with_cache cleanly afterwards resolves it.
"""

from __future__ import annotations

from pathlib import Path

from grader.mutations import standalone_source

import pytest
from streamlit.testing.v1 import AppTest

from dojo.settings import reload_settings
from app_helpers import ROOT, TIMEOUT, db, editor, new_app, open_exercise, submit  # noqa: F401  (db: a fixture)


def misconception_rows(at: AppTest) -> dict[str, dict]:
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception, at.exception
    frames = [d.value for d in at.dataframe if "Misconception" in list(d.value.columns)]
    if not frames:
        return {}
    return {row["Misconception"]: dict(row) for _, row in frames[0].iterrows()}


def captions(at: AppTest) -> str:
    return "\n".join(str(c.value) for c in at.caption)


def test_top_left_mask_is_active_on_progress_until_a_clean_cache_solve(db):
    at = new_app()
    assert misconception_rows(at) == {}
    wrong = standalone_source("causal_mask", ("top_left_aligned",), root=ROOT)
    submit(open_exercise(at, "causal_mask"), wrong)
    shown = [str(e.value) for e in (*at.warning, *at.markdown, *at.caption, *at.error)]
    assert any("top_left_aligned" in v for v in shown), shown  # the diagnosis (its id as a small tag)

    rows = misconception_rows(at)
    row = rows["Causal alignment"]
    assert row["Status"] == "🔴 active" and row["How often"] == 1
    assert row["Where"] == "Causal mask"
    # another exercise that tests causal alignment, in pack order (apply_mask's transposed causal mask,
    # cross-attention's decoder side, or the KV cache)
    assert row["Practise next"] in ("Apply a mask to the scores", "Cross-attention", "Decoding with a KV cache")
    assert [p.proto.label for p in at.get("page_link") if "Practise" in p.proto.label]

    at.switch_page("app_pages/curriculum.py").run()  # the exercises that re-test it are marked
    assert "🔁 re-tests: Causal alignment" in captions(at)

    right = standalone_source("attend_with_cache", root=ROOT)
    submit(open_exercise(at, "attend_with_cache"), right)
    assert any("accepted" in str(s.value).lower() for s in at.success), [e.value for e in at.error]
    row = misconception_rows(at)["Causal alignment"]
    assert row["Status"] == "✅ resolved" and row["Practise next"] == ""
    at.switch_page("app_pages/curriculum.py").run()
    assert "re-tests" not in captions(at)


def test_the_level_is_remembered_and_the_interview_level_has_a_hint_ladder(db):
    at = open_exercise(new_app(), "softmax_backward")
    learn = "\n".join(str(m.value) for m in at.markdown)
    assert "grad_y - sum(grad_y * y" in learn  # the learn prompt gives the formula away
    at.radio(key="prompt_level_switch").set_value("interview").run()
    assert not at.exception, at.exception
    interview = "\n".join(str(m.value) for m in at.markdown)
    assert "`softmax_backward(y, grad_y)` → `grad_x`" in interview and "grad_y - sum(grad_y * y" not in interview
    at.button(key="ladder_btn").click().run()
    assert any("1. nudge" in str(i.value) for i in at.info)

    again = open_exercise(new_app(), "softmax_backward")  # a new session: the level comes from the profile
    assert again.radio(key="prompt_level_switch").value == "interview"
    assert any("1. nudge" in str(i.value) for i in again.info)  # the rung taken stays taken

    from dojo.settings import get_settings
    from dojo.storage import Store

    store = Store(get_settings().sqlalchemy_url)
    assert store.ladder_shown(again.session_state["profile"], "attention_core", "softmax_backward") == 1


def test_pages_with_the_hooks_load_in_chinese(db):
    at = new_app()
    at.button_group[0].set_value("zh").run()
    for page in ("exercise", "progress", "curriculum", "mock_interview"):
        at.switch_page(f"app_pages/{page}.py").run()
        assert not at.exception, (page, at.exception)
    at.switch_page("app_pages/exercise.py").run()
    assert at.radio(key="prompt_level_switch").label == "题目难度"


def test_mock_interview_uses_the_interview_prompt_and_counts_hints_in_the_score(db):
    from dojo.settings import get_settings
    from dojo.storage import Store
    from grader.engine import get_pack

    at = AppTest.from_file(str(ROOT / "app_pages" / "mock_interview.py"), default_timeout=TIMEOUT)
    at.session_state["lang"] = "en"
    at.session_state["profile"] = "tester"
    at.run()
    at.number_input(key="mock_minutes").set_value(20)
    at.number_input(key="mock_nq").set_value(0)
    at.number_input(key="mock_ne").set_value(1)
    at.button[0].click().run()
    run = at.session_state["mock_run"]
    (item,) = run.items
    ex = get_pack().get(item.exercise_id)
    shown = "\n".join(str(m.value) for m in at.markdown)
    body = [ln for ln in ex.prompt("en", "interview").strip().splitlines()[1:] if ln.strip()]
    assert body[0][:40] in shown  # the interview level (its own "# title" line is shown once, by the page)
    at.button(key=f"mock-ladder-{run.seed}-0").click().run()
    assert not at.exception, at.exception
    assert any("1. nudge" in str(i.value) for i in at.info)
    at.text_area(key=f"mock-code-{run.seed}-0").input(standalone_source(item.exercise_id, root=ROOT))
    at.button(key="mock-grade-0").click().run()
    assert not at.exception, at.exception
    outcome = run.outcomes[0]
    assert outcome.correct and outcome.score == 0.75  # one rung of three taken: a quarter off
    assert outcome.detail["hints"] == 1 and outcome.detail["score_before_hints"] == 1.0
    log = Store(get_settings().sqlalchemy_url).attempt_log("tester", "attention_core")
    assert [(r["exercise"], r["hints_taken"]) for r in log] == [(item.exercise_id, 1)]
    at.button(key="mock_finish").click().run()
    assert not at.exception, at.exception
