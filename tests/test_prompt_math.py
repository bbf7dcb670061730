"""Every prompt, rendered by the one prompt function (``ui.render_prompt``), has balanced maths.

Both packs the app ships (the built-in pack and packs/attention_variants), both languages, both levels
(learn, interview). The browser check of the same prompts is tests/e2e/test_prompts_katex.py.
"""

from __future__ import annotations

import pytest

from grader.pack import LEVELS, load_pack
from tests.app_helpers import ROOT
from tests.prompt_math import UnbalancedMath, math_segments, rendered_prompt

PACKS = [ROOT, ROOT / "packs" / "attention_variants"]
CASES = [(root, ex, lang, level) for root in PACKS for ex in load_pack(root).ordered()
         for lang in ("en", "zh") for level in LEVELS]


@pytest.mark.parametrize("root,ex,lang,level", CASES,
                         ids=[f"{r.name}:{e.id}:{lang}:{lv}" for r, e, lang, lv in CASES])
def test_every_rendered_prompt_has_balanced_maths(root, ex, lang, level):
    md = rendered_prompt(ex, lang, level)
    segments = math_segments(md)  # raises UnbalancedMath
    raw = ex.prompt(lang, level)
    if "$" in raw.replace("\\$", ""):
        assert segments, "the prompt has $ but no maths was found"
    # display blocks stand on lines of their own (otherwise KaTeX swallows the rest of the prompt)
    for line in md.splitlines():
        if "$$" in line:
            assert line.strip() == "$$", f"display maths not on its own line: {line[:80]!r}"
    assert md.strip() and not md.lstrip().startswith("# ")  # the page shows the title once


@pytest.mark.parametrize("md,why", [("a $x + y", "never closes"), ("$$\nx\n", "never closes"),
                                    ("a $x\n\ny$ b", "paragraph ends"), ("a $$ $$ b", "empty")])
def test_unbalanced_maths_is_found(md, why):
    with pytest.raises(UnbalancedMath, match=why):
        math_segments(md)


def test_code_and_escaped_dollars_are_not_maths():
    md = "cost \\$5, `a$b`, ```\n$x\n```\nand $k^\\top$ then\n\n$$\nq k\n$$\n"
    assert math_segments(md) == [(False, "k^\\top"), (True, "q k")]
