"""The result of a Run / Submit (not a page): verdict, diagnoses under human titles, and a test-case
panel — failed cases first, one expander per case, inputs / expected / yours for public and found
cases with the differing entries highlighted. Everything is rendered in the current language from
what the report carries (``dojo.report_view``); text from the learner or the pack is escaped or
shown in code blocks."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from app_pages.ui import T
from dojo import report_view as rv
from dojo.safe import esc, pack_md
from grader.messages import verdict_label

_DIFF_STYLE = "background-color: #ffd6d6; color: #8a0000; font-weight: 600"


def _styled(arr, differ=None):
    import numpy as np

    df = pd.DataFrame(arr.astype(float) if arr.dtype != bool else arr)
    df.columns = [str(c) for c in df.columns]
    fmt = {c: rv.fmt_number for c in df.columns}
    sty = df.style.format(fmt, na_rep="NaN")  # a NaN shown as NaN (Streamlit drew "None")
    if differ is not None:
        mask = pd.DataFrame(np.asarray(differ).reshape(arr.shape), columns=df.columns)
        sty = sty.apply(lambda _: mask.replace({True: _DIFF_STYLE, False: ""}), axis=None)
    return sty


def _array_view(label: str, arr, differ=None) -> None:
    st.markdown(f"**{label}** · `{tuple(arr.shape)}` {arr.dtype}")
    for name, sl in rv.grid(arr):
        d = None
        if differ is not None:
            d = differ[tuple(int(x) for x in name.strip('[], :').split(', ') if x)] if name else differ
            d = d.reshape(sl.shape)
        if name:
            st.caption(name)
        if sl.size <= 400:
            # a static table, not st.dataframe: the interactive grid (its own canvas and scripts) was the
            # heaviest element the browser drew before the verdict showed
            st.table(_styled(sl, d))
        else:
            import numpy as np

            st.code(np.array2string(sl, precision=4, suppress_small=True, threshold=200), language="text")


def _value_text(v) -> str:
    arr = rv.to_array(v)
    if arr is not None and arr.ndim == 0:
        return rv.fmt_number(arr.item())
    if arr is not None:
        import numpy as np

        return np.array2string(arr, precision=4, suppress_small=True, threshold=200, separator=", ")
    return repr(v)


def _case_body(c, lang: str) -> None:
    msg = rv.case_message(c, lang)
    if c.verdict != "accepted" and msg:
        st.code(msg, language="text")
    if not rv.shows_values(c):
        st.caption(T("ex.case.hidden_note"))
        return
    if c.description:
        st.caption(esc(c.description))
    if c.inputs:
        st.markdown(f"**{T('ex.case.inputs')}**")
        st.code("\n".join(f"{k} = {_value_text(v)}" for k, v in c.inputs.items()), language="python")
    expected = list(c.expected or [])
    actual = list(c.actual or [])
    for i, e in enumerate(expected):
        a = actual[i] if i < len(actual) else None
        cmp = rv.compare(e, a)
        suffix = f" ({T('ex.output_n', i=i + 1)})" if len(expected) > 1 else ""
        if cmp is None:
            st.code(f"# {T('ex.case.expected')}{suffix}\n{_value_text(e)}\n# {T('ex.case.yours')}\n"
                    f"{'—' if a is None else _value_text(a)}", language="python")
            continue
        if cmp.differ is not None:
            if cmp.n_differ:
                st.caption(T("ex.case.differs", n=cmp.n_differ, total=cmp.differ.size, err=rv.fmt_err(cmp.max_abs or 0)))
            else:
                st.caption(T("ex.case.identical", err=rv.fmt_err(cmp.max_abs or 0.0)))
        if c.verdict == "accepted":  # a passed case: the values as text (tables only where something differs)
            st.code(f"# {T('ex.case.expected')}{suffix}\n{_value_text(e)}", language="python")
            continue
        cols = st.columns(2)
        with cols[0]:
            _array_view(T("ex.case.expected") + suffix, cmp.expected)
        with cols[1]:
            if cmp.actual is None:
                st.markdown(f"**{T('ex.case.yours')}**")
                st.code("—" if a is None else _value_text(a), language="text")
            else:
                _array_view(T("ex.case.yours"), cmp.actual, cmp.differ if cmp.n_differ else None)
    if c.stdout:
        st.code(f"# {T('ex.stdout')}\n{c.stdout}", language="text")


def show_report(report, source: str, lang: str, hidden=None, kind: str = "submit") -> None:
    """The whole result panel (full width). ``hidden``: the exercise's hidden material for mistake
    titles and messages in ``lang`` (None: the stored texts)."""
    st.subheader(T("ex.result") + " · " + T("ex.result_submit" if kind == "submit" else "ex.result_run"))
    label = verdict_label(report.verdict, lang)
    (st.success if report.accepted else st.error)(f"{'✅' if report.accepted else '❌'} **{label}**")
    with st.container(horizontal=True, gap="large", key="ex_result_metrics"):
        st.metric(T("ex.score"), f"{report.score:.0%}", width="content")
        st.metric(T("ex.cases_passed"), f"{report.passed}/{report.total}", width="content")
        st.metric(T("ex.time"), f"{report.elapsed_s * 1000:.0f} ms", width="content")
    if report.verdict == "syntax_error":
        st.info(T("ex.syntax_free"))
    for mv in rv.mistakes(report, hidden, lang):
        with st.container(border=True):
            tag = mv.name.replace("`", "")  # an id from the pack's schema; in a code span it is inert
            st.markdown(f"🩺 **{esc(mv.title)}** &nbsp; `{tag}`")
            st.markdown(pack_md(mv.message))
            names = ", ".join(mv.case_names[:12]) + ("…" if len(mv.case_names) > 12 else "")
            st.caption(T("ex.mistake_cases", n=mv.cases) + (" · " + esc(T("ex.mistake_case_names", names=names))
                                                              if mv.case_names else ""))
    broken = next((c for c in report.cases if c.line and c.verdict in
                   ("runtime_error", "syntax_error", "time_limit_exceeded", "memory_limit_exceeded")), None)
    if broken is not None:
        st.markdown(f"**{T('ex.exception', line=broken.line)}**")
        st.code(rv.case_message(broken, lang), language="text")
        lines = source.splitlines()
        lo, hi = max(0, broken.line - 3), min(len(lines), broken.line + 2)
        st.code("\n".join(f"{'→' if i + 1 == broken.line else ' '} {i + 1:>3} | {lines[i]}" for i in range(lo, hi)),
                language="text")
    failed = sum(1 for c in report.cases if c.verdict != "accepted")
    st.markdown(f"**{T('ex.cases')}** · {T('ex.cases_summary', failed=failed, passed=len(report.cases) - failed)}")
    # Lazy: a case's body (its code blocks and tables) is built and sent only while its expander is
    # open — the first failed case opens at once, the others on a click (a rerun of the page's
    # fragment). 20–40 collapsed bodies were most of the elements the browser redrew after a Submit.
    # The keys are this result's own (a new Submit starts with the first failed case open again).
    tag = _result_tag(report, source, kind)
    for i, c in enumerate(rv.ordered_cases(list(report.cases))):
        ok = c.verdict == "accepted"
        vis = {"public": T("ex.public"), "found": T("ex.case.found")}.get(c.visibility, T("ex.hidden"))
        head = f"{'✅' if ok else '❌'} {esc(c.name)} · {verdict_label(c.verdict, lang)} · {vis}"
        box = st.expander(head, expanded=(not ok and i == 0), key=f"case-{tag}-{i}", on_change="rerun")
        if box.open:
            with box:
                _case_body(c, lang)


def _result_tag(report, source: str, kind: str) -> str:
    """A short name for one result (the widget keys of its case expanders)."""
    import hashlib

    h = hashlib.sha1(f"{kind}\0{source}\0{report.verdict}\0{report.passed}/{report.total}".encode("utf-8"))
    return h.hexdigest()[:10]
