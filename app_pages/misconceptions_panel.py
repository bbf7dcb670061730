"""Interview mode and misconceptions in the app: the pieces the pages call (no page of its own).

* :func:`level_switch` — Learn / Interview on the Exercise page, remembered per learner (profile);
* :func:`hint_ladder` — the interview level's hints, one rung at a time (stored per exercise);
* :func:`mock_prompt` / :func:`mock_hint_ladder` / :func:`mock_hints_taken` / :func:`apply_mock_hints`
  — the mock interview at the interview level, hints counted in its score;
* :func:`progress_section` — per misconception: how often, where, when last, active/resolved, practise next;
* :func:`retest_marks` / :func:`retest_badge` — the curriculum marks exercises that re-test an active one.

The logic lives in :mod:`dojo.misconceptions`; this module only draws. Pack text (prompts, hints)
is markdown written by the instructor and drawn like the pages draw prompts (no HTML allowed);
what a learner typed is never drawn here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import streamlit as st

from app_pages import ui
from dojo import misconceptions as mc
from dojo.safe import pack_md

STRINGS: dict[str, tuple[str, str]] = {
    "level": ("Prompt level", "题目难度"),
    "level.learn": ("📘 Learn", "📘 学习"),
    "level.interview": ("🎤 Interview", "🎤 面试"),
    "level.help": ("Learn explains the derivation; Interview states only the contract, as an interviewer "
                   "would, with the derivation in a ladder of hints.",
                   "学习版讲解推导过程；面试版像面试官一样只给出接口约定，推导过程放在由浅入深的提示里。"),
    "level.none": ("This exercise has no interview prompt in this pack: the learn prompt is shown.",
                   "本题包中这道题没有面试版题面：显示学习版题面。"),
    "ladder": ("Hints (interview)", "提示（面试版）"),
    "ladder.none": ("No hint ladder for this exercise.", "这道题没有提示阶梯。"),
    "ladder.show": ("Take hint {n} of {total} ({rung})", "查看第 {n}/{total} 条提示（{rung}）"),
    "ladder.cost": ("A hint taken makes the next accepted submit not count as a clean solve.",
                    "看过提示后，下一次通过的提交不算作“独立解出”。"),
    "ladder.mock_cost": ("Each hint costs a quarter of this item's score.", "每条提示扣掉本题四分之一的分数。"),
    "rung.nudge": ("nudge", "点拨"),
    "rung.key_idea": ("key idea", "关键思路"),
    "rung.near_solution": ("near-solution", "接近答案"),
    "mc.title": ("Misconceptions", "易错概念"),
    "mc.intro": ("What your diagnosed mistakes and wrong quiz answers reveal. A misconception is resolved by a "
                 "later clean solve (accepted, no hints) of a different exercise or question that tests it.",
                 "根据诊断出的错误和答错的测验题归纳。之后在另一道考查同一概念的练习或测验题上独立解出"
                 "（通过且没看提示），该概念才算解决。"),
    "mc.none": ("No misconception so far.", "目前还没有发现易错概念。"),
    "mc.col.misconception": ("Misconception", "易错概念"),
    "mc.col.status": ("Status", "状态"),
    "mc.col.count": ("How often", "次数"),
    "mc.col.where": ("Where", "出现在"),
    "mc.col.last": ("When last", "最近一次"),
    "mc.col.next": ("Practise next", "下一步练习"),
    "mc.active": ("🔴 active", "🔴 未解决"),
    "mc.resolved": ("✅ resolved", "✅ 已解决"),
    "mc.go": ("Practise “{title}” next ({misconception})", "下一步练习“{title}”（{misconception}）"),
    "mc.retests": ("🔁 re-tests: {names}", "🔁 复习：{names}"),
    "mc.quiz": ("quiz", "测验"),
}


def S(key: str, lang: str | None = None, **params: Any) -> str:
    en, zh = STRINGS[key]
    text = zh if (lang or ui.lang()) == "zh" else en
    return text.format(**params) if params else text


# ------------------------------------------------------------------ Exercise page


def level_switch(ex: Any) -> str:
    """Draw the Learn / Interview switch; returns the level to show. The choice is stored with the profile."""
    store, who = ui.store(), ui.profile()
    saved = store.prompt_level(who)
    levels = ["learn", "interview"]

    def _save() -> None:
        chosen = st.session_state.get("prompt_level_switch")
        if chosen in levels:
            store.set_prompt_level(who, chosen)

    key = "prompt_level_switch"
    if st.session_state.get(key) not in levels:  # first draw in this session (or after another page)
        st.session_state[key] = saved
    ui.keep_choice(key)  # the option labels follow the language
    lang = ui.lang()  # bound now: format_func may be called outside this script run
    level = st.radio(S("level"), levels, key=key, horizontal=True, format_func=lambda v: S(f"level.{v}", lang),
                     help=S("level.help"), on_change=_save)
    level = level if level in levels else saved
    if level == "interview" and not ex.has_level("interview"):
        st.caption(S("level.none"))
    return level


def _rung_label(rung: str) -> str:
    return S(f"rung.{rung}")


def hint_ladder(ex: Any) -> None:
    """The interview level's hints on the Exercise page, one rung at a time (counted per exercise)."""
    pack = ui.current_pack()
    store, who = ui.store(), ui.profile()
    st.subheader(S("ladder"))
    ladder = ex.meta.hint_ladder
    if ladder is None:
        st.caption(S("ladder.none"))
        return
    rungs = ladder.rungs()
    shown = min(store.ladder_shown(who, pack.id, ex.id), len(rungs))
    for n, (rung, text) in enumerate(rungs[:shown], 1):
        st.info(f"**{n}. {_rung_label(rung)}** — " + pack_md(text.get(ui.lang())))
    if shown < len(rungs):
        if st.button(S("ladder.show", n=shown + 1, total=len(rungs), rung=_rung_label(rungs[shown][0])),
                     key="ladder_btn"):
            store.set_ladder_shown(who, pack.id, ex.id, shown + 1)
            st.rerun()
        st.caption(S("ladder.cost"))


