"""Streamlit helpers shared by the pages: language, profile, store, current pack, code input.

Per-user state lives only in ``st.session_state`` (and the database); the one shared object is the
:class:`dojo.storage.Store` (an engine, no user data) from ``st.cache_resource``.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from dojo.i18n import t
from dojo.identity import LOCAL_PROFILE_RE
from dojo.markdown import display_math
from dojo.safe import esc, pack_md
from dojo.settings import get_settings
from dojo.storage import Store

PAGES_DIR = Path(__file__).resolve().parent
PROFILE_RE = LOCAL_PROFILE_RE  # local names only: never the "user:" form of a logged-in identity


@st.cache_resource(show_spinner=False)
def _store(url: str) -> Store:
    return Store(url)


def store() -> Store:
    return _store(get_settings().sqlalchemy_url)


_TIMINGS = os.environ.get("DOJO_TIMINGS") == "1"


@contextmanager
def span(name: str):
    """With ``DOJO_TIMINGS=1``: print ``DOJO_SPAN <name> <seconds> <start, epoch s>`` to stderr when the block ends
    (also when it ends with st.stop / a rerun). benchmarks/bench_browser.py sums these per Submit to
    say where the time goes. Without it: nothing at all."""
    if not _TIMINGS:
        yield
        return
    t0, wall = time.perf_counter(), time.time()
    try:
        yield
    finally:
        print(f"DOJO_SPAN {name} {time.perf_counter() - t0:.4f} {wall:.4f}", file=sys.stderr, flush=True)


def lang() -> str:
    return st.session_state.get("lang", get_settings().default_lang)


def T(key: str, **params) -> str:
    return t(key, lang(), **params)


def profile() -> str:
    return st.session_state.get("profile", get_settings().default_profile)


def keep_choice(*keys: str) -> None:
    """Call before drawing keyed choice widgets (radio, selectbox…) whose option *labels* follow the
    language (stable option values + ``format_func``).

    The browser holds the selected label; after a language switch that label matches no option, so
    the widget showed nothing selected although it kept its value. Re-assigning the value once after
    a switch makes Streamlit send it to the browser again, under its label in the new language.
    (Only for widgets drawn without ``value=``/``index=``, which would warn about the assignment.)"""
    ss = st.session_state
    now = lang()
    for key in keys:
        mark = f"_choice_lang-{key}"
        if ss.get(mark) not in (None, now) and ss.get(key) is not None:
            ss[key] = ss[key]
        ss[mark] = now


def page(name: str) -> str:
    """Path of a page file, as ``st.page_link`` / ``st.switch_page`` expect it."""
    return f"app_pages/{name}.py"


def pack_path() -> str | None:
    return st.session_state.get("pack_path")


def current_pack():
    """The learner's current pack; on failure, list the problems with a retry button and stop the page."""
    from grader.engine import get_pack
    from grader.pack import PackError

    path = pack_path()
    try:
        return get_pack(path)
    except PackError as exc:
        st.error(T("common.pack_error"))
        st.dataframe([{"file": p.file, "field": p.field, "problem": p.message} for p in exc.problems],
                     hide_index=True)
    except Exception as exc:  # a pack mid-edit can fail in many ways; the page must not crash
        st.error(T("common.pack_error"))
        st.code(f"{type(exc).__name__}: {exc}", language="text")
    if st.button(T("common.retry"), key="pack_retry"):
        from grader.engine import clear_pack_cache

        clear_pack_cache()
        st.rerun()
    st.stop()


def editor_key(pack_id: str, exercise_id: str) -> str:
    """A widget key made of CSS-safe characters (Streamlit adds ``st-key-<key>`` as a class)."""
    h = hashlib.sha1(profile().encode("utf-8")).hexdigest()[:10]
    return f"code-{h}-{re.sub(r'[^a-z0-9_-]', '_', pack_id)}-{exercise_id}"


@dataclass(frozen=True)
class Action:
    """A button of the code input: ``name`` comes back in :attr:`CodeInput.action` when clicked.

    ``key`` is the ``st.button`` key of the plain text-area input (AppTest clicks it by key)."""

    name: str
    label: str
    key: str
    primary: bool = False


@dataclass(frozen=True)
class CodeInput:
    text: str                 # the current source (also in st.session_state[key])
    action: str | None        # the Action clicked in this run, or None
    highlighted: bool         # True: the syntax-highlighting editor; False: the plain text area


