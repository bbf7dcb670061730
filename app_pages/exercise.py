"""Exercise: statement → editor → result → hints and reference, then the learner's own attention
weights drawn on the seed sentences. Each section is one function below (``statement``,
``editor``, ``result``, ``hints``, ``reference``, ``weights``), drawn into places laid out in that
order, so on a phone they stack in that order too. The parts a Run/Submit changes are drawn by one
fragment (``work``), which a click in the editor reruns alone (see "the page, in order" below).

Learner text (source, outputs, exception messages, printed output) is shown with st.code / st.text /
dataframes only; pack text goes through ``dojo.safe`` (``esc`` / ``pack_md``) and the one prompt
renderer ``ui.render_prompt``.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

import numpy as np
import streamlit as st

from app_pages import misconceptions_panel as mp  # interview mode: level switch, hint ladder
from app_pages import result_panel, ui
from app_pages.ui import T
from dojo import demo, visuals
from dojo.attention_math import reference_function
from dojo.grading import GraderBusy, GradingFailed, Refused, run_capped, status_text, submit
from dojo.i18n import fmt_duration, t
from dojo.safe import esc
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
    st.warning(esc(T("ex.unknown", id=str(wanted)[:80])))  # ?ex= is whatever the URL says: escaped
    wanted = ids[0]
# a keyed picker (an unkeyed one with index= is a new widget whenever the index moves, so every other
# choice was dropped); ?ex= drives it only when the URL itself changed (a link, "Next exercise →")
url_ex = st.query_params.get("ex")
if ss.get("_ex_pick") not in ids or (url_ex in ids and url_ex != ss.get("_ex_url")):
    ss["_ex_pick"] = wanted
ui.keep_choice("_ex_pick")
choice = st.selectbox(T("ex.pick"), ids, key="_ex_pick",
                      format_func=lambda i: f"{ids.index(i) + 1}. {pack.get(i).meta.title.get(lang)}")
if choice != url_ex:
    st.query_params["ex"] = choice
ss["_ex_url"] = choice
ss["_last_ex"] = choice
ex = pack.get(choice)
meta = ex.meta
key = ui.editor_key(pack.id, ex.id)
result_key = f"_result-{key}"


def _typed(editor_key: str, text: str) -> None:
    """Autosave: the page guard reported the editor's text (1 s after typing, or on leaving it)."""
    if editor_key == key:
        _autosave()




def _hidden():
    """The exercise's hidden material (mistake titles and messages in the current language); once
    per session and exercise — loading it imports the mistake modules."""
    from grader.reference import load_hidden

    memo = ss.setdefault("_hidden_memo", {})
    k = (str(pack.root), ex.id)
    if k not in memo:
        try:
            memo[k] = load_hidden(pack, ex) if pack.has_solutions else None
        except Exception:
            memo[k] = None
    return memo[k]


def header() -> st.delta_generator.DeltaGenerator:
    st.title(esc(meta.title.get(lang)))
    box = st.container()  # the status metrics, filled after this run's Run/Submit is recorded
    st.caption(esc(f"{T(f'difficulty.{meta.difficulty}')} · " + " · ".join(ui.tag_label(g, lang) for g in meta.tags)))
    return box


def prompt_level() -> str:
    """The Learn / Interview switch (remembered per learner): which prompt and which hints to show."""
    return mp.level_switch(ex)


def statement(level: str = "learn") -> None:
    ui.render_prompt(ex, lang, level=level)
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
            st.markdown(f"**{esc(case.name)}**")
            if case.description:
                st.caption(esc(case.description.get(lang)))
            args = ",\n    ".join(
                f"{k}={np.array2string(v, precision=4, suppress_small=True, separator=', ') if isinstance(v, np.ndarray) else repr(v)}"
                for k, v in case.args.items())
            st.code(f"{ex.function}(\n    {args})", language="python")
            if pc.expected is not None:
                exp = [np.array2string(np.asarray(e), precision=4, suppress_small=True, separator=", ") for e in pc.expected]
                st.code("# " + T("ex.example_expected") + "\n" + "\n".join(exp), language="python")
            elif case.raises:
                st.code(f"# raises {case.raises}", language="python")


# ------------------------------------------------------------------ editor
if key not in ss:
    ss[key] = store.get_draft(who, pack.id, ex.id) or ex.stub(lang)


def _save_draft() -> None:
    store.save_draft(who, pack.id, ex.id, ss.get(key) or "")


def _reset() -> None:
    ui.set_code(key, ex.stub(lang))
    _save_draft()
    ss.pop(result_key, None)


def _restore(source: str) -> None:
    ui.set_code(key, source)
    _save_draft()
    ss["_restored"] = True


