"""Progress: per exercise attempts, best score, time spent and history of verdicts; the full
history; quiz answers; mock interviews; CSV export; reset."""

import streamlit as st

from app_pages import misconceptions_panel as mp  # misconception tracking (misconceptions_panel)
from app_pages import ui
from app_pages.ui import T
from dojo.i18n import fmt_duration, t
from grader.messages import verdict_label
from grader.quiz.i18n import STRINGS as QUIZ_STRINGS
from grader.quiz.i18n import t as quiz_t
from grader.quiz.session import clock_text

lang = ui.lang()
pack = ui.current_pack()
store = ui.store()
who = ui.profile()
st.title("📈 " + T("prog.title"))

stats = store.exercise_stats(who, pack.id)
exercises = pack.ordered()
c = st.columns(3)
c[0].metric(T("prog.solved"), f"{sum(1 for s in stats.values() if s.solved)}/{len(exercises)}")
c[1].metric(T("prog.attempts_total"), sum(s.attempts for s in stats.values()))
c[2].metric(T("prog.total_time"), fmt_duration(sum(s.time_spent_s for s in stats.values()), lang))

st.subheader(T("prog.summary"))
rows = []
for ex in exercises:
    s = stats.get(ex.id)
    rows.append({T("prog.col.exercise"): ex.meta.title.get(lang),
                 T("prog.col.status"): T(f"status.{s.status if s else 'not_started'}"),
                 T("prog.col.attempts"): s.attempts if s else 0,
                 T("prog.col.runs"): s.runs if s else 0,
                 T("prog.col.best"): None if not s or s.best_score is None else round(s.best_score * 100),
                 T("prog.col.time"): fmt_duration(s.time_spent_s if s else 0, lang),
                 T("prog.col.verdicts"): " → ".join(verdict_label(v, lang) for v in (s.verdicts[-6:] if s else []))})
st.dataframe(rows, hide_index=True, width="stretch",
             column_config={T("prog.col.best"): st.column_config.ProgressColumn(min_value=0, max_value=100, format="%d%%")})

mp.progress_section(pack)  # misconception tracking: per misconception, active/resolved, practise next

st.subheader(T("prog.history"))
history = store.history(who)
titles = {e.id: e.meta.title.get(lang) for e in exercises}


KIND = {"run": T("ex.kind.run"), "submit": T("ex.kind.submit")}


def _history_rows() -> list[dict]:
    return [{T("prog.h.time"): ui.local_time(h["time"]), T("prog.col.exercise"): titles.get(h["exercise"], h["exercise"]),
             T("prog.h.kind"): KIND.get(h["kind"], h["kind"]),
             T("prog.h.verdict"): ("✅ " if h["verdict"] == "accepted" else "❌ ") + verdict_label(h["verdict"], lang),
             T("prog.h.cases"): f"{h['passed']}/{h['total']}", T("prog.h.score"): f"{h['score']:.0%}"}
            for h in reversed(history)]


if history:
    st.dataframe(_history_rows(), hide_index=True, width="stretch")
else:
    st.caption(T("prog.no_history"))


def _csv() -> str:
    """Exercise attempts, quiz answers and mock interviews in one file, headers in the current language."""
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow([T("prog.h.type"), T("prog.h.time"), T("prog.col.exercise"), T("prog.h.kind"), T("prog.h.verdict"),
                T("prog.h.cases"), T("prog.h.score")])
    for h in history:
        w.writerow([T("prog.h.type_exercise"), ui.local_time(h["time"]), titles.get(h["exercise"], h["exercise"]),
                    h["kind"], verdict_label(h["verdict"], lang), f"{h['passed']}/{h['total']}", round(h["score"], 4)])
    for a in store.quiz_answers(who):
        w.writerow([T("prog.h.type_quiz"), ui.local_time(a["time"]), a["question_id"], "", "✓" if a["correct"] else "✗",
                    "", "" if a["score"] is None else round(a["score"], 4)])
    for m in store.mock_interviews(who):
        w.writerow([T("prog.h.type_mock"), ui.local_time(m["time"]), m["pack"], "", "", f"{m['correct']}/{m['items']}",
                    m["percent"] / 100])
    return buf.getvalue()


st.download_button(T("prog.export"), data=_csv(), file_name=f"attention-dojo-{who}.csv",
                   mime="text/csv", key="csv_btn", icon="⬇️")

