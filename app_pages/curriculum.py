"""Curriculum (home): exercises in learning order with difficulty, tags, status and best score;
quiz progress; what to do next."""

import streamlit as st

from app_pages import misconceptions_panel as mp  # misconception tracking (misconceptions_panel)
from app_pages import ui
from app_pages.ui import T
from dojo.safe import esc, pack_md

lang = ui.lang()
pack = ui.current_pack()
store = ui.store()
stats = store.exercise_stats(ui.profile(), pack.id)
exercises = pack.ordered()

st.title(f"🥋 {T('app.title')}")
st.caption(T("app.tagline"))
st.subheader(esc(pack.manifest.title.get(lang)))  # pack text: never markup
if pack.manifest.description:
    st.markdown(pack_md(pack.manifest.description.get(lang)))
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
        st.markdown(T("cur.next", title=esc(nxt.meta.title.get(lang))))  # our template, the pack's title escaped
        st.page_link(ui.page("exercise"), label=T("cur.go", title=esc(nxt.meta.title.get(lang))), icon="➡️",
                     query_params={"ex": nxt.id})
    else:
        st.success(T("cur.all_done"))
        if quiz_page.is_file():
            st.page_link(ui.page("quiz"), label=T("cur.open_quiz"), icon="❓")

if not exercises:
    st.info(T("common.no_exercises"))
st.divider()
# one compact card per exercise: title (a link), then difficulty · tags · status · best on one line.
# A card is a single column, so it reads the same on a phone as on a desktop (a table of columns
# collapsed into thousands of pixels of unlabeled cells there); two cards per row on a wide screen.
icons = {"solved": "✅", "attempted": "🟡", "not_started": "⚪"}
retests = mp.retest_marks(pack)  # misconception tracking: exercises that re-test an active one
per_row = 2
for start in range(0, len(exercises), per_row):
    row = st.columns(per_row)
    for col, (i, ex) in zip(row, list(enumerate(exercises, 1))[start:start + per_row]):
        s = stats.get(ex.id)
        status = s.status if s else "not_started"
        best = f"{s.best_score:.0%}" if s and s.best_score is not None else "—"
        with col.container(border=True):
            st.page_link(ui.page("exercise"), label=f"{i}. " + esc(ex.meta.title.get(lang)), query_params={"ex": ex.id})
            st.caption(esc(ex.meta.summary.get(lang)))
            mp.retest_badge(ex.id, retests)  # misconception tracking
            tags = " · ".join(ui.tag_label(g, lang) for g in ex.meta.tags) or "—"
            st.caption(f"{icons[status]} {T(f'status.{status}')} · {T('cur.col.best')}: {best} · "
                       f"{T(f'difficulty.{ex.meta.difficulty}')} · " + esc(tags))
