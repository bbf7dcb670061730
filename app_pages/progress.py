"""Progress: per exercise attempts, best score, time spent and history of verdicts; the full
history; quiz answers; mock interviews; CSV export; reset."""

import json

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
if history:
    st.dataframe(list(reversed(history)), hide_index=True, width="stretch")
else:
    st.caption(T("prog.no_history"))
st.download_button(T("prog.export"), data=store.history_csv(who), file_name=f"attention-dojo-{who}.csv",
                   mime="text/csv", key="csv_btn", icon="⬇️")

answers = store.quiz_answers(who)
if answers:
    st.subheader(T("prog.quiz"))
    st.dataframe([{**a, "answer": json.dumps(a["answer"], ensure_ascii=False),
                   "detail": "" if a["detail"] is None else json.dumps(a["detail"], ensure_ascii=False)}
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

    st.dataframe([{T("prog.mock.col.time"): m["summary"].get("finished_at") or m["time"],
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
            return f"{m['summary'].get('finished_at') or m['time']} · {m['correct']} / {m['items']} · {m['percent']}%"

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
