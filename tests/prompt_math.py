"""A prompt as the app shows it, and the maths in it.

:func:`rendered_prompt` calls THE prompt function (``app_pages.ui.render_prompt``) and returns the
markdown it hands to ``st.markdown``. :func:`math_segments` reads the ``$…$`` and ``$$…$$`` pieces of
that markdown the way Streamlit's markdown (remark-math) does — code spans, fenced code and ``\\$``
are not maths — and raises ``UnbalancedMath`` for a ``$`` that opens and never closes.
"""

from __future__ import annotations

import re
from unittest import mock

FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})[^\n]*\n.*?^\1\2[`~]*[ \t]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.S)


class UnbalancedMath(ValueError):
    pass


def rendered_prompt(exercise, lang: str, level: str = "learn") -> str:
    """The markdown ``ui.render_prompt`` shows for ``exercise`` (one ``st.markdown`` call)."""
    import streamlit as st

    from app_pages import ui

    calls: list[str] = []
    with mock.patch.object(st, "markdown", side_effect=lambda body, *a, **k: calls.append(body)):
        ui.render_prompt(exercise, lang, level=level)
    assert len(calls) == 1, f"render_prompt drew {len(calls)} markdown blocks"
    return calls[0]


def math_segments(md: str) -> list[tuple[bool, str]]:
    """``[(display, tex), …]`` in reading order.

    Raises:
        UnbalancedMath: a ``$`` or ``$$`` without its closing partner (the line is named).
    """
    text = FENCE.sub(lambda m: " " * len(m.group(0)), md)
    text = CODE_SPAN.sub(lambda m: " " * len(m.group(0)), text)
    text = text.replace("\\$", "  ")
    out: list[tuple[bool, str]] = []
    i = 0
    while True:
        j = text.find("$", i)
        if j < 0:
            return out
        display = text.startswith("$$", j)
        delim = "$$" if display else "$"
        k = text.find(delim, j + len(delim))
        if k < 0:
            line = text.count("\n", 0, j) + 1
            raise UnbalancedMath(f"line {line}: {delim} opens and never closes: {md.splitlines()[line - 1][:80]!r}")
        tex = text[j + len(delim):k]
        if not display and "\n\n" in tex:
            line = text.count("\n", 0, j) + 1
            raise UnbalancedMath(f"line {line}: $ opens and the paragraph ends before it closes")
        if not tex.strip():
            line = text.count("\n", 0, j) + 1
            raise UnbalancedMath(f"line {line}: empty maths {delim}{delim}")
        out.append((display, tex.strip()))
        i = k + len(delim)