@st.dialog(" ")
def _ask_reset() -> None:
    st.markdown(f"**{T('ex.reset_ask')}**")
    st.caption(T("ex.reset_ask_body"))
    c = st.columns(2)
    # callbacks: they run before the next script run, whether or not the dialog is drawn again
    if c[0].button(T("ex.reset_yes"), key="reset_yes", type="primary", width="stretch", on_click=_reset):
        st.rerun()
    if c[1].button(T("ex.cancel"), key="reset_no", width="stretch"):
        st.rerun()


def _grade(scope: str) -> None:
    source = ss.get(key) or ""
    try:
        _save_draft_checked(source)
        with st.spinner(T("ex.running")):
            waiting = st.empty()  # with DOJO_BROKER_URL: "queued, position N" while the job waits
            report = submit(store, who, pack, ex.id, source, lang=lang, scope=scope,
                            on_wait=lambda s: waiting.caption(status_text(s, lang)))
            waiting.empty()
            # graded and recorded: the result and "done" before any further st call (one could raise
            # a rerun, which must neither lose this result nor grade the click again)
            ss[result_key] = {"kind": "submit" if scope == "all" else "run", "source": source, "report": report}
            ui.action_done(key)
    except Refused as exc:
        ss["_refused"] = t(exc.key, lang, **exc.params)
        return
    except GradingFailed as exc:  # queued: the job ended without a grade (a fixed-vocabulary message)
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


def _save_draft_checked(source: str) -> None:
    from dojo.grading import check_size

    check_size(source)  # nothing over the size limit is stored, not even as a draft
    _save_draft()


def _autosave() -> None:
    try:
        _save_draft_checked(ss.get(key) or "")
    except Refused as exc:
        ss["_refused"] = t(exc.key, lang, **exc.params)


def editor() -> None:
    edit = ui.code_input(key, T("ex.editor"), help=T("ex.editor_help"), on_change=_autosave, height=380,
                         actions=[ui.Action("save", T("ex.save"), "save_btn"),
                                  ui.Action("run", T("ex.run"), "run_btn"),
                                  ui.Action("submit", T("ex.submit"), "submit_btn", primary=True)],
                         hint=T("ex.editor_hint"))
    c = st.columns([3, 1])
    c[0].caption("⌨️ " + T("ex.shortcut"))
    if c[1].button(T("ex.reset"), key="reset_btn", type="tertiary", icon=":material/restart_alt:"):
        _ask_reset()
    if edit.action == "save":
        _autosave()
        ui.action_done(key)
        st.toast(T("ex.saved"))
    elif edit.action in ("run", "submit"):
        try:
            _grade("all" if edit.action == "submit" else "public")
        except Exception:
            ui.action_done(key)
            raise
        # only once graded: a rerun forced by the editor's late text (a BaseException raised at the next
        # st call) leaves the click pending, and the restarted run grades it
        ui.action_done(key)
    if msg := ss.pop("_refused", None):
        st.error(esc(msg))
    if ss.pop("_restored", False):
        st.toast(T("ex.restored"))


def submissions() -> None:
    """Every Run/Submit of this exercise with its source (newest first); any can be restored."""
    subs = store.submissions(who, pack.id, ex.id)
    # lazy: the list (a picker, the source, Restore) is built and sent only while open
    box = st.expander("🕘 " + T("ex.submissions", n=len(subs)), key=f"subs_open-{ex.id}", on_change="rerun")
    if not box.open:
        return
    with box:
        if not subs:
            st.caption(T("ex.no_submissions"))
            return

        def label(i: int) -> str:
            s = subs[i]
            kind = {"run": T("ex.kind.run"), "submit": T("ex.kind.submit")}.get(s["kind"], s["kind"])
            return (f"{'✅' if s['verdict'] == 'accepted' else '❌'} {kind} · "
                    f"{verdict_label(s['verdict'], lang)} · {s['passed']}/{s['total']} · {ui.local_time(s['time'])}")

        i = st.selectbox(T("ex.submissions", n=len(subs)), range(len(subs)), format_func=label,
                         key=f"sub_pick-{ex.id}", label_visibility="collapsed")
        st.code(subs[i]["source"], language="python", line_numbers=True, height=220)
        st.button(T("ex.restore"), key="restore_btn", on_click=_restore, args=(subs[i]["source"],), icon=":material/history:")


def _stored_result():
    res = ss.get(result_key)
    if res is None:  # after a reload or restart: the latest stored result
        last = store.last_report_json(who, pack.id, ex.id)
        if last is not None:
            try:
                res = {"kind": last[0], "source": last[1], "report": Report.model_validate_json(last[2])}
                ss[result_key] = res
            except Exception:
                res = None
    return res