answers = store.quiz_answers(who)
if answers:
    st.subheader(T("prog.quiz"))
    try:
        from grader.quiz import load_quiz

        _quiz = load_quiz(pack)
    except Exception:
        _quiz = None

    def _question_text(qid: str, detail) -> str:
        try:
            from grader.quiz import render_prompt as quiz_prompt

            item = _quiz.get(qid)
            seed = int((detail or {}).get("seed") or 0)  # the numbers the learner was asked about
            text = " ".join(quiz_prompt(item.question, _quiz.instantiate(qid, seed), lang).split())
            return text if len(text) <= 90 else text[:89] + "…"
        except Exception:
            return qid

    from app_pages.quiz_widgets import answer_text

    def _answer(a) -> str:
        return answer_text(_quiz, a["question_id"], a["answer"], a["detail"], lang) if _quiz is not None else str(a["answer"])

    st.dataframe([{T("prog.h.time"): ui.local_time(a["time"]), T("prog.q.question"): _question_text(a["question_id"], a["detail"]),
                   T("prog.q.answer"): _answer(a), T("prog.q.result"): "✓" if a["correct"] else "✗",
                   T("prog.h.score"): "" if a["score"] is None else f"{a['score']:.0%}"}
                  for a in reversed(answers)], hide_index=True, width="stretch")


def _quiz_label(prefix: str, key: str) -> str:
    return quiz_t(prefix + key, lang) if prefix + key in QUIZ_STRINGS else key


st.subheader(T("prog.mock"))
mocks = list(reversed(store.mock_interviews(who)))  # newest first
if not mocks:
    st.caption(T("prog.no_mock"))
else:
    def _used(m) -> str:
        used = clock_text(m["elapsed_s"])
        return used if not m["time_limit_s"] else f"{used} / {clock_text(m['time_limit_s'])}"

    st.dataframe([{T("prog.mock.col.time"): ui.local_time(m["summary"].get("finished_at") or m["time"]),
                   T("prog.mock.col.pack"): m["pack"],
                   T("prog.mock.col.correct"): f"{m['correct']} / {m['items']}",
                   T("prog.mock.col.percent"): m["percent"],
                   T("prog.mock.col.time_used"): _used(m),
                   T("prog.mock.col.timed_out"): "⌛" if m["timed_out"] else ""} for m in mocks],
                 hide_index=True, width="stretch",
                 column_config={T("prog.mock.col.percent"): st.column_config.ProgressColumn(
                     min_value=0, max_value=100, format="%d%%")})
    with st.expander(T("prog.mock_detail")):
        def _label(i: int) -> str:
            m = mocks[i]
            return f"{ui.local_time(m['summary'].get('finished_at') or m['time'])} · {m['correct']} / {m['items']} · {m['percent']}%"

        pick = st.selectbox(T("prog.mock_pick"), range(len(mocks)), key="prog_mock_pick", format_func=_label)
        summary = mocks[pick]["summary"]
        st.dataframe([{T("prog.mock.col.n"): int(r.get("index", i)) + 1,
                       T("prog.mock.col.kind"): _quiz_label("kind_", str(r.get("kind", ""))),
                       T("prog.mock.col.item"): r.get("title", r.get("id", "")),
                       T("prog.mock.col.status"): _quiz_label("status_", str(r.get("status", ""))),
                       T("prog.mock.col.score"): round(float(r.get("score") or 0.0), 2)}
                      for i, r in enumerate(summary.get("rows") or [])], hide_index=True, width="stretch")
        if summary.get("review"):
            st.caption(f"{quiz_t('review', lang)}: {', '.join(map(str, summary['review']))}")

st.divider()


def _reset() -> None:
    st.session_state["_reset_done"] = True
    store.reset(who, pack.id if st.session_state.get("reset_scope") == "pack" else None)
    for k in [k for k in st.session_state if str(k).startswith(("code-", "_result-"))]:
        del st.session_state[k]
    st.session_state["reset_sure"] = False


with st.expander("🗑️ " + T("prog.reset"), expanded=bool(st.session_state.get("_reset_done"))):
    if st.session_state.pop("_reset_done", False):
        st.success(T("prog.reset_done"))
    ui.keep_choice("reset_scope")
    st.radio(T("prog.reset_scope"), ["pack", "all"], format_func=lambda s: t(f"prog.reset_{s}", lang),
             key="reset_scope", horizontal=True)
    sure = st.checkbox(T("prog.reset_confirm"), key="reset_sure")
    st.button(T("prog.reset"), key="reset_go", disabled=not sure, type="primary", on_click=_reset)