def under_apptest() -> bool:
    """True while ``streamlit.testing.v1.AppTest`` runs the script.

    AppTest patches ``streamlit.config.get_option`` (the module attribute: ``st.get_option`` is bound
    earlier and does not see it) to answer ``global.appTest`` with True; its script runner's session
    is also called "test session id"."""
    from streamlit import config
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    if config.get_option("global.appTest"):
        return True
    ctx = get_script_run_ctx()
    return ctx is not None and ctx.session_id == "test session id"


def highlighted_editor() -> bool:
    """Whether code inputs use the syntax-highlighting editor (streamlit-code-editor).

    Setting ``DOJO_EDITOR``: ``plain`` always uses the text area; ``auto`` (default) uses the editor
    except under AppTest (it cannot drive custom components) or when the package is missing;
    ``code`` always uses the editor when installed."""
    mode = get_settings().editor
    if mode == "plain":
        return False
    if mode == "auto" and under_apptest():
        return False
    try:
        import code_editor  # noqa: F401
    except ImportError:
        return False
    return True


def _gen_key(key: str) -> str:
    return f"{key}__gen"


def set_code(key: str, text: str) -> None:
    """Replace the text of a code input (e.g. Reset, in a callback or before the input is drawn).

    The highlighting editor keeps its own text while mounted, so it is re-created under a new key."""
    st.session_state[key] = text
    st.session_state[_gen_key(key)] = uuid.uuid4().hex[:8]


def _editor_buttons(actions: tuple[Action, ...] | list[Action]) -> tuple[list[dict], dict]:
    """Buttons in a toolbar under the code (the component positions them absolutely, right to left)."""
    buttons, right = [], 0.4
    for a in reversed(list(actions)):
        icon = {"run": "Play", "submit": "Send", "save": "Save"}.get(a.name, "Check")
        buttons.append({"name": a.label, "feather": icon,
                        "primary": a.primary, "hasText": True, "alwaysOn": True, "showWithIcon": True,
                        # the primary action is the editor's "submit" command (also Ctrl+Enter);
                        # the others answer with their own name
                        "commands": ["submit"] if a.primary else [["response", a.name]],
                        "style": {"bottom": "0.3rem", "right": f"{right:.2f}rem", **(
                            # Submit filled (the primary action), Run outlined (secondary)
                            # (the component colours the label itself: a tinted fill keeps it readable)
                            {"backgroundColor": "rgba(255, 75, 75, 0.16)", "border": "1px solid #d6334b",
                             "borderRadius": "0.45rem", "opacity": "1", "fontWeight": "600"} if a.primary else
                            {"border": "1px solid rgba(49, 51, 63, 0.25)", "borderRadius": "0.45rem"})}})
        right += 2.4 + sum(1.0 if ord(c) >= 0x2E80 else 0.56 for c in a.label)
    # the info bar is the toolbar's row under the code (the hint goes to the label's tooltip: in a
    # narrow column it ran under the buttons)
    info = {"name": "dojo-toolbar", "info": [],
            "style": {"order": "3", "minHeight": "2.9rem", "padding": "0.85rem 0.8rem 0.5rem", "fontSize": "0.78rem",
                      "color": "rgba(128, 132, 149, 0.95)", "borderTop": "1px solid rgba(128, 132, 149, 0.2)"}}
    return buttons, info


