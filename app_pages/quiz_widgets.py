"""Streamlit widgets shared by the quiz and mock-interview pages (not a page itself).

The question text, choices and explanations come from the pack: rendered as markdown with its math
but through ``dojo.safe.pack_md`` (no links, images, HTML or directives); anything the learner typed
is shown with ``st.text`` only.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from grader.quiz import ExplainAnswer, render_prompt
from grader.quiz.checking import AnswerFormatError, parse_numbers, self_check_points
from grader.quiz.i18n import t
from grader.quiz.render import Instance, displayed

from dojo.markdown import display_math
from dojo.safe import esc, pack_md

ss = st.session_state


def quiz_or_stop(pack, lang: str, *, need_questions: bool = False):
    """The pack's quiz, or a message on the page and ``st.stop()``: the quiz files are broken (a
    table of file, field and problem), have no questions (when ``need_questions``), or are released
    without their answer keys."""
    from app_pages import ui
    from grader.pack import PackError
    from grader.quiz import load_quiz

    try:
        quiz = load_quiz(pack)
    except PackError as exc:
        st.error(t("ui_quiz_broken", lang))
        ui.show_problems_table(exc.problems, "file", "field", "problem")
        st.stop()
    if need_questions and not len(quiz):
        st.info(t("ui_no_quiz", lang))
        st.stop()
    if not quiz.has_keys:
        st.info(t("ui_no_keys", lang))
        st.stop()
    return quiz


def question_header(quiz, instance: Instance, lang: str, number: str = "") -> None:
    item = quiz.get(instance.question_id)
    q = item.question
    bits = [quiz.topic_label(q.topic, lang), t("kind_" + q.kind, lang), t("difficulty_" + q.difficulty, lang)]
    if number:
        bits.insert(0, number)
    st.caption(esc(" · ".join(bits)))
    st.markdown(display_math(pack_md(render_prompt(q, instance, lang))))
    if q.kind == "numeric" and q.unit:
        st.caption(f"{t('unit', lang)}: " + pack_md(q.unit.get(lang)))


def show_choices(quiz, instance: Instance, lang: str) -> None:
    """The choices or items, read-only (after the answer was given)."""
    q = quiz.get(instance.question_id).question
    st.markdown("\n".join(f"- **{label}.** " + pack_md(text.get(lang)) for label, _, text in displayed(q, instance)))


def _label_map(q, instance: Instance, lang: str) -> dict[str, str]:
    return {cid: f"{label}. " + pack_md(text.get(lang)) for label, cid, text in displayed(q, instance)}


def answer_form(quiz, instance: Instance, lang: str, key: str) -> Any | None:
    """Draw the answer widgets; return the answer once submitted and well-formed (else None)."""
    q = quiz.get(instance.question_id).question
    if q.kind == "explain":
        return _explain(quiz, instance, lang, key)
    labels = _label_map(q, instance, lang)
    ids = list(labels)
    with st.form(key=f"{key}-form"):
        if q.kind == "single_choice":
            st.radio(t("ui_choose_one", lang), options=ids, format_func=labels.get, index=None, key=f"{key}-radio")
        elif q.kind == "multiple_choice":
            st.caption(t("ui_choose_all", lang))
            for cid in ids:
                st.checkbox(labels[cid], key=f"{key}-cb-{cid}")
        elif q.kind == "numeric":
            help_text = t("ui_numeric_help", lang) if q.size == 1 else t("ui_numeric_help_n", lang, n=q.size)
            st.text_input(t("ui_numeric_label", lang), key=f"{key}-num", placeholder=help_text, help=help_text)
        elif q.kind == "ordering":
            st.caption(t("ui_order_help", lang))
            st.markdown("\n".join(f"- **{label}.** " + pack_md(text.get(lang)) for label, _, text in displayed(q, instance)))
            for i in range(len(ids)):
                st.selectbox(t("ui_position", lang, i=i + 1), options=ids, format_func=labels.get, index=None,
                             key=f"{key}-pos{i}", placeholder=t("ui_placeholder", lang))
        submitted = st.form_submit_button(t("ui_submit", lang), type="primary")
    if not submitted:
        return None
    if q.kind == "single_choice":
        choice = ss.get(f"{key}-radio")
        if choice is None:
            st.error(t("ui_pick_one", lang))
        return choice
    if q.kind == "multiple_choice":
        picked = [cid for cid in ids if ss.get(f"{key}-cb-{cid}")]
        if not picked:
            st.error(t("ui_pick_some", lang))
            return None
        return picked
    if q.kind == "numeric":
        try:
            return parse_numbers(ss.get(f"{key}-num") or "", q.size, lang)
        except AnswerFormatError as exc:
            st.error(str(exc))
            return None
    order = [ss.get(f"{key}-pos{i}") for i in range(len(ids))]
    if None in order or len(set(order)) != len(order):
        st.error(t("ui_order_incomplete", lang))
        return None
    return order


def _explain(quiz, instance: Instance, lang: str, key: str) -> ExplainAnswer | None:
    """Two steps: write an answer; then read the model answer and tick the points you made."""
    text_key, saved_key, phase_key = f"{key}-text", f"{key}-saved", f"{key}-phase"
    if ss.get(phase_key) != "check":
        with st.form(key=f"{key}-form1"):
            st.text_area(t("ui_explain_label", lang), key=text_key, height=180)
            go = st.form_submit_button(t("ui_explain_reveal", lang), type="primary")
        if not go:
            return None
        text = (ss.get(text_key) or "").strip()
        if not text:
            st.error(t("ui_explain_empty", lang))
            return None
        ss[saved_key] = text  # widget state can be dropped once the widget is gone
        ss[phase_key] = "check"
    text = ss.get(saved_key, "")
    st.markdown(f"**{t('your_answer', lang)}**")
    st.text(text)
    item = quiz.get(instance.question_id)
    st.markdown(f"**{t('model_answer', lang)}**")
    st.info(pack_md(item.key.model_answer.get(lang)))
    points = self_check_points(quiz, instance.question_id, lang)
    with st.form(key=f"{key}-form2"):
        st.markdown(t("self_check", lang))
        for i, point in enumerate(points):
            st.checkbox(pack_md(point), key=f"{key}-pt{i}")
        done = st.form_submit_button(t("ui_explain_score", lang), type="primary")
    if not done:
        return None
    checked = tuple(i for i in range(len(points)) if ss.get(f"{key}-pt{i}"))
    return ExplainAnswer(text=text, checked=checked)


def show_result(result: dict[str, Any], lang: str) -> None:
    """Verdict, the right answer, remarks and the explanation (``result`` is ``Result.to_dict()``)."""
    score = float(result.get("score", 0.0))
    if result.get("correct"):
        st.success(f"✓ {t('correct', lang)}")
    elif score > 0:
        st.warning(f"{t('partly', lang)} — {t('score', lang)} {score:.2f}")
    else:
        st.error(f"✗ {t('wrong', lang)}")
    if result.get("kind") != "explain":
        st.markdown(f"**{t('your_answer', lang)}:**")
        st.text(result.get("given", ""))
        if not result.get("correct"):
            st.markdown(f"**{t('expected', lang)}:** " + pack_md(result.get('expected', '')))
    for remark in result.get("feedback", []):
        st.markdown("- " + pack_md(remark))
    if result.get("kind") != "explain":
        st.markdown(f"**{t('why', lang)}:** " + display_math(pack_md(result.get('explanation', ''))))


def answer_for_storage(answer: Any) -> Any:
    """A JSON-friendly form of an answer for ``Store.save_quiz_answer``."""
    if isinstance(answer, ExplainAnswer):
        return {"text": answer.text, "checked": list(answer.checked)}
    return answer


def answer_detail(instance: Instance, kind: str) -> dict[str, Any] | None:
    """What ``Store.save_quiz_answer(detail=...)`` keeps beside an answer: the parameters drawn for a
    numeric question (its numbers differ on every attempt) with the seed they were drawn from, and
    for choice and ordering questions the order the choices were shown in (so Progress can show the
    letters the learner saw)."""
    if kind == "numeric" and instance.params:
        return {"seed": instance.seed, "params": dict(instance.params)}
    if instance.order:
        return {"seed": instance.seed, "order": list(instance.order)}
    return None


def answer_text(quiz, question_id: str, answer: Any, detail: dict[str, Any] | None, lang: str) -> str:
    """A stored answer as the learner saw it: "B. text" for choices (in the order shown), the order
    of items, the numbers typed, the text written. Plain text (for tables)."""
    try:
        item = quiz.get(question_id)
    except Exception:
        return str(answer)
    q = item.question
    if isinstance(answer, dict) and "text" in answer:  # an explanation
        return str(answer["text"])
    order = tuple((detail or {}).get("order") or ())
    labels = {cid: (label, text.get(lang)) for label, cid, text in
              displayed(q, Instance(question_id=question_id, order=order))}
    ids = answer if isinstance(answer, list) else [answer]
    if ids and all(isinstance(a, str) and a in labels for a in ids):
        return " · ".join(f"{labels[a][0]}. {labels[a][1]}" for a in ids)
    if isinstance(answer, list):
        return ", ".join(str(a) for a in answer)
    return str(answer)


def summary_tables(summary, lang: str) -> None:
    c1, c2, c3 = st.columns(3)
    c1.metric(t("ui_correct_metric", lang), f"{summary.correct} / {len(summary.rows)}")
    c2.metric(t("ui_percent", lang), f"{summary.percent}%")
    from grader.quiz.session import clock_text

    used = clock_text(summary.elapsed_s)
    c3.metric(t("ui_time_used", lang), used if not summary.time_limit_s else f"{used} / {clock_text(summary.time_limit_s)}")
    if summary.timed_out:
        st.warning(t("summary_timeout", lang))
    st.dataframe([{t("ui_col_n", lang): r.index + 1, t("ui_col_kind", lang): t("kind_" + r.kind, lang),
                   t("ui_col_item", lang): r.title, t("ui_col_status", lang): t("status_" + r.status, lang),
                   t("ui_col_score", lang): round(r.score, 2)} for r in summary.rows],
                 hide_index=True, width="stretch")
    if summary.by_topic:
        st.markdown(f"**{t('by_topic', lang)}**")
        st.dataframe([{t("ui_col_topic", lang): label, t("ui_col_score", lang): round(score, 2),
                       t("ui_col_questions", lang): n} for _, label, score, n in summary.by_topic],
                     hide_index=True, width="stretch")
    if summary.review:
        st.info(f"{t('review', lang)}: " + esc(", ".join(summary.review)))


__all__ = ["question_header", "show_choices", "answer_form", "show_result", "answer_for_storage", "answer_detail",
           "answer_text",
           "summary_tables"]