# ------------------------------------------------------------------ mock interview


def mock_prompt(ex: Any) -> None:
    """The exercise's prompt at the interview level (the learn prompt when the pack has none)."""
    ui.render_prompt(ex, ui.lang(), level="interview")


def _mock_key(run: Any, idx: int) -> str:
    return f"mock_hints-{run.seed}-{idx}"


def mock_hints_taken(run: Any, idx: int) -> int:
    return int(st.session_state.get(_mock_key(run, idx), 0))


def mock_hint_ladder(ex: Any, run: Any, idx: int) -> int:
    """The hint ladder of a mock-interview exercise; returns how many rungs were taken."""
    ladder = ex.meta.hint_ladder
    if ladder is None:
        return 0
    rungs = ladder.rungs()
    key = _mock_key(run, idx)
    shown = min(int(st.session_state.get(key, 0)), len(rungs))
    with st.expander(f"{S('ladder')} · {shown}/{len(rungs)}", expanded=shown > 0):
        for n, (rung, text) in enumerate(rungs[:shown], 1):
            st.info(f"**{n}. {_rung_label(rung)}** — " + pack_md(text.get(ui.lang())))
        if shown < len(rungs) and not run.done:
            if st.button(S("ladder.show", n=shown + 1, total=len(rungs), rung=_rung_label(rungs[shown][0])),
                         key=f"mock-ladder-{run.seed}-{idx}"):
                st.session_state[key] = shown + 1
                st.rerun()
            st.caption(S("ladder.mock_cost"))
    return shown


