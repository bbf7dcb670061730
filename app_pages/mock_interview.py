"""Mock interview: a random mix of quiz questions and coding exercises against a clock.

Answers are recorded as they are given (quiz answers with ``Store.save_quiz_answer``, code with
``Store.record`` as a submit), so they count in the learner's progress; the results and
explanations come at the end, when the learner finishes or the time is up. The finished interview
as a whole (its summary) is stored with ``Store.save_mock_interview`` for the Progress page.
"""

from __future__ import annotations

from datetime import datetime, timezone

import streamlit as st

from app_pages import misconceptions_panel as mp  # interview mode (misconceptions_panel)
from app_pages import quiz_widgets as W
from app_pages import ui
from dojo import runs
from dojo.grading import GraderBusy, Refused, check_rate, grade_capped
from dojo.i18n import t as ui_t
from dojo.safe import esc
from grader.messages import verdict_label
from grader.quiz import MockInterview
from grader.quiz.i18n import t
from grader.quiz.session import ExerciseItem

ss = st.session_state
lang = st.session_state.get("lang", "en")
pack = ui.current_pack()

st.title(f"🎤 {t('mock_title', lang)}")
quiz = W.quiz_or_stop(pack, lang)

STATE_KEY = "run:mock"  # the running interview, stored with the profile (dojo.runs)
run: MockInterview | None = ss.get("mock_run")
if run is not None and ss.get("mock_pack") != str(pack.root):
    run = None
if run is None and ss.get("mock_run_checked") != (ui.profile(), str(pack.root)):
    # a reload, a reconnect or a server restart: resume the stored run, its clock still running
    ss["mock_run_checked"] = (ui.profile(), str(pack.root))
    loaded = runs.load(ui.store().get_state(ui.profile(), STATE_KEY), quiz, pack)
    if loaded is not None:
        run, extra = loaded
        ss["mock_run"], ss["mock_pack"] = run, str(pack.root)
        ss["mock_reports"] = {int(k): v for k, v in (extra.get("reports") or {}).items()}
        ss.setdefault("mock_item_sel", run.current_index or 0)
        for k, v in (extra.get("code") or {}).items():
            ss.setdefault(k, v)
n_exercises_available = len(pack.ordered())


def _persist() -> None:
    """Store the running interview (and the code typed in its exercises) with the profile."""
    r = ss.get("mock_run")
    if r is None:
        ui.store().set_state(ui.profile(), STATE_KEY, None)
        return
    code = {k: v for k, v in ss.items() if isinstance(k, str) and k.startswith(f"mock-code-{r.seed}-")
            and isinstance(v, str)}
    ui.store().set_state(ui.profile(), STATE_KEY, runs.dump(r, pack_root=str(pack.root), extra={
        "reports": {str(k): v for k, v in (ss.get("mock_reports") or {}).items()}, "code": code}))


def _start() -> None:
    mock = MockInterview.create(quiz, pack, n_questions=int(ss.get("mock_nq") or 0),
                                n_exercises=int(ss.get("mock_ne") or 0), minutes=float(ss.get("mock_minutes") or 20))
    ss["mock_run"] = mock
    ss["mock_pack"] = str(pack.root)
    ss["mock_reports"] = {}
    ss["mock_item_sel"] = 0
    ss["mock_settings"] = {"minutes": ss.get("mock_minutes"), "nq": ss.get("mock_nq"), "ne": ss.get("mock_ne")}
    ui.store().set_state(ui.profile(), "pref:mock_settings", ss["mock_settings"])
    _persist()


def _reset() -> None:
    ss["mock_run"] = None
    _persist()


def _finish() -> None:
    if ss.get("mock_run") is not None:
        ss["mock_run"].finish()
        _persist()


