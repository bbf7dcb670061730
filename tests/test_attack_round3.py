"""Regression tests for the third attack review (after the counterexample search and the mutation
diagnosis landed): what a submission learns on hidden cases must not reach the shown `found` case, an
attribute on /scratch must not outlive its job, the diagnosis must not say which hidden case a mistake
explains, and the class feedback must render student-chosen text inert."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from grader.engine import get_pack, grade, prepare_cases
from grader.mutations import standalone_source
from grader.packs.batch import _md

SOFTMAX = standalone_source("softmax")


def _hidden_numbers() -> set[str]:
    """Every hidden input value of softmax, as the 12 significant digits a dump would show."""
    pack = get_pack()
    out = set()
    for pc in prepare_cases(pack, pack.get("softmax"), "all"):
        if pc.case.hidden:
            for v in pc.case.args.values():
                if isinstance(v, np.ndarray) and v.dtype.kind == "f":
                    out |= {f"{x:.12g}" for x in v.ravel() if np.isfinite(x) and abs(x) > 1e-3}
    return out


REMEMBER = SOFTMAX.replace("def softmax(", "_SEEN = []\n\n\ndef _softmax(", 1) + '''

def softmax(x, axis=-1):
    import numpy as np
    _SEEN.append(np.array(x, dtype=np.float64).ravel())
    if len(_SEEN) > {n}:  # the search's calls: dump what the hidden cases showed, every way a report shows
        flat = np.concatenate(_SEEN)
        print(" ".join(repr(float(v)) for v in flat[:400]))
        raise ValueError(" ".join(repr(float(v)) for v in flat[:200]))
    return _softmax(x, axis)
'''


@pytest.mark.sandbox
def test_the_search_runs_in_a_fresh_process_so_a_found_case_shows_no_hidden_input():
    pack = get_pack()
    n = len(prepare_cases(pack, pack.get("softmax"), "all"))
    report = grade("softmax", REMEMBER.replace("{n}", str(n)))
    text = json.dumps(report.model_dump(mode="json"))
    shown = set(re.findall(r"-?\d+\.\d{6,}(?:e-?\d+)?", text))
    leaked = {s for s in shown if f"{float(s):.12g}" in _hidden_numbers()}
    assert not leaked, sorted(leaked)[:5]
    # the fresh process saw only its own calls: it behaved like a correct softmax there
    assert report.verdict == "accepted", [(c.name, c.visibility, c.message) for c in report.cases if c.verdict != "accepted"]


@pytest.mark.sandbox
def test_extended_attributes_are_refused_in_the_sandbox():
    src = SOFTMAX + '''

import os
try:
    os.setxattr("/scratch", "user.k", b"x" * 100)
    _XATTR = "set"
except OSError:
    _XATTR = "refused"
_orig = softmax


def softmax(x, axis=-1):
    if _XATTR == "set":
        raise RuntimeError("an extended attribute was set on /scratch")
    return _orig(x, axis)
'''
    report = grade("softmax", src)
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"][:3]


@pytest.mark.sandbox
def test_hidden_cases_carry_no_diagnosis_and_mistakes_list_only_shown_cases():
    report = grade("softmax", standalone_source("softmax", ["forgot_max_subtraction"]))
    assert "forgot_max_subtraction" in report.diagnosis
    hidden = {c.name for c in report.cases if c.visibility == "hidden"}
    assert hidden and all(c.diagnosis is None for c in report.cases if c.visibility == "hidden")
    for f in report.feedback:
        assert not set(f.case_names) & hidden
        assert f.cases >= len(f.case_names)  # the count still covers the hidden cases it explains
    assert any(c.diagnosis == "forgot_max_subtraction" for c in report.cases if c.visibility == "public")


@pytest.mark.parametrize("text", [
    "![pixel](https://evil.example/track.png)", "[login](javascript:alert(3))",
    "<img src=x onerror=alert(document.domain)>", "x\n<script>alert(1)</script>", "# heading | cell `code` *em*",
])
def test_class_feedback_text_is_inert_markdown(text):
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark").render(_md(text))
    assert "<img" not in html and "<a " not in html and "<script" not in html and "<h1" not in html
    assert "<code>" not in html and "<em>" not in html and "\n" not in _md(text)
