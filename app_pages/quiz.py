"""Quiz: concept questions one at a time, each checked with its explanation; a summary at the end.

Answers are stored with ``Store.save_quiz_answer`` so they count in the learner's progress.
The language comes from ``st.session_state["lang"]``; the pack is the learner's current pack.
"""

from __future__ import annotations

import streamlit as st

from app_pages import quiz_widgets as W
from app_pages import ui
from dojo import runs
from grader.quiz import QuizRun
from grader.quiz.i18n import t
from grader.quiz.schema import KINDS

ss = st.session_state
lang = st.session_state.get("lang", "en")
pack = ui.current_pack()

st.title(f"❓ {t('ui_quiz_title', lang)}")
quiz = W.quiz_or_stop(pack, lang, need_questions=True)

STATE_KEY = "run:quiz"  # the running quiz, stored with the profile (dojo.runs)
run: QuizRun | None = ss.get("quiz_run")
if run is not None and ss.get("quiz_pack") != str(pack.root):
    run = None  # the learner switched packs
if run is None and ss.get("quiz_run_checked") != (ui.profile(), str(pack.root)):
    # a reload, a reconnect or a server restart: resume the stored run
    ss["quiz_run_checked"] = (ui.profile(), str(pack.root))
    loaded = runs.load(ui.store().get_state(ui.profile(), STATE_KEY), quiz, pack)
    if loaded is not None:
        run, extra = loaded
        ss["quiz_run"], ss["quiz_pack"] = run, str(pack.root)
        fb = extra.get("feedback")
        ss["quiz_feedback"] = (int(fb[0]), fb[1]) if fb else None


def _persist() -> None:
    r = ss.get("quiz_run")
    fb = ss.get("quiz_feedback")
    ui.store().set_state(ui.profile(), STATE_KEY, None if r is None else runs.dump(
        r, pack_root=str(pack.root), extra={"feedback": list(fb) if fb else None}))


def _start() -> None:
    topics = ss.get("quiz_topics") or None
    kinds = ss.get("quiz_kinds") or None
    count = int(ss.get("quiz_count") or 10)
    ss["quiz_run"] = QuizRun.create(quiz, count=count, topics=topics, kinds=kinds)
    ss["quiz_pack"] = str(pack.root)
    ss["quiz_feedback"] = None
    _persist()


def _reset() -> None:
    ss["quiz_run"] = None
    ss["quiz_feedback"] = None
    _persist()


def _next() -> None:
    ss["quiz_feedback"] = None
    _persist()


if run is None:
    st.write(t("ui_quiz_intro", lang))
    st.caption(t("ui_questions_available", lang, n=len(quiz)))
    with st.form("quiz_setup"):
        st.multiselect(t("ui_topics", lang), quiz.topic_ids(), format_func=lambda x: quiz.topic_label(x, lang),
                       key="quiz_topics", placeholder=t("ui_placeholder", lang))
        st.multiselect(t("ui_kinds", lang), list(KINDS), format_func=lambda k: t("kind_" + k, lang), key="quiz_kinds",
                       placeholder=t("ui_placeholder", lang))
        st.number_input(t("ui_count", lang), min_value=1, max_value=len(quiz), value=min(10, len(quiz)), step=1,
                        key="quiz_count")
        st.form_submit_button(t("ui_start", lang), type="primary", on_click=_start)
    st.stop()

n = len(run.items)
if n == 0:  # no question matches the filters
    st.info(t("cli_no_questions", lang))
    st.button(t("ui_new_quiz", lang), on_click=_reset, key="quiz_new_empty")
    st.stop()

answered = len(run.outcomes)
st.progress(answered / n, text=t("ui_answered_n", lang, k=answered, n=n))
feedback = ss.get("quiz_feedback")

if feedback is not None:
    idx, result = feedback
    item = run.items[idx]
    W.question_header(quiz, item.instance, lang, t("question_n", lang, i=idx + 1, n=n))
    if item.kind not in ("numeric", "explain"):
        W.show_choices(quiz, item.instance, lang)
    W.show_result(result, lang)
    st.button(t("ui_see_summary", lang) if run.done else t("ui_next", lang), type="primary", on_click=_next,
              key="quiz_next")
    st.stop()

if run.done:
    st.subheader(t("summary", lang))
    W.summary_tables(run.summary(quiz, lang), lang)
    wrong = [(i, o) for i, o in sorted(run.outcomes.items()) if not o.correct and o.detail]
    if wrong:  # the questions missed, with the right answer and why
        from dojo.i18n import t as ui_t

        with st.expander("🔁 " + ui_t("quiz.review_wrong", lang, n=len(wrong)), expanded=True):
            for i, o in wrong:
                item = run.items[i]
                W.question_header(quiz, item.instance, lang, t("question_n", lang, i=i + 1, n=n))
                if item.kind not in ("numeric", "explain"):
                    W.show_choices(quiz, item.instance, lang)
                W.show_result(o.detail, lang)
                st.divider()
    st.button(t("ui_new_quiz", lang), type="primary", on_click=_reset, key="quiz_new")
    st.stop()

idx = run.current_index
item = run.items[idx]
W.question_header(quiz, item.instance, lang, t("question_n", lang, i=idx + 1, n=n))
answer = W.answer_form(quiz, item.instance, lang, key=f"quiz-{run.seed}-{idx}")
if answer is not None:
    result = run.submit(quiz, answer, lang, index=idx)
    ui.store().save_quiz_answer(ui.profile(), pack.id, item.id, W.answer_for_storage(answer), result.correct,
                                result.score, detail=W.answer_detail(item.instance, item.kind))
    ss["quiz_feedback"] = (idx, result.to_dict())
    _persist()
    st.rerun()

c1, c2 = st.columns(2)
if c1.button(t("ui_skip", lang), key=f"quiz_skip_{idx}"):
    run.skip(idx)
    _persist()
    st.rerun()
if c2.button(t("ui_stop", lang), key="quiz_stop"):
    run.finish()
    _persist()
    st.rerun()