if run is None:
    st.write(t("ui_mock_intro", lang))
    prefs = ss.get("mock_settings") or ui.store().get_state(ui.profile(), "pref:mock_settings") or {}

    def _pref(name: str, default: int, hi: int) -> int:
        try:
            return max(0, min(hi, int(prefs.get(name))))
        except (TypeError, ValueError):
            return default

    # three settings: Enter in one of them must not start the interview before the others are set
    with st.form("mock_setup", enter_to_submit=False):
        c1, c2, c3 = st.columns(3)
        c1.number_input(t("ui_minutes", lang), min_value=1, max_value=180, value=max(1, _pref("minutes", 20, 180)),
                        step=5, key="mock_minutes")
        c2.number_input(t("ui_n_questions", lang), min_value=0, max_value=len(quiz),
                        value=_pref("nq", min(6, len(quiz)), len(quiz)), step=1, key="mock_nq")
        ne_max = min(5, n_exercises_available)
        c3.number_input(t("ui_n_exercises", lang), min_value=0, max_value=ne_max,
                        value=_pref("ne", min(1, n_exercises_available), ne_max), step=1, key="mock_ne")
        st.form_submit_button(t("ui_mock_start", lang), type="primary", on_click=_start)
    st.stop()

if not run.items:
    st.info(t("cli_no_questions", lang))
    st.button(t("ui_mock_new", lang), on_click=_reset, key="mock_new_empty")
    st.stop()

reports: dict[int, dict] = ss.setdefault("mock_reports", {})


def _status_mark(i: int) -> str:
    o = run.outcomes.get(i)
    if o is None:
        return "○"
    return {"answered": "●", "skipped": "–", "late": "⌛"}.get(o.status, "●")


def _item_label(i: int) -> str:
    item = run.items[i]
    if isinstance(item, ExerciseItem):
        title = item.title.get(lang)
    else:
        title = " ".join(W.render_prompt(quiz.get(item.id).question, item.instance, lang).split())
        title = title if len(title) <= 60 else title[:57] + "…"
    return f"{_status_mark(i)} {i + 1}. [{t('kind_' + item.kind, lang)}] {title}"


# ------------------------------------------------------------------ results
if run.done:
    run.finish()
    if run.time_up():
        st.warning(t("time_up", lang))
    st.subheader(t("summary", lang))
    summary = run.summary(quiz, lang)
    run_id = f"{run.seed}-{run.started_at:.3f}"
    if ss.get("mock_saved") != run_id:  # the whole interview, once, for the Progress page
        ui.store().save_mock_interview(ui.profile(), pack.id, {
            **summary.to_dict(), "run_id": run_id, "lang": lang,
            "started_at": datetime.fromtimestamp(run.started_at, timezone.utc).isoformat(timespec="seconds"),
            "finished_at": datetime.fromtimestamp(run.finished_at or run.started_at, timezone.utc).isoformat(
                timespec="seconds")})
        ss["mock_saved"] = run_id
    W.summary_tables(summary, lang)
    with st.expander(t("ui_details", lang), expanded=True):
        for i, item in enumerate(run.items):
            st.markdown(f"**{esc(_item_label(i))}**")
            o = run.outcomes.get(i)
            if isinstance(item, ExerciseItem):
                if o is None or o.status == "skipped":
                    st.caption(t("ui_not_answered", lang))
                else:
                    d = o.detail
                    st.write(t("ui_verdict_line", lang, verdict=verdict_label(d.get("verdict", ""), lang),
                               passed=d.get("passed", 0), total=d.get("total", 0)))
                    for msg in reports.get(i, {}).get("feedback", []):
                        st.markdown("- " + ui.pack_md(msg))
                if o is not None and o.status == "late":
                    st.caption(t("status_late", lang))
            else:
                W.question_header(quiz, item.instance, lang)
                if o is None or not o.detail:
                    st.caption(t("ui_not_answered", lang))
                else:
                    if o.status == "late":
                        st.caption(t("status_late", lang))
                    W.show_result(o.detail, lang)
                    if o.detail.get("kind") == "explain":
                        st.markdown(f"**{t('model_answer', lang)}:** " + ui.pack_md(o.detail.get('expected', '')))
            st.divider()
    ui.store().set_state(ui.profile(), STATE_KEY, None)  # finished: nothing left to resume
    st.button(t("ui_mock_new", lang), type="primary", on_click=_reset, key="mock_new")
    st.stop()


# ------------------------------------------------------------------ the clock
# ticked in the browser; at zero it reruns the page once, and the page above shows the results
top_l, top_r = st.columns([2, 1])
with top_l:
    if ui.countdown(t("ui_time_left", lang), run.remaining() or 0.0, stamp=f"{run.seed}-{run.started_at:.3f}",
                    key="mock_clock") and run.time_up():
        st.rerun()