def code_input(key: str, label: str, *, height: int = 360, help: str | None = None, on_change=None,
               args: tuple = (), actions: tuple[Action, ...] | list[Action] = (), hint: str = "") -> CodeInput:
    """The code editor with its buttons.

    ``st.session_state[key]`` must hold the initial text before the call (drafts are seeded there;
    :func:`set_code` replaces it later) and always holds the current text afterwards.

    - In the browser: streamlit-code-editor (ace) with Python highlighting and line numbers; the
      buttons sit in the editor's toolbar and send the text with the click, so Run/Submit always
      grade what is on screen (Ctrl+Enter submits); ``on_change`` is called when a click brings a new
      text. The component reports nothing else: the text typed meanwhile reaches the server through
      the page guard (:func:`page_guard` with ``on_draft``: 1 s after the last keystroke, at once on
      leaving the editor), in a fragment of its own — so a click's report is never replaced by a
      later debounced report of the same component (Streamlit keeps only a component's latest value
      when two arrive before a rerun starts), and typing never reruns the page. Before any click it
      reports an empty response: the text is then the preset (or what the guard reported). ``hint``
      (keyboard shortcuts) joins ``help`` in the label's tooltip.
    - Under AppTest (or ``DOJO_EDITOR=plain``): a monospace ``st.text_area`` with ``st.button``s under
      it (keys from the actions), which AppTest drives. The widget never gets a ``value=`` that fights
      its own state (streamlit#11275).
    """
    ss = st.session_state
    if ss.get(key) is None:
        ss[key] = ""
    if not highlighted_editor():
        st.html(f"<style>.st-key-{key} textarea {{font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "
                f"'DejaVu Sans Mono', monospace; font-size: 0.85rem; line-height: 1.35;}}</style>")
        st.text_area(label, key=key, height=height, help=help, on_change=on_change, args=args)
        clicked = None
        if actions:
            for col, a in zip(st.columns(len(actions)), actions):
                if col.button(a.label, key=a.key, type="primary" if a.primary else "secondary", width="stretch"):
                    clicked = clicked or a.name
        return CodeInput(ss.get(key) or "", clicked, False)

    from code_editor import code_editor

    st.markdown(f"**{esc(label)}**", help="\n\n".join(h for h in (help, hint) if h) or None)
    gen = ss.setdefault(_gen_key(key), uuid.uuid4().hex[:8])  # a fresh key whenever this state is new
    # The editor gets the text it was created with, not the current text: the current text comes back
    # from the browser a second after typing (debounce), and sending it back to a mounted editor
    # would overwrite what was typed meanwhile. A new text (Reset, Restore) re-creates the editor.
    preset_key = f"{key}__preset-{gen}"
    if preset_key not in ss:
        ss[preset_key] = ss[key]
    buttons, info = _editor_buttons(actions)
    lines = max(8, round(height / 19))
    resp = code_editor(
        ss[preset_key], lang="python", theme="default", shortcuts="vscode", height=[lines, max(lines, 40)],
        # only the buttons report (each with the text on screen); autosave while typing is the page
        # guard's (page_guard): a debounced report of this component could overtake a click's report
        # and, coalesced with it before the rerun started, replace it (the click lost)
        response_mode="default", buttons=buttons, info=info, allow_reset=False,
        # no soft wrap: a stub's docstring wrapped into fragments ("``(..., d\n)``")
        options={"showLineNumbers": True, "tabSize": 4, "useSoftTabs": True, "wrap": False},
        # no live autocompletion (it rewrites what is typed); no scroll margin (the gutter drifted)
        props={"enableLiveAutocompletion": False, "enableBasicAutocompletion": False, "enableSnippets": False,
               "scrollMargin": [0, 0, 0, 0], "fontSize": 14, "navigateToFileEnd": False,
               "debounceChangePeriod": 1000},
        key=f"{key}__ace-{gen}")
    action = None
    seen_key = f"{key}__seen"
    # Every response has a fresh id; one already handled (the component keeps returning its last
    # response on later reruns) is not handled again. The initial response has no id and no text.
    if isinstance(resp, dict) and resp.get("id") and resp.get("id") != ss.get(seen_key):
        ss[seen_key] = resp["id"]
        text = resp.get("text")
        if isinstance(text, str) and text != ss.get(key):
            ss[key] = text
            if on_change is not None:
                on_change(*args)
        kind = resp.get("type")
        if kind == "submit":
            action = next((a.name for a in actions if a.primary), None)
        elif kind in {a.name for a in actions if not a.primary}:
            action = kind
        if action is not None:
            # kept until the page calls action_done(): the editor's debounced text can arrive a moment
            # after a click (typing, then Ctrl+Enter within a second) and restart this run before the
            # page acts on the click; the restarted run must still see it
            ss[f"{key}__action"] = action
    return CodeInput(ss.get(key) or "", ss.get(f"{key}__action"), True)


def action_done(key: str) -> None:
    """The page has acted on the code input's clicked action (see code_input)."""
    st.session_state.pop(f"{key}__action", None)


