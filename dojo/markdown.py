"""Pack markdown made safe for Streamlit's renderer.

Streamlit renders ``$$ … $$`` display math only when the delimiters stand on their own lines; a block
written as ``$$a = b,\\n c = d$$`` (fine on GitHub) swallows the rest of the page into one red KaTeX
error. ``display_math`` puts every display block on its own lines.
"""

from __future__ import annotations

import re

_DISPLAY = re.compile(r"\$\$(.+?)\$\$", re.S)


def display_math(text: str) -> str:
    return _DISPLAY.sub(lambda m: "\n\n$$\n" + m.group(1).strip() + "\n$$\n\n", text)
