"""A prompt (markdown with TeX math) as plain text for a terminal: ``python -m grader show``.

The markdown stays as it is (it is readable as text); the math is simplified to Unicode where a
common TeX command has an obvious equivalent (``\\sqrt{d_k}`` → ``√(d_k)``, ``K^\\top`` → ``Kᵀ``,
``\\le`` → ``≤``) and left as written otherwise. Nothing here interprets HTML or runs anything.
"""

from __future__ import annotations

import re

_SYMBOLS = {
    r"\top": "ᵀ", r"\cdot": "·", r"\times": "×", r"\le": "≤", r"\leq": "≤", r"\ge": "≥", r"\geq": "≥",
    r"\ne": "≠", r"\neq": "≠", r"\infty": "∞", r"\odot": "⊙", r"\approx": "≈", r"\to": "→",
    r"\rightarrow": "→", r"\leftarrow": "←", r"\in": "∈", r"\sum": "Σ", r"\prod": "Π", r"\partial": "∂",
    r"\alpha": "α", r"\beta": "β", r"\gamma": "γ", r"\delta": "δ", r"\varepsilon": "ε", r"\epsilon": "ε",
    r"\theta": "θ", r"\phi": "φ", r"\mu": "μ", r"\sigma": "σ", r"\omega": "ω", r"\lambda": "λ",
    r"\pi": "π", r"\ldots": "…", r"\dots": "…", r"\cdots": "⋯", r"\lVert": "‖", r"\rVert": "‖",
    r"\|": "‖", r"\lfloor": "⌊", r"\rfloor": "⌋", r"\quad": "  ", r"\qquad": "    ", r"\,": " ",
    r"\;": " ", r"\!": "", r"\left": "", r"\right": "", r"\Big": "", r"\big": "", r"\textstyle": "",
    r"\max": "max", r"\min": "min", r"\log": "log", r"\exp": "exp", r"\mid": "|", r"\sin": "sin",
    r"\cos": "cos", r"\operatorname": "", r"\sqrt": "√", r"\ ": " ", r"\{": "{", r"\}": "}", r"\_": "_",
}
_WRAPPERS = re.compile(r"\\(?:text|operatorname|mathrm|mathbf|mathit|texttt|boldsymbol)\{([^{}]*)\}")
_FRAC = re.compile(r"\\frac\{([^{}]*)\}\{([^{}]*)\}")
_SQRT = re.compile(r"\\sqrt\{([^{}]*)\}")
_SUB = re.compile(r"_\{([^{}]*)\}")
_SUP = re.compile(r"\^\{([^{}]*)\}")
_COMMAND = re.compile(r"\\[A-Za-z]+|\\[,;!|{}_ ]")


def _math(tex: str) -> str:
    for _ in range(4):  # nested wrappers, fractions and roots, innermost first
        tex = _SUB.sub(lambda m: "_" + (m.group(1) if len(m.group(1)) <= 1 else f"({m.group(1)})"), tex)
        tex = _SUP.sub(lambda m: "^" + (m.group(1) if len(m.group(1)) <= 1 else f"({m.group(1)})"), tex)
        tex = _WRAPPERS.sub(r"\1", tex)
        tex = _SQRT.sub(lambda m: "√" + (m.group(1) if len(m.group(1)) <= 1 else f"({m.group(1)})"), tex)
        tex = _FRAC.sub(r"(\1)/(\2)", tex)
    tex = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(0), m.group(0)), tex)
    tex = tex.replace("^ᵀ", "ᵀ")
    return re.sub(r"[ \t]{2,}", " ", tex).strip()


def plain_text(markdown: str) -> str:
    """``markdown`` with its ``$…$`` and ``$$…$$`` math simplified for a terminal.

    Code spans and fenced code blocks are left exactly as written.
    """
    out: list[str] = []
    for part in re.split(r"(```[^\n]*\n.*?```)", markdown, flags=re.S):
        if part.startswith("```"):
            out.append(part)
            continue
        pieces = re.split(r"(`[^`\n]*`)", part)
        for i, piece in enumerate(pieces):
            if i % 2:
                continue  # an inline code span
            piece = re.sub(r"\$\$(.+?)\$\$", lambda m: "\n    " + _math(m.group(1)) + "\n", piece, flags=re.S)
            piece = re.sub(r"\$([^$\n]+?)\$", lambda m: _math(m.group(1)), piece)
            pieces[i] = piece
        out.append("".join(pieces))
    text = "".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


__all__ = ["plain_text"]