def page_guard(on_active=None, key: str = "page_guard", on_draft=None) -> None:
    """The browser-side guard of a page with work in it (``components/page_guard``, plain JS), drawn in
    a fragment, so a report reruns only this (invisible) element, never the page. Nothing under AppTest.

    - Active time: ``on_active(seconds)`` with the seconds the learner was active on a visible page
      since the last report (the guard sends a running total per browser window; lost reports are
      made up by the next).
    - Autosave: the guard reads the code editors' text and reports it 1 s after the last keystroke (at
      once on leaving the editor). ``on_draft(editor_key, text)`` is called for each code input of
      :func:`code_input` whose text changed (not for a report from an editor that Reset/Restore has
      replaced since). The editor component itself reports only its button clicks, each with its
      text, so a click can no longer be overtaken by a debounced text report (see code_input).
    - Warns before unload while an editor holds text not yet reported."""
    if under_apptest():
        return

    @st.fragment
    def _guard() -> None:
        value = _guard_component()(key=key, default=None)
        apply_guard_report(st.session_state, key, value, on_active=on_active, on_draft=on_draft)

    _guard()


def apply_guard_report(ss, key: str, value, *, on_active=None, on_draft=None) -> None:
    """Act on one report of the page guard (``ss``: the session state, or any mapping in tests).

    A report already handled (same id) does nothing. Drafts: only for a code input whose current
    editor (its ``gen``) sent them, and only when the text changed; ``ss[editor_key]`` is updated and
    ``on_draft(editor_key, text)`` called. Active time: the report carries a running total per browser
    window (``gid``); ``on_active`` gets the increase since the last report seen (at most an hour)."""
    if not (isinstance(value, dict) and value.get("id") and value.get("id") != ss.get(f"{key}__seen")):
        return
    ss[f"{key}__seen"] = value["id"]
    for d in value.get("drafts") or []:
        if not isinstance(d, dict) or not isinstance(d.get("key"), str) or not isinstance(d.get("text"), str):
            continue
        k = d["key"]
        # only a drawn code input, and only its current editor (not one replaced by Reset/Restore)
        if ss.get(_gen_key(k)) is None or ss.get(_gen_key(k)) != d.get("gen") or d["text"] == ss.get(k):
            continue
        ss[k] = d["text"]
        if on_draft is not None:
            on_draft(k, d["text"])
    totals = ss.setdefault("_guard_totals", {})
    try:
        total = float(value.get("active_total") or 0.0)
    except (TypeError, ValueError):
        return
    gid = str(value.get("gid") or "")
    delta = total - totals.get(gid, 0.0)
    totals[gid] = max(total, totals.get(gid, 0.0))
    if delta > 0 and on_active is not None:
        on_active(min(delta, 3600.0))


def countdown(label: str, remaining: float, *, stamp: str, key: str = "countdown") -> bool:
    """A clock counting down ``remaining`` seconds, ticked in the browser (``components/countdown``,
    plain JS): a running mock interview costs the server no rerun per second. Every rerun resyncs it
    to the server's count. Returns True on the rerun that the clock itself asked for when it reached
    zero (``stamp`` names the run, so a report from an earlier interview is not taken for this one).
    Under AppTest (no browser) it is a plain ``st.metric`` with the same text."""
    from grader.quiz.session import clock_text

    if under_apptest():
        st.metric(label, clock_text(remaining))
        return False
    value = _countdown_component()(label=label, remaining=max(0.0, float(remaining)), stamp=stamp,
                                   key=key, default=None)
    return isinstance(value, dict) and value.get("expired") == stamp


@st.cache_resource(show_spinner=False)
def _countdown_component():
    import streamlit.components.v1 as components

    return components.declare_component("dojo_countdown", path=str(PAGES_DIR / "components" / "countdown"))


@st.cache_resource(show_spinner=False)
def _guard_component():
    import streamlit.components.v1 as components

    return components.declare_component("dojo_page_guard", path=str(PAGES_DIR / "components" / "page_guard"))


def local_time(when) -> str:
    """A stored UTC time in the browser's time zone (``st.context.timezone``), as "YYYY-MM-DD HH:MM"."""
    from datetime import datetime, timezone

    if isinstance(when, str):
        try:
            when = datetime.fromisoformat(when)
        except ValueError:
            return when
    if when is None:
        return ""
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    try:
        from zoneinfo import ZoneInfo

        tz = st.context.timezone
        when = when.astimezone(ZoneInfo(tz)) if tz else when.astimezone()
    except Exception:
        when = when.astimezone()
    return when.strftime("%Y-%m-%d %H:%M")


def split_title(markdown: str) -> tuple[str | None, str]:
    """A prompt's own leading ``# Title`` line and the rest (the page shows the title itself)."""
    text = markdown.lstrip("\n")
    first, _, rest = text.partition("\n")
    if first.startswith("# "):
        return first[2:].strip(), rest
    return None, markdown