def result(res) -> None:
    if res is None:
        return
    report: Report = res["report"]
    result_panel.show_report(report, res["source"], lang, hidden=_hidden(), kind=res["kind"])
    if report.accepted and res["kind"] == "submit":
        i = ids.index(ex.id)
        if i + 1 < len(ids):
            st.page_link(ui.page("exercise"), label=T("ex.next"), icon="➡️", query_params={"ex": ids[i + 1]})


def status(box, stats) -> None:
    # a row that wraps (not columns: on a phone five stacked metrics took a screen), compact numbers
    st.html("<style>.st-key-ex_status [data-testid='stMetricValue'], .st-key-ex_result_metrics "
            "[data-testid='stMetricValue'] {font-size: 1.35rem;}</style>")
    with box, st.container(horizontal=True, gap="large", key="ex_status"):
        st.metric(T("ex.status"), T(f"status.{stats.status if stats else 'not_started'}"), width="content")
        st.metric(T("ex.attempts"), stats.attempts if stats else 0, width="content")
        st.metric(T("ex.runs"), stats.runs if stats else 0, width="content")
        st.metric(T("ex.best"), f"{stats.best_score:.0%}" if stats and stats.best_score is not None else "—",
                  width="content")
        st.metric(T("ex.time_spent"), fmt_duration(stats.time_spent_s if stats else 0, lang), width="content")


def hints(level: str = "learn") -> None:
    if level == "interview":  # the interview level's ladder: nudge → key idea → near-solution
        mp.hint_ladder(ex)
        return
    st.subheader(T("ex.hints"))
    shown = store.hints_shown(who, pack.id, ex.id)
    total = len(meta.hints)
    if not total:
        st.caption(T("ex.no_hints"))
    for n, hint in enumerate(meta.hints[:shown], 1):
        st.info(f"**{T('ex.hint_n', n=n)}.** " + ui.pack_md(hint.get(lang)))
    if total and shown < total:
        if st.button(T("ex.show_hint", shown=shown, total=total), key="hint_btn"):
            store.set_hints_shown(who, pack.id, ex.id, shown + 1)
            st.rerun()


def reference(stats) -> None:
    st.subheader(T("ex.solution"))
    if not pack.has_solutions:
        st.caption(T("ex.solution_none"))
    elif stats and stats.solved:
        from grader.reference import reference_source

        with st.expander("🔓 " + T("ex.explanation"), expanded=False):
            st.code(reference_source(pack, ex), language="python", line_numbers=True)
            hidden = _hidden()
            expl = hidden.spec.explanation if hidden is not None else None
            if expl:
                st.markdown(ui.display_math(ui.pack_md(expl.get(lang))))
    else:
        st.caption("🔒 " + T("ex.solution_locked"))


# ------------------------------------------------------------------ the learner's attention weights
def _vis_kind():
    try:
        return visuals.kind_of(param_names(pack, ex), meta.visual, meta.outputs)
    except Exception:
        return None


def weights(res, kind) -> None:
    """The learner's own attention weights (only for an exercise with a picture, after a Run/Submit)."""
    st.divider()
    st.header("👀 " + T("ex.weights"))
    if res is None:
        st.info(T("ex.weights_after_run"))
        return
    st.caption(T("ex.weights_intro"))
    default_sentence = {"mha": 3, "gqa": 3, "sdpa": 2, "softmax": 0}.get(kind, 0)
    opts = st.columns([3, 1, 2])
    sentence = opts[0].selectbox(T("ex.sentence"), demo.SENTENCES, index=default_sentence, key=f"vis_sentence-{ex.id}")
    heads = 2
    if kind in ("mha", "cross_mha", "split_heads", "merge_heads"):
        heads = opts[1].selectbox(T("ex.heads"), [1, 2, 4], index=1, key=f"vis_heads-{ex.id}")
    cross = demo.CROSS_PAIRS[0]
    if kind in ("sdpa", "mha", "cross_mha"):
        cross = opts[2].selectbox(T("ex.cross_pair"), demo.CROSS_PAIRS,
                                  format_func=lambda p: f"{p[0]} → {demo.display(p[1])}", key=f"vis_cross-{ex.id}")

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

    def _panels():
        """The pictures as Vega-Lite specs (dicts), once per source, picture options and language: a
        rerun (a click elsewhere on the page) draws them from the cache instead of rebuilding and
        re-serialising every chart."""
        pkey = (*ckey, lang)
        memo = ss.setdefault("_vis_panels", OrderedDict())
        if pkey in memo:
            memo.move_to_end(pkey)
            return memo[pkey]
        with st.spinner(T("ex.running")):
            built = visuals.build_panels(kind, _run, reference_function(pack, ex), lang=lang, sentence=sentence,
                                         heads=heads, cross=cross)
        for p in built:
            p.rows = [[visuals.Figure(f.caption, None if f.chart is None else ui.chart_spec(f.chart)) for f in row]
                      for row in p.rows]
        memo[pkey] = built
        while len(memo) > 6:
            memo.popitem(last=False)
        return built

    try:
        with ui.span("exercise.charts.build"):
            panels = _panels()
    except Exception as exc:  # an unexpected reference signature in some pack: no picture, no crash
        st.caption(T("ex.no_visual"))
        st.code(f"{type(exc).__name__}: {exc}", language="text")
        panels = []
    with ui.span("exercise.charts.send"):
        if panels:
            ui.no_sideways()
        for p in panels:
            st.subheader(p.title)
            if p.note:
                st.caption(p.note)
            if p.error:
                st.markdown(f"**{T('ex.your_call_failed')}**")
                st.code(p.error, language="text")
            for row in p.rows:
                ui.figure_row(row)

    # below the fold and collapsed: built only while open (a lazy expander), so a Submit does not make
    # the browser draw two charts nobody sees
    demo_box = st.expander(T("ex.demo_expl"), key=f"demo_open-{ex.id}", on_change="rerun")
    if demo_box.open:
        with demo_box:
            st.markdown(T("vis.demo_explained"))
            for spec in _demo_specs(sentence, lang):
                ui.chart(spec)


