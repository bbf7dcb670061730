"""Attention Dojo — the practice app (placeholder until the app pages land): lists the exercises."""

import streamlit as st

from grader.engine import get_pack

st.set_page_config(page_title="Attention Dojo", page_icon="🥋")
pack = get_pack()
st.title("Attention Dojo")
for i, ex in enumerate(pack.ordered(), 1):
    st.markdown(f"**{i}. {ex.meta.title.en}** — {ex.meta.summary.en}")