def render_prompt(exercise, lang: str, level: str = "learn", *, with_title: bool = False) -> None:
    """THE way an exercise prompt is shown, on every page (Exercise, Mock interview, …).

    Pack markdown made inert (:func:`dojo.safe.pack_md`: no links, images, HTML or directives), its
    display math put on lines of its own (:func:`dojo.markdown.display_math`: otherwise KaTeX
    swallows the rest of the prompt), and the prompt's own ``# Title`` dropped (the page shows the
    title once) unless ``with_title``. ``level``: "learn" (the derivation) or "interview" (the contract
    only; the learn prompt where a pack has no interview prompt)."""
    title, body = split_title(exercise.prompt(lang, level=level))
    if with_title and title:
        st.markdown(f"### {esc(title)}")
    st.markdown(display_math(pack_md(body)))


def tag_label(tag: str, lang: str) -> str:
    """A tag in the learner's language (``tag.<name>`` in dojo.i18n; else the tag, made readable)."""
    from dojo.i18n import S

    key = f"tag.{tag}"
    return t(key, lang) if key in S else tag.replace("_", " ").replace("-", " ")


def show_problems_table(problems, file_col: str, field_col: str, problem_col: str) -> None:
    st.dataframe([{file_col: p.file, field_col: p.field, problem_col: p.message} for p in problems],
                 hide_index=True, width="stretch")


_NO_SIDEWAYS = ("<style>[data-testid='stVegaLiteChart'], [data-testid='stArrowVegaLiteChart'] "
                "{max-width: 100%; overflow-x: auto;}</style>")


def chart_spec(c) -> dict:
    """The Vega-Lite spec (a plain dict, data inline under ``datasets``) of an Altair chart — or the
    dict itself. Converted without Altair's JSON-schema validation (``to_dict(validate=False)``):
    validating took ~0.1 s per heatmap on every rerun; the tests validate our charts instead
    (tests/test_dojo_charts.py). A dict can be cached (``st.cache_data``, session state) where an
    Altair object would be rebuilt on every rerun."""
    if isinstance(c, dict):
        return c
    return c.to_dict(validate=False)


def _parts(spec: dict) -> list[dict] | None:
    """The heads of a small-multiples spec (``charts.head_grid``) as stand-alone specs, else None."""
    meta = spec.get("usermeta")
    parts = spec.get("hconcat")
    if not (isinstance(meta, dict) and meta.get("dojo") == "heads" and isinstance(parts, list) and len(parts) > 1):
        return None
    shared = {k: v for k, v in spec.items() if k in ("$schema", "config", "datasets")}
    return [{**shared, **part} for part in parts]


def no_sideways() -> None:
    """The style that keeps a chart wider than its column scrolling inside itself (once per page part;
    :func:`chart` sends it itself unless told ``styled=False``)."""
    st.html(_NO_SIDEWAYS)


def chart(c, *, styled: bool = True, **kw) -> None:
    """A chart as we drew it (an Altair chart or its spec from :func:`chart_spec`): our colours
    (theme=None) and our sizes (concatenated views do not support Streamlit's "fit" autosize).

    Small multiples (``charts.head_grid``: one heatmap per head, marked in ``usermeta``) are laid out
    in a grid of columns — two per row, stacked on a phone — so they fit the container at every
    width; a chart wider than its column scrolls inside itself, never the page."""
    if styled:
        no_sideways()
    spec = chart_spec(c)
    if _TIMINGS:  # the benchmark's "how much is sent": one line per chart element
        import json

        print(f"DOJO_CHART {len(json.dumps(spec, default=str))}", file=sys.stderr, flush=True)
    parts = _parts(spec)
    if parts is not None:
        per_row = 2
        for i in range(0, len(parts), per_row):
            cols = st.columns(per_row)
            for col, part in zip(cols, parts[i:i + per_row]):
                with col:
                    st.vega_lite_chart(part, theme=None, width="content", **kw)
        return
    st.vega_lite_chart(spec, theme=None, width="content", **kw)


def figure_row(row) -> None:
    """One row of figures (``dojo.visuals.Figure``: a caption and a chart or None) side by side.
    The caller sends :func:`no_sideways` once for all its rows."""
    cols = st.columns(len(row)) if len(row) > 1 else [st.container()]
    for col, fig in zip(cols, row):
        with col:
            if fig.caption:
                st.markdown(f"**{fig.caption}**")
            if fig.chart is not None:
                chart(fig.chart, styled=False)