def apply_mock_hints(run: Any, idx: int) -> None:
    """Count the hints taken in the recorded outcome of item ``idx``: score × (1 − rungs/4)."""
    outcome = run.outcomes.get(idx)
    n = mock_hints_taken(run, idx)
    if outcome is None:
        return
    detail = dict(outcome.detail or {})
    raw = float(detail.get("score_before_hints", outcome.score))
    detail.update(hints=n, score_before_hints=raw)
    run.outcomes[idx] = dataclasses.replace(outcome, score=mc.hint_penalised(raw, n) if outcome.score else 0.0,
                                            detail=detail)


# ------------------------------------------------------------------ Progress and curriculum


def _quiz(pack: Any):
    try:
        from grader.quiz import load_quiz

        return load_quiz(pack)
    except Exception:  # a pack without a quiz, or a broken one: the quiz page says why
        return None


def _title_of(pack: Any, quiz: Any):
    lang = ui.lang()

    def title(kind: str, item: str) -> str:
        if kind == mc.EXERCISE:
            try:
                return pack.get(item).meta.title.get(lang)
            except KeyError:
                return item
        try:
            text = " ".join(quiz.get(item).question.prompt.get(lang).split())
        except Exception:
            return f"{S('mc.quiz')}: {item}"
        return f"{S('mc.quiz')}: " + (text if len(text) <= 40 else text[:39] + "…")
    return title


def learner_states(pack: Any) -> tuple[dict[str, mc.MisconceptionState], mc.Coverage, Any]:
    """(states, coverage, quiz) of the current learner in ``pack``."""
    store, who = ui.store(), ui.profile()
    attempts, answers = store.attempt_log(who, pack.id), store.quiz_answers(who, pack.id)
    if not any(a["kind"] == "submit" and a["diagnosis"] for a in attempts) and all(x["correct"] for x in answers):
        return {}, mc.Coverage(exercises={}), None  # nothing revealed yet: no need to read the pack's specs
    quiz = _quiz(pack)
    coverage = mc.coverage_of(pack, quiz)  # the first call reads every hidden spec (~1-3 s), then cached
    return mc.track(mc.observations(attempts, answers, coverage), coverage), coverage, quiz


def progress_section(pack: Any) -> None:
    """The Progress page's misconception table, with a link to what to practise next."""
    lang = ui.lang()
    st.subheader("🧩 " + S("mc.title"))
    st.caption(S("mc.intro"))
    states, coverage, quiz = learner_states(pack)
    if not states:
        st.caption(S("mc.none"))
        return
    rows = mc.summary_rows(states, lang, title_of=_title_of(pack, quiz))
    st.dataframe([{S("mc.col.misconception"): r["title"], S("mc.col.status"): S(f"mc.{r['status']}"),
                   S("mc.col.count"): r["count"], S("mc.col.where"): r["where"], S("mc.col.last"): r["last"],
                   S("mc.col.next"): r["practise_next"]} for r in rows],
                 hide_index=True, width="stretch", key="misconceptions_table")
    for r in rows:
        if r["status"] == "active" and r["practise_next_kind"] == mc.EXERCISE:
            st.page_link(ui.page("exercise"), label=S("mc.go", title=r["practise_next"], misconception=r["title"]),
                         icon="🎯", query_params={"ex": r["practise_next_id"]})


def retest_marks(pack: Any) -> dict[str, list[str]]:
    """Exercise id -> titles of the learner's active misconceptions that exercise re-tests."""
    try:
        states, coverage, _ = learner_states(pack)
    except Exception:  # the curriculum must draw even if tracking fails on a broken pack
        return {}
    from grader.misconceptions import BY_ID

    lang = ui.lang()
    return {ex: [BY_ID[m].title(lang) for m in ids] for ex, ids in mc.retests(states, coverage).items()}


def retest_badge(exercise_id: str, marks: dict[str, list[str]]) -> None:
    if marks.get(exercise_id):
        st.caption(S("mc.retests", names=", ".join(marks[exercise_id])))


__all__ = ["level_switch", "hint_ladder", "mock_prompt", "mock_hint_ladder", "mock_hints_taken", "apply_mock_hints",
           "progress_section", "retest_marks", "retest_badge", "learner_states"]
