"""Progress: per exercise attempts, best score, time spent and history of verdicts; the full
history; quiz answers; CSV export; reset."""

import streamlit as st

from app_pages import ui
from app_pages.ui import T
from dojo.i18n import fmt_duration
from grader.messages import verdict_label

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
    st.dataframe(list(reversed(answers)), hide_index=True, width="stretch")

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
    st.radio(T("prog.reset_scope"), ["pack", "all"], format_func=lambda s: T(f"prog.reset_{s}"),
             key="reset_scope", horizontal=True)
    sure = st.checkbox(T("prog.reset_confirm"), key="reset_sure")
    st.button(T("prog.reset"), key="reset_go", disabled=not sure, type="primary", on_click=_reset)
