"""Playground: pick or type a sentence, choose a mask and the number of heads, and step through the
reference computation — scores → scaled → masked → softmax → weighted sum of V → E + ΔE."""

import streamlit as st

from app_pages import ui
from app_pages.ui import T
from dojo import charts, demo, playground
from dojo.i18n import t
from dojo.safe import esc

ss = st.session_state
lang = ui.lang()
st.title("🔬 " + T("pg.title"))
st.caption(T("pg.intro"))

c = st.columns([3, 3])
preset = c[0].selectbox(T("pg.sentence"), demo.SENTENCES, key="pg_sentence")
custom = c[1].text_input(T("pg.custom"), key="pg_custom", placeholder=T("pg.custom_placeholder"), max_chars=200)
c = st.columns([2, 1, 2])
ui.keep_choice("pg_mask")  # its labels follow the language
mask = c[0].radio(T("pg.mask"), playground.MASKS, format_func=lambda m: t(f"pg.mask.{m}", lang),
                  horizontal=True, key="pg_mask")
heads = c[1].radio(T("pg.heads"), [1, 2, 4], horizontal=True, key="pg_heads")
text = custom.strip() or preset
tokens = demo.tokenize(text)
if not tokens:
    st.warning(T("pg.empty"))
    st.stop()
steps = playground.compute(tokens, mask, heads)
# "Follow the word" belongs to a sentence: on a new sentence keep the same word when it is still there,
# else follow the last word (a stale index would point at some other word, or at none)
prev = ss.get("_pg_focus_tokens")
if prev is not None and prev != tokens and "pg_focus" in ss:
    old = ss["pg_focus"]
    word = prev[old] if isinstance(old, int) and 0 <= old < len(prev) else None
    ss["pg_focus"] = tokens.index(word) if word in tokens else len(tokens) - 1
ss["_pg_focus_tokens"] = list(tokens)
if not isinstance(ss.get("pg_focus"), int) or not 0 <= ss["pg_focus"] < len(tokens):
    ss["pg_focus"] = len(tokens) - 1
focus = c[2].selectbox(T("pg.focus"), list(range(len(tokens))), format_func=lambda i: steps.labels[i],
                       key="pg_focus")
if steps.unknown:
    st.info(esc(T("pg.unknown_words", words=", ".join(sorted(set(steps.unknown))))))  # words the learner typed

step_names = list(playground.STEPS)
c = st.columns([4, 1])
step = c[0].select_slider(T("pg.step"), step_names, format_func=lambda s: t(f"pg.step.{s}", lang),
                          key="pg_step", value="softmax")
show_all = c[1].toggle(T("pg.show_all"), key="pg_all")
feats = [zh if lang == "zh" else en for en, zh in demo.FEATURES]
lab = steps.labels
kw = dict(x_title=T("vis.key"), y_title=T("vis.query"))
head_fmt = T("vis.head") + " {h}"


def feature_chart(m, title_key: str):
    return charts.feature_table(m, lab, feats, title=T(title_key), y_title=T("vis.token"), x_title=T("vis.feature"))


def show(name: str) -> None:
    st.subheader(T(f"pg.step.{name}"))
    if name == "embed":
        st.caption(T("pg.expl.embed"))
        cols = st.columns(2)
        for i, (m, title) in enumerate([(steps.E, "pg.matrix.E"), (steps.Q, "pg.matrix.Q"), (steps.K, "pg.matrix.K"),
                                        (steps.V, "pg.matrix.V")]):
            with cols[i % 2]:
                ui.chart(feature_chart(m, title))
    elif name in ("scores", "scaled", "masked"):
        st.caption(T(f"pg.expl.{name}", dk=steps.d_k, sq=steps.d_k ** 0.5))
        m = getattr(steps, name)
        ui.chart(charts.head_grid(m, lab, lab, title_fmt=head_fmt, diverging=True,
                                  mask=steps.mask if name == "masked" else None, digits=1, **kw))
        if name == "masked" and steps.mask is not None:
            ui.chart(charts.mask_grid(steps.mask, lab, lab, title=T("pg.matrix.mask"), **kw))
    elif name == "softmax":
        st.caption(T("pg.expl.softmax"))
        ui.chart(charts.head_grid(steps.weights, lab, lab, title_fmt=head_fmt, mask=steps.mask, row_sums=True,
                                  masked_label=T("vis.masked"), **kw))
        row = steps.weights[:, focus, :]
        ui.chart(charts.softmax_bars(lab, {head_fmt.format(h=h): row[h] for h in range(steps.heads)},
                                     title=steps.labels[focus], x_title=T("vis.key"), y_title=T("vis.weight")))
    elif name == "weighted":
        st.caption(T("pg.expl.weighted"))
        ui.chart(feature_chart(steps.delta, "pg.matrix.dE"))
    elif name == "update":
        st.caption(esc(T("pg.expl.update", word=steps.labels[focus])))
        cols = st.columns(2)
        with cols[0]:
            ui.chart(feature_chart(steps.E, "pg.matrix.E"))
        with cols[1]:
            ui.chart(feature_chart(steps.new, "pg.matrix.new"))
        g = playground.gains(steps, focus, feats)
        if g:
            st.text(T("pg.gained", word=steps.tokens[focus], gains=", ".join(f"{n} +{v:.2f}" for n, v in g)))


for name in (step_names if show_all else [step]):
    show(name)
with st.expander(T("ex.demo_expl")):
    st.markdown(T("vis.demo_explained"))
    ui.chart(charts.heatmap(demo.W_Q, feats, feats, title="W_Q", diverging=True, digits=1,
                                   x_title=T("vis.feature"), y_title=T("vis.feature")))
