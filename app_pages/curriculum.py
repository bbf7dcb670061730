"""Curriculum (home): exercises in learning order with difficulty, tags, status and best score;
quiz progress; what to do next."""

import streamlit as st

from app_pages import misconceptions_panel as mp  # misconception tracking (misconceptions_panel)
from app_pages import ui
from app_pages.ui import T

lang = ui.lang()
pack = ui.current_pack()
store = ui.store()
stats = store.exercise_stats(ui.profile(), pack.id)
exercises = pack.ordered()

st.title(f"🥋 {T('app.title')}")
st.caption(T("app.tagline"))
st.subheader(pack.manifest.title.get(lang))
if pack.manifest.description:
    st.markdown(pack.manifest.description.get(lang))
st.write(T("cur.intro"))

solved = sum(1 for e in exercises if stats.get(e.id) and stats[e.id].solved)
quiz_page = ui.PAGES_DIR / "quiz.py"
c1, c2, c3 = st.columns(3)
c1.metric(T("cur.solved_count"), f"{solved}/{len(exercises)}")
quiz = store.quiz_summary(ui.profile(), pack.id)
c2.metric(T("cur.quiz_progress"), T("cur.quiz_value", **quiz) if quiz["answered"] else T("cur.quiz_none"))
nxt = next((e for e in exercises if not (stats.get(e.id) and stats[e.id].solved)), None)
with c3:
    if nxt is not None:
        st.markdown(T("cur.next", title=nxt.meta.title.get(lang)))
        st.page_link(ui.page("exercise"), label=T("cur.go", title=nxt.meta.title.get(lang)), icon="➡️",
                     query_params={"ex": nxt.id})
    else:
        st.success(T("cur.all_done"))
        if quiz_page.is_file():
            st.page_link(ui.page("quiz"), label=T("cur.open_quiz"), icon="❓")

if not exercises:
    st.info(T("common.no_exercises"))
st.divider()
head = st.columns([0.4, 3.2, 1.1, 2.2, 1.3, 1.0])
for col, key in zip(head, ["cur.col.n", "cur.col.exercise", "cur.col.difficulty", "cur.col.tags", "cur.col.status",
                           "cur.col.best"]):
    col.markdown(f"**{T(key)}**")
icons = {"solved": "✅", "attempted": "🟡", "not_started": "⚪"}
retests = mp.retest_marks(pack)  # misconception tracking: exercises that re-test an active one
for i, ex in enumerate(exercises, 1):
    s = stats.get(ex.id)
    status = s.status if s else "not_started"
    best = f"{s.best_score:.0%}" if s and s.best_score is not None else "—"
    row = st.columns([0.4, 3.2, 1.1, 2.2, 1.3, 1.0], vertical_alignment="center")
    row[0].write(str(i))
    with row[1]:
        st.page_link(ui.page("exercise"), label=ex.meta.title.get(lang), query_params={"ex": ex.id})
        st.caption(ex.meta.summary.get(lang))
        mp.retest_badge(ex.id, retests)  # misconception tracking
    row[2].write(T(f"difficulty.{ex.meta.difficulty}"))
    row[3].write(" · ".join(ex.meta.tags) or "—")
    row[4].write(f"{icons[status]} {T(f'status.{status}')}")
    row[5].write(best)
