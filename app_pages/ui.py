"""Streamlit helpers shared by the pages: language, profile, store, current pack, code input.

Per-user state lives only in ``st.session_state`` (and the database); the one shared object is the
:class:`dojo.storage.Store` (an engine, no user data) from ``st.cache_resource``.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import streamlit as st

from dojo.i18n import t
from dojo.settings import get_settings
from dojo.storage import Store

PAGES_DIR = Path(__file__).resolve().parent
PROFILE_RE = re.compile(r"^[\w .\-@:]{1,64}$")


@st.cache_resource(show_spinner=False)
def _store(url: str) -> Store:
    return Store(url)


def store() -> Store:
    return _store(get_settings().sqlalchemy_url)


def lang() -> str:
    return st.session_state.get("lang", get_settings().default_lang)


def T(key: str, **params) -> str:
    return t(key, lang(), **params)


def profile() -> str:
    return st.session_state.get("profile", get_settings().default_profile)


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
        from grader.engine import _load_pack_cached  # noqa: PLC2701 - clearing the engine's pack cache

        _load_pack_cached.cache_clear()
        st.rerun()
    st.stop()


def editor_key(pack_id: str, exercise_id: str) -> str:
    """A widget key made of CSS-safe characters (Streamlit adds ``st-key-<key>`` as a class)."""
    h = hashlib.sha1(profile().encode("utf-8")).hexdigest()[:10]
    return f"code-{h}-{re.sub(r'[^a-z0-9_-]', '_', pack_id)}-{exercise_id}"


def code_input(key: str, label: str, *, height: int = 360, help: str | None = None, on_change=None,
               args: tuple = ()) -> str:
    """The code editor. Plain ``st.text_area`` (monospace), which AppTest and the browser test drive.

    ``st.session_state[key]`` must hold the initial text before the call (drafts are seeded there),
    so the widget never gets a ``value=`` that fights its own state (streamlit#11275).
    """
    st.html(f"<style>.st-key-{key} textarea {{font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "
            f"'DejaVu Sans Mono', monospace; font-size: 0.85rem; line-height: 1.35;}}</style>")
    return st.text_area(label, key=key, height=height, help=help, on_change=on_change, args=args)


def show_problems_table(problems, file_col: str, field_col: str, problem_col: str) -> None:
    st.dataframe([{file_col: p.file, field_col: p.field, problem_col: p.message} for p in problems],
                 hide_index=True, width="stretch")


def chart(c, **kw) -> None:
    """An Altair chart as we drew it: our colours (theme=None) and our sizes (concatenated views
    do not support Streamlit's "fit" autosize)."""
    st.altair_chart(c, theme=None, width="content", **kw)
