"""Exercise: prompt, public examples, editor with Run / Submit, the result, hints, the reference
after solving, and the learner's own attention weights drawn on the seed sentences.

Learner text (source, outputs, exception messages, printed output) is shown with st.code / st.text /
dataframes only — never st.markdown.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

import numpy as np
import streamlit as st

from app_pages import misconceptions_panel as mp  # interview mode (misconceptions_panel)
from app_pages import ui
from app_pages.ui import T
from dojo import demo, visuals
from dojo.attention_math import reference_function
from dojo.grading import GraderBusy, GradingFailed, grade_and_record, run_capped, status_text
from dojo.i18n import fmt_duration
from dojo.markdown import display_math
from grader.engine import param_names, prepare_cases
from grader.messages import verdict_label
from grader.pack import PackError
from grader.report import Report

ss = st.session_state
lang = ui.lang()
pack = ui.current_pack()
store = ui.store()
who = ui.profile()
exercises = pack.ordered()
if not exercises:
    st.info(T("common.no_exercises"))
    st.stop()

# ------------------------------------------------------------------ which exercise (?ex=…)
ids = [e.id for e in exercises]
wanted = st.query_params.get("ex") or ss.get("_last_ex") or ids[0]
if wanted not in ids:
    st.warning(T("ex.unknown", id=wanted))
    wanted = ids[0]
choice = st.selectbox(T("ex.pick"), ids, index=ids.index(wanted),
                      format_func=lambda i: f"{ids.index(i) + 1}. {pack.get(i).meta.title.get(lang)}")
if choice != st.query_params.get("ex"):
    st.query_params["ex"] = choice
ss["_last_ex"] = choice
ex = pack.get(choice)
meta = ex.meta
key = ui.editor_key(pack.id, ex.id)
result_key = f"_result-{key}"
store.touch(who, pack.id, ex.id)  # time on this exercise: every interaction counts (idle gaps capped)

# ------------------------------------------------------------------ header and prompt
st.title(meta.title.get(lang))
stats_box = st.container()  # filled after a Run/Submit of this run has been recorded
st.caption(f"{T(f'difficulty.{meta.difficulty}')} · {' · '.join(meta.tags)}")
level = mp.level_switch(ex)  # interview mode: learn | interview, remembered per learner

left, right = st.columns([1, 1], gap="large")
with left:
    st.markdown(display_math(ex.prompt(lang, level=level)))  # interview mode: the chosen level
    with st.expander(T("ex.examples"), expanded=False):
        try:
            public = prepare_cases(pack, ex, "public")
        except Exception as exc:  # a pack mid-edit
            public = ()
            st.code(f"{type(exc).__name__}: {exc}", language="text")
        if not public:
            st.caption(T("ex.no_examples"))
        for pc in public:
            case = pc.case
            st.markdown(f"**{case.name}**")
            if case.description:
                st.caption(case.description.get(lang))
            args = ", ".join(f"{k}={np.array2string(v, precision=4, separator=', ') if isinstance(v, np.ndarray) else repr(v)}"
                             for k, v in case.args.items())
            st.code(f"{ex.function}({args})", language="python")
            if pc.expected is not None:
                exp = [np.array2string(np.asarray(e), precision=4, separator=", ") for e in pc.expected]
                st.code("# " + T("ex.example_expected") + "\n" + "\n".join(exp), language="python")
            elif case.raises:
                st.code(f"# raises {case.raises}", language="python")

# ------------------------------------------------------------------ editor
if key not in ss:
    ss[key] = store.get_draft(who, pack.id, ex.id) or ex.stub_source()


def _save_draft() -> None:
    store.save_draft(who, pack.id, ex.id, ss.get(key) or "")


def _reset() -> None:
    ui.set_code(key, ex.stub_source())
    _save_draft()
    ss.pop(result_key, None)


def _grade(scope: str) -> None:
    source = ss.get(key) or ""
    _save_draft()
    try:
        with st.spinner(T("ex.running")):
            waiting = st.empty()  # with DOJO_BROKER_URL: "queued, position N" while the job waits
            report = grade_and_record(store, who, pack, ex.id, source, lang=lang, scope=scope,
                                      on_wait=lambda s: waiting.caption(status_text(s, lang)))
            waiting.empty()
    except GradingFailed as exc:
        st.text("⚠ " + exc.message)  # plain text: it may name the pack's id and version
        return
    except GraderBusy:
        st.warning(T("ex.busy"))
        return
    except PackError as exc:
        st.error(T("ex.pack_broken"))
        st.code("\n".join(str(p) for p in exc.problems), language="text")
        return
    ss[result_key] = {"kind": "submit" if scope == "all" else "run", "source": source, "report": report}


with right:
    edit = ui.code_input(key, T("ex.editor"), help=T("ex.editor_help"), on_change=_save_draft, height=380,
                         actions=[ui.Action("save", T("ex.save"), "save_btn"),
                                  ui.Action("run", T("ex.run"), "run_btn"),
                                  ui.Action("submit", T("ex.submit"), "submit_btn", primary=True)],
                         hint=T("ex.editor_hint"))
    st.button(T("ex.reset"), key="reset_btn", on_click=_reset)
    if edit.action == "save":
        _save_draft()
        st.toast(T("ex.saved"))
    elif edit.action in ("run", "submit"):
        _grade("all" if edit.action == "submit" else "public")

    res = ss.get(result_key)
    if res is None:  # after a reload or restart: the latest stored result
        last = store.last_report_json(who, pack.id, ex.id)
        if last is not None:
            try:
                res = {"kind": last[0], "source": last[1], "report": Report.model_validate_json(last[2])}
                ss[result_key] = res
            except Exception:
                res = None

    # ---------------------------------------------------------------- the result
    if res is not None:
        report: Report = res["report"]
        st.subheader(T("ex.result") + " · " + T("ex.result_submit" if res["kind"] == "submit" else "ex.result_run"))
        label = verdict_label(report.verdict, lang)
        (st.success if report.accepted else st.error)(f"{'✅' if report.accepted else '❌'} **{label}** (`{report.verdict}`)")
        m = st.columns(3)
        m[0].metric(T("ex.score"), f"{report.score:.0%}")
        m[1].metric(T("ex.cases_passed"), f"{report.passed}/{report.total}")
        m[2].metric(T("ex.time"), f"{report.elapsed_s * 1000:.0f} ms")
        if report.verdict == "syntax_error":
            st.info(T("ex.syntax_free"))
        for f in report.feedback:
            st.warning(f"🩺 **{T('ex.diagnosis', name=f.mistake)}** ({T('ex.diagnosis_cases', n=f.cases)})\n\n{f.message}")
        broken = next((c for c in report.cases if c.line and c.verdict in
                       ("runtime_error", "syntax_error", "time_limit_exceeded", "memory_limit_exceeded")), None)
        if broken is not None:
            st.markdown(f"**{T('ex.exception', line=broken.line)}**")
            st.code(broken.message, language="text")
            lines = res["source"].splitlines()
            lo, hi = max(0, broken.line - 3), min(len(lines), broken.line + 2)
            st.code("\n".join(f"{'→' if i + 1 == broken.line else ' '} {i + 1:>3} | {lines[i]}" for i in range(lo, hi)),
                    language="text")
        st.markdown(f"**{T('ex.cases')}**")
        st.dataframe([{T("ex.col.case"): c.name,
                       T("ex.col.visibility"): T("ex.public") if c.visibility == "public" else T("ex.hidden"),
                       T("ex.col.verdict"): ("✅ " if c.verdict == "accepted" else "❌ ") + verdict_label(c.verdict, lang),
                       T("ex.col.message"): "" if c.verdict == "accepted" else c.message,
                       T("ex.col.error"): "" if c.max_abs_error is None else f"{c.max_abs_error:.3g}",
                       T("ex.col.diagnosis"): c.diagnosis or "",
                       T("ex.col.line"): c.line,
                       T("ex.col.ms"): None if c.elapsed_s is None else round(c.elapsed_s * 1000, 2)}
                      for c in report.cases], hide_index=True, width="stretch")
        public_cases = [c for c in report.cases if c.visibility == "public"]
        if public_cases:
            with st.expander(T("ex.case_details")):
                for c in public_cases:
                    st.markdown(f"**{c.name}** — {verdict_label(c.verdict, lang)}")
                    if c.description:
                        st.caption(c.description)
                    if c.inputs is not None:
                        st.code(f"# {T('ex.example_inputs')}\n" + "\n".join(f"{k} = {v}" for k, v in c.inputs.items()),
                                language="python")
                    if c.expected is not None:
                        st.code(f"# {T('ex.example_expected')}\n" + "\n".join(str(e) for e in c.expected), language="python")
                    if c.actual is not None:
                        st.code(f"# {T('ex.actual')}\n" + "\n".join(str(a) for a in c.actual), language="python")
                    if c.verdict != "accepted":
                        st.code(c.message, language="text")
                    if c.stdout:
                        st.code(f"# {T('ex.stdout')}\n{c.stdout}", language="text")

stats = store.exercise_stats(who, pack.id).get(ex.id)
with stats_box:
    c = st.columns(4)
    c[0].metric(T("ex.status"), T(f"status.{stats.status if stats else 'not_started'}"))
    c[1].metric(T("ex.attempts"), stats.attempts if stats else 0)
    c[2].metric(T("ex.best"), f"{stats.best_score:.0%}" if stats and stats.best_score is not None else "—")
    c[3].metric(T("ex.time_spent"), fmt_duration(stats.time_spent_s if stats else 0, lang))
with left:
    # hints one at a time
    if level == "interview":  # interview mode: the hint ladder instead of the learn hints
        mp.hint_ladder(ex)
    else:
        st.subheader(T("ex.hints"))
        shown = store.hints_shown(who, pack.id, ex.id)
        total = len(meta.hints)
        if not total:
            st.caption(T("ex.no_hints"))
        for n, hint in enumerate(meta.hints[:shown], 1):
            st.info(f"**{T('ex.hint_n', n=n)}.** {hint.get(lang)}")
        if total and shown < total:
            if st.button(T("ex.show_hint", shown=shown, total=total), key="hint_btn"):
                store.set_hints_shown(who, pack.id, ex.id, shown + 1)
                st.rerun()

    # reference solution after solving
    st.subheader(T("ex.solution"))
    if not pack.has_solutions:
        st.caption(T("ex.solution_none"))
    elif stats and stats.solved:
        from grader.reference import load_hidden, reference_source

        with st.expander(T("ex.solution"), expanded=False):
            st.code(reference_source(pack, ex), language="python", line_numbers=True)
            try:
                expl = load_hidden(pack, ex).spec.explanation
            except PackError:
                expl = None
            if expl:
                st.markdown(f"**{T('ex.explanation')}**")
                st.markdown(expl.get(lang))
    else:
        st.caption("🔒 " + T("ex.solution_locked"))


# ------------------------------------------------------------------ the learner's attention weights
st.divider()
st.header("👀 " + T("ex.weights"))
try:
    kind = visuals.kind_of(param_names(pack, ex), meta.visual, meta.outputs)
except Exception:
    kind = None
if kind is None:
    st.caption(T("ex.no_visual"))
    st.stop()
res = ss.get(result_key)
if res is None:
    st.info(T("ex.weights_after_run"))
    st.stop()
st.caption(T("ex.weights_intro"))
default_sentence = {"mha": 3, "gqa": 3, "sdpa": 2, "softmax": 0}.get(kind, 0)
opts = st.columns([3, 1, 2])
sentence = opts[0].selectbox(T("ex.sentence"), demo.SENTENCES, index=default_sentence, key=f"vis_sentence-{ex.id}")
heads = 2
if kind in ("mha", "cross_mha", "split_heads", "merge_heads"):
    heads = opts[1].selectbox(T("ex.heads"), [1, 2, 4], index=1, key=f"vis_heads-{ex.id}")
cross = demo.CROSS_PAIRS[0]
if kind in ("sdpa", "mha", "cross_mha"):
    cross = opts[2].selectbox(T("ex.cross_pair"), demo.CROSS_PAIRS, format_func=lambda p: f"{p[0]} → {p[1]}",
                              key=f"vis_cross-{ex.id}")

source = res["source"]
cache = ss.setdefault("_vis_outcomes", OrderedDict())
ckey = (str(pack.root), ex.id, hashlib.sha256(source.encode()).hexdigest(), kind, sentence, heads, tuple(cross))


def _run(calls):
    if ckey in cache:
        cache.move_to_end(ckey)
        return cache[ckey]
    out = run_capped(ex.id, source, calls, pack=pack)
    cache[ckey] = out
    while len(cache) > 6:
        cache.popitem(last=False)
    return out


try:
    with st.spinner(T("ex.running")):
        panels = visuals.build_panels(kind, _run, reference_function(pack, ex), lang=lang, sentence=sentence,
                                      heads=heads, cross=cross)
except Exception as exc:  # an unexpected reference signature in some pack: no picture, no crash
    st.caption(T("ex.no_visual"))
    st.code(f"{type(exc).__name__}: {exc}", language="text")
    panels = []
for p in panels:
    st.subheader(p.title)
    if p.note:
        st.caption(p.note)
    if p.error:
        st.markdown(f"**{T('ex.your_call_failed')}**")
        st.code(p.error, language="text")
    for row in p.rows:
        cols = st.columns(len(row)) if len(row) > 1 else [st.container()]
        for col, fig in zip(cols, row):
            with col:
                if fig.caption:
                    st.markdown(f"**{fig.caption}**")
                ui.chart(fig.chart)
with st.expander(T("ex.demo_expl")):
    from dojo import charts

    st.markdown(T("vis.demo_explained"))
    toks = demo.tokenize(sentence)
    feats = [zh if lang == "zh" else en for en, zh in demo.FEATURES]
    e, _ = demo.embed(toks)
    ui.chart(charts.feature_table(e, demo.labels(toks), feats, title="E", y_title=T("vis.token"),
                                         x_title=T("vis.feature")))
    ui.chart(charts.heatmap(demo.W_Q, feats, feats, title="W_Q", diverging=True, digits=1,
                                   x_title=T("vis.feature"), y_title=T("vis.feature")))
