"""Untrusted text made inert before it reaches Streamlit's markdown renderer.

Everything Streamlit shows through ``st.markdown``, ``st.caption``, ``st.info``/``warning``/
``error``/``success``, ``st.title``/``header``/``subheader``, ``st.toast`` and widget labels is
markdown: links, images (a beacon fetched by every visitor), ``:red[…]``/``:material/…:`` directives,
``$…$`` math (KaTeX) and, with ``unsafe_allow_html``, HTML. Two kinds of text reach those calls:

- **plain text** from learners or packs (a pack title, a profile name, ``?ex=``, an exception
  message): :func:`esc` backslash-escapes every ASCII punctuation character (CommonMark's rule: a
  backslash before ASCII punctuation is always that literal character), so it shows exactly as
  typed and nothing in it is markup;
- **pack markdown** that must keep its formatting and math (an exercise prompt, a hint, a quiz
  question): :func:`pack_md` keeps emphasis, code and math but turns links and images into plain
  text, escapes raw HTML and Streamlit's colon directives, and neutralises KaTeX commands that make
  links (``\\href``, ``\\url``) or load content (``\\includegraphics``, ``\\htmlData`` …).

The one rule for pages: text that did not come from our own string tables goes through one of these
two (or ``st.code`` / ``st.text``, which never interpret anything).
"""

from __future__ import annotations

import re

# every ASCII punctuation character (CommonMark §2.4: all of them may be backslash-escaped)
_PUNCT = re.compile(r"([!-/:-@\[-`{-~])")


def esc(text: object) -> str:
    """Plain text → markdown that renders as exactly that text (no link, image, math, directive, HTML).

    Line breaks are kept as hard breaks (two spaces), so a multi-line message stays multi-line."""
    s = "" if text is None else str(text)
    s = _PUNCT.sub(r"\\\1", s)
    return "  \n".join(s.splitlines()) if "\n" in s else s


# ------------------------------------------------------------------ pack markdown
_IMAGE = re.compile(r"!\[([^\]\n]*)\]\s*(\([^)\n]*\)|\[[^\]\n]*\])")
_LINK = re.compile(r"\[([^\]\n]*)\]\s*(\([^)\n]*\)|\[[^\]\n]*\])")
_REF_DEF = re.compile(r"^\s{0,3}\[[^\]\n]+\]:\s*\S+.*$", re.M)
_BARE_URL = re.compile(r"\b((?:https?|ftp|file|javascript|data):)(//)?", re.I)
_WWW = re.compile(r"\bwww\.", re.I)
_TEX_LINKS = re.compile(r"\\(href|url|includegraphics|htmlData|htmlId|htmlClass|htmlStyle)\b")
_DIRECTIVE = re.compile(r":(?=[a-zA-Z_\-]+(?:/[a-zA-Z_\-]+)?(?:\[|:))")
_CODE = re.compile(r"(`+)(.+?)\1", re.S)
_FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1[ \t]*$", re.M | re.S)


def _outside_code(text: str, fn) -> str:
    """Apply ``fn`` to the parts of ``text`` outside fenced code blocks and inline code spans."""
    out, i = [], 0
    for m in _FENCE.finditer(text):
        out.append(_outside_spans(text[i:m.start()], fn))
        out.append(m.group(0))
        i = m.end()
    out.append(_outside_spans(text[i:], fn))
    return "".join(out)


def _outside_spans(chunk: str, fn) -> str:
    out, last = [], 0
    for m in _CODE.finditer(chunk):
        out.append(fn(chunk[last:m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(fn(chunk[last:]))
    return "".join(out)


_MATH = re.compile(r"\$\$.+?\$\$|\$[^$\n]+\$", re.S)
_TAG = re.compile(r"<(?=[A-Za-z/!?])")


def _neutralise(s: str) -> str:
    # raw HTML: never rendered by Streamlit without unsafe_allow_html, escaped here all the same
    # (outside math, where ``a <b`` is a comparison)
    out, i = [], 0
    for m in _MATH.finditer(s):
        out.append(_TAG.sub(r"\\<", s[i:m.start()]))
        out.append(m.group(0))
        i = m.end()
    out.append(_TAG.sub(r"\\<", s[i:]))
    s = "".join(out)
    s = _IMAGE.sub(lambda m: "\\!\\[" + m.group(1) + "\\]", s)  # an image: only its alt text
    s = _LINK.sub(lambda m: "\\[" + m.group(1) + "\\]", s)      # a link: only its text
    s = _REF_DEF.sub(lambda m: esc(m.group(0)), s)
    s = _BARE_URL.sub(lambda m: m.group(1).replace(":", "\\:") + ("\\/\\/" if m.group(2) else ""), s)
    s = _WWW.sub(lambda m: m.group(0)[:-1] + "\\.", s)
    s = _TEX_LINKS.sub(lambda m: "\\text{" + m.group(1) + "}", s)
    s = _DIRECTIVE.sub(r"\\:", s)
    return s


def pack_md(text: object) -> str:
    """Pack markdown (prompts, hints, questions, explanations) with its formatting and math kept and
    every way to link, load or inject content turned into plain text. Code spans and fenced code
    blocks are left exactly as written (they never render markup)."""
    s = "" if text is None else str(text)
    return _outside_code(s, _neutralise)


__all__ = ["esc", "pack_md"]