with top_r:
    st.button(t("ui_mock_finish", lang), on_click=_finish, key="mock_finish")

answered = len(run.outcomes)
st.progress(answered / len(run.items), text=t("ui_answered_n", lang, k=answered, n=len(run.items)))
if run.current_index is None:
    st.info(t("ui_all_done", lang))

if "mock_item_next" in ss:  # chosen after an answer; a widget's key can only be set before the widget
    ss["mock_item_sel"] = ss.pop("mock_item_next")
if ss.get("mock_item_sel") is None or not 0 <= ss["mock_item_sel"] < len(run.items):
    ss["mock_item_sel"] = run.current_index or 0
idx = st.selectbox(t("ui_go_to", lang), list(range(len(run.items))), format_func=_item_label, key="mock_item_sel")
item = run.items[idx]
outcome = run.outcomes.get(idx)


def _after_answer(i: int) -> None:
    nxt = run.current_index
    ss["mock_item_next"] = nxt if nxt is not None else i


if isinstance(item, ExerciseItem):
    ex = pack.get(item.exercise_id)
    st.caption(f"{t('kind_exercise', lang)} · {t('difficulty_' + ex.meta.difficulty, lang)}")
    st.markdown(f"### {esc(ex.meta.title.get(lang))}")
    ui.render_prompt(ex, lang, level="interview")  # the one prompt renderer, at the interview level
    mp.mock_hint_ladder(ex, run, idx)  # interview mode: hints, counted in the score
    code_key = f"mock-code-{run.seed}-{idx}"
    if code_key not in ss:
        ss[code_key] = ex.stub(lang)
    # autosave while typing (the guard reports the editor's text; the editor itself reports only its button)
    ui.page_guard(key="guard-mock", on_draft=lambda k, _text: _persist() if k == code_key else None)
    edit = ui.code_input(code_key, t("ui_code_label", lang), height=320, on_change=_persist,
                         actions=[ui.Action("grade", t("ui_grade", lang), f"mock-grade-{idx}", primary=True)])
    if idx in reports:
        # recorded; the verdict comes with the results at the end, as the intro says
        st.success(t("ui_recorded", lang))
        st.caption(t("ui_resubmit", lang))
    if edit.action == "grade":
        ui.action_done(code_key)
        source = ss.get(code_key) or ""
        try:
            check_rate(ui.store(), ui.profile())
            report = run.submit_exercise(source, lang, index=idx, grade=grade_capped)
        except Refused as exc:
            st.error(esc(ui_t(exc.key, lang, **exc.params)))
        except GraderBusy:
            st.warning(t("ui_busy", lang))
        else:
            mp.apply_mock_hints(run, idx)  # interview mode: hints taken lower this item's score
            ui.store().record(ui.profile(), pack.id, item.exercise_id, "submit", source, report,
                              hints_taken=mp.mock_hints_taken(run, idx))  # interview mode: hints of this run
            reports[idx] = {"verdict": report.verdict, "passed": report.passed, "total": report.total,
                            "feedback": [f.message for f in report.feedback]}
            _after_answer(idx)
            _persist()
            st.rerun()
else:
    key = f"mock-{run.seed}-{idx}"
    W.question_header(quiz, item.instance, lang)
    if outcome is not None and outcome.status != "skipped":
        if item.kind not in ("numeric", "explain"):
            W.show_choices(quiz, item.instance, lang)
        st.success(t("ui_recorded", lang))
    else:
        answer = W.answer_form(quiz, item.instance, lang, key=key)
        if answer is not None:
            result = run.submit(quiz, answer, lang, index=idx)
            ui.store().save_quiz_answer(ui.profile(), pack.id, item.id, W.answer_for_storage(answer),
                                        result.correct, result.score, detail=W.answer_detail(item.instance, item.kind))
            _after_answer(idx)
            _persist()
            st.rerun()
        if outcome is None and st.button(t("ui_skip", lang), key=f"mock-skip-{idx}"):
            run.skip(idx)
            _after_answer(idx)
            _persist()
            st.rerun()
