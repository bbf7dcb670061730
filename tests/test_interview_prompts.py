"""Interview prompts give nothing away: held against the reference of every exercise.

The rule (docs/interview.md):

* **No line of the reference appears in the prompt.** The reference's lines are the bodies of every
  function defined in ``solutions/<id>.py`` (docstrings and comments dropped; a reference that
  imports its parts has fewer lines of its own, and the rule still applies to those). A line and the
  prompt are compared with *all* whitespace removed, so ``a*b`` and ``a * b`` are the same line.
  Trivial lines are ignored: fewer than 12 characters without whitespace (``e = a * b``,
  ``k_len = q_len``), and bare ``return name`` / ``pass`` / ``else:``.
* **At most half as long as the learn prompt** of the same language (characters, runs of whitespace
  counted as one).
* Both languages exist and every exercise has a full hint ladder.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from grader.pack import load_pack

ROOT = Path(__file__).resolve().parents[1]
PACKS = [ROOT, ROOT / "packs" / "attention_variants"]
MIN_LINE = 12
TRIVIAL = re.compile(r"^(return[A-Za-z_][A-Za-z0-9_]*|pass|else:|try:|continue|break)$")


def _no_comments(src: str) -> str:
    """``src`` with its comments removed (strings containing '#' stay intact)."""
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.COMMENT:
            continue
        out.append(tok)
    return tokenize.untokenize(out)


def reference_lines(path: Path) -> list[str]:
    """The non-trivial lines of every function body in ``path``, whitespace removed."""
    src = path.read_text(encoding="utf-8")
    lines = src.splitlines()
    found: list[str] = []
    for node in ast.walk(ast.parse(src)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
            body = body[1:]  # the docstring
        for stmt in body:
            seg = "\n".join(lines[stmt.lineno - 1:stmt.end_lineno])
            for line in _no_comments(seg + "\n").splitlines():
                norm = "".join(line.split())
                if len(norm) >= MIN_LINE and not TRIVIAL.match(norm):
                    found.append(norm)
    return found


def _squash(text: str) -> str:
    return "".join(text.split())


def _length(text: str) -> int:
    return len(" ".join(text.split()))


def _cases():
    for root in PACKS:
        pack = load_pack(root)
        for ex in pack.ordered():
            for lang in pack.manifest.languages:
                yield pytest.param(pack, ex, lang, id=f"{pack.id}-{ex.id}-{lang}")


CASES = list(_cases())


def test_every_exercise_of_both_packs_is_covered():
    assert len(CASES) == 2 * (25 + 5)


@pytest.mark.parametrize("pack,ex,lang", CASES)
def test_interview_prompt_gives_no_reference_line_away(pack, ex, lang):
    assert ex.has_level("interview"), f"{ex.id} has no interview prompt"
    assert lang in ex.interview_prompts, f"{ex.id} has no interview prompt in {lang}"
    prompt = _squash(ex.prompt(lang, level="interview"))
    ref = pack.root / "solutions" / f"{ex.id}.py"
    lines = reference_lines(ref)
    assert lines, f"no reference lines read from {ref}"
    leaked = [line for line in lines if line in prompt]
    assert not leaked, f"{ex.id}.interview.{lang}.md contains reference lines: {leaked}"


@pytest.mark.parametrize("pack,ex,lang", CASES)
def test_interview_prompt_is_at_most_half_the_learn_prompt(pack, ex, lang):
    learn, interview = ex.prompt(lang, "learn"), ex.prompt(lang, "interview")
    assert interview != learn
    assert _length(interview) * 2 <= _length(learn), (ex.id, lang, _length(interview), _length(learn))


@pytest.mark.parametrize("pack,ex,lang", CASES)
def test_interview_prompt_states_the_signature_and_an_example(pack, ex, lang):
    text = ex.prompt(lang, "interview")
    assert f"{ex.function}(" in text  # the signature
    assert "```" in text or "|" in text or "→" in text or "->" in text  # a worked example


@pytest.mark.parametrize("pack,ex,lang", CASES)
def test_every_exercise_has_a_hint_ladder(pack, ex, lang):
    ladder = ex.meta.hint_ladder
    assert ladder is not None, f"{ex.id} has no hint_ladder"
    texts = [t.get(lang) for _, t in ladder.rungs()]
    assert len(texts) == 3 and all(len(t) >= 15 for t in texts)
    assert len(set(texts)) == 3


def test_reference_lines_rule_on_a_known_body(tmp_path):
    ref = tmp_path / "r.py"
    ref.write_text('def f(x, axis=-1):\n    """doc"""\n    m = np.max(x, axis=axis, keepdims=True)  # c\n'
                   '    e = x - m\n    return e\n', encoding="utf-8")
    assert reference_lines(ref) == ["m=np.max(x,axis=axis,keepdims=True)"]
    assert "m=np.max(x,axis=axis,keepdims=True)" in _squash("then m = np.max( x, axis=axis, keepdims=True )")


# ------------------------------------------------------------------ python -m grader show


def test_show_prints_every_level_and_language(capsys):
    from grader.cli import main

    assert main(["show", "causal_mask", "--level", "interview", "--lang", "zh", "--hints"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("因果掩码 (causal_mask, interview)") and "因果掩码 —— 面试版" in out
    assert "提示（由浅入深）" in out and "1. 比较位置" in out
    assert main(["show", "causal_mask"]) == 0
    learn = capsys.readouterr().out
    assert "j ≤ i + (k_len - q_len)" in learn and "$" not in learn  # TeX simplified for a terminal
    assert main(["show", "alibi_bias", "--pack", str(PACKS[1]), "--level", "interview"]) == 0
    assert "ALiBi bias — interview" in capsys.readouterr().out


def test_show_unknown_exercise_is_a_usage_error(capsys):
    from grader.cli import main

    assert main(["show", "no_such_exercise"]) == 2
    assert "no exercise 'no_such_exercise'" in capsys.readouterr().err


def test_plain_text_simplifies_math_but_not_code():
    from grader.prompt_text import plain_text

    out = plain_text("Scores $QK^\\top/\\sqrt{d_k}$ and `x ** 2` and\n$$\\frac{a}{b} \\le \\infty$$\n```\n$keep$\n```")
    assert "QKᵀ/√(d_k)" in out and "`x ** 2`" in out and "(a)/(b) ≤ ∞" in out and "$keep$" in out


def test_prompt_level_is_checked_and_falls_back_without_an_interview_file(tmp_path):
    import shutil

    ex = load_pack(ROOT).get("softmax")
    with pytest.raises(ValueError, match="unknown prompt level"):
        ex.prompt("en", level="expert")
    pack = tmp_path / "variants"
    shutil.copytree(PACKS[1], pack)
    (pack / "exercises" / "prompts" / "alibi_bias.interview.zh.md").unlink()
    bias = load_pack(pack).get("alibi_bias")
    assert bias.prompt("zh", "interview") == bias.prompt("en", "interview")  # English interview prompt first
    for lang in ("en", "zh"):
        (pack / "exercises" / "prompts" / f"alibi_bias.interview.{lang}.md").unlink(missing_ok=True)
    bias = load_pack(pack).get("alibi_bias")
    assert not bias.has_level("interview") and bias.prompt("zh", "interview") == bias.prompt("zh", "learn")