@st.cache_data(show_spinner=False, max_entries=32)
def _demo_specs(sentence: str, lang: str) -> tuple[dict, dict]:
    """The demo's embedding table and W_Q (the same for everyone): built once per sentence and language."""
    from dojo import charts

    toks = demo.tokenize(sentence)
    feats = [zh if lang == "zh" else en for en, zh in demo.FEATURES]
    e, _ = demo.embed(toks)
    return (ui.chart_spec(charts.feature_table(e, demo.labels(toks), feats, title="E", y_title=t("vis.token", lang),
                                               x_title=t("vis.feature", lang))),
            ui.chart_spec(charts.heatmap(demo.W_Q, feats, feats, title="W_Q", diverging=True, digits=1,
                                         x_title=t("vis.feature", lang), y_title=t("vis.feature", lang))))


# ------------------------------------------------------------------ the page, in order
# The page's parts that a Run/Submit changes — the editor and its buttons, the submissions list, the
# result panel, the status metrics, the reference (unlocked once solved) and the learner's weights —
# are drawn by ONE fragment (``work``) into containers the page placed beforehand. A click in the
# editor reruns only that fragment: the title, the statement (the prompt's math), the hints and the
# sidebar are neither rebuilt nor resent, and the browser redraws only what changed. Nothing outside
# the fragment depends on a result (the picker has no solved marks; the language switch, the hint
# button and Learn/Interview are full reruns), so no Submit needs a full rerun.
with ui.span("exercise.statement"):
    stats_box = header()
    level = prompt_level()
    left, right = st.columns([1, 1], gap="large")
result_box = st.container()
st.divider()
bottom = st.columns([1, 1], gap="large")
weights_box = st.container()
vis_kind = _vis_kind()


@st.fragment
def work() -> None:
    """Editor → grading → result → status → reference → weights. A fragment writes to each of its
    outside containers on every run (full or its own): Streamlit keeps their places only so."""
    with ui.span("fragment.work"):
        _work()


def _work() -> None:
    with ui.span("exercise.editor+grading"), right:
        editor()
        submissions()
    with ui.span("exercise.result"), result_box:
        res = _stored_result()
        if res is None:
            st.empty()
        else:
            result(res)
    with ui.span("exercise.status"):
        ex_stats = store.exercise_stats(who, pack.id).get(ex.id)
        status(stats_box, ex_stats)
        with bottom[1]:
            reference(ex_stats)
    with weights_box:
        if vis_kind is None:  # no picture for this exercise: no empty section either
            st.empty()
        else:
            weights(ss.get(result_key), vis_kind)


# The editor goes on the wire before the statement: the columns are placed already (a phone still
# stacks statement → editor), but the browser gets the editor's iframe first and loads its 1.5 MB
# bundle while it renders the prompt's math — the first interactive editor comes sooner.
work()
with ui.span("exercise.statement"), left:
    statement(level)
with ui.span("exercise.hints"), bottom[0]:
    hints(level)
# the page guard (autosave, active time) last: its iframe is created after the editor's, not before
ui.page_guard(lambda secs: store.add_active_time(who, pack.id, ex.id, secs), key=f"guard-{ex.id}", on_draft=_typed)
