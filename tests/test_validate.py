"""`python -m grader validate`: the example pack is valid; broken copies list every problem with file and
dotted field; a mistake the cases cannot catch is refused; the pack's code never runs in our process."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grader.pack import Problem
from grader.packs.code_checks import code_checks
from grader.packs.examples import check_examples, find_examples
from grader.packs.static_checks import static_checks
from grader.packs.validate import check_pack, validate_pack

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "packs" / "attention_variants"


def run_cli(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A private copy of the example pack to break."""
    dest = tmp_path / "pack"
    shutil.copytree(EXAMPLE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def all_problems(root: Path) -> list[Problem]:
    """Static + code checks in this process (fast; the tests trust the example pack's code)."""
    return static_checks(root).problems + code_checks(root)[0]


# ------------------------------------------------------------------ the example pack


def test_example_pack_is_valid_through_the_cli():
    r = run_cli("validate", str(EXAMPLE))
    assert r.returncode == 0, r.stderr
    assert "valid" in r.stdout
    assert "note:" not in r.stderr  # everything was checked, the quiz included


def test_example_pack_is_complete():
    static = static_checks(EXAMPLE)
    assert static.problems == [] and len(static.code_ready) == len(static.exercise_ids) >= 3
    for ex_id in static.exercise_ids:
        meta, hidden = static.metas[ex_id], static.hidden[ex_id]
        assert len(hidden.mistakes) >= 3, ex_id
        assert meta.public_cases and hidden.cases
        assert meta.hints and all(h.en and h.zh for h in meta.hints)
        for lang in ("en", "zh"):
            prompt = (EXAMPLE / "exercises" / "prompts" / f"{ex_id}.{lang}.md").read_text(encoding="utf-8")
            assert find_examples(prompt), f"{ex_id}.{lang}.md shows no >>> example"
    assert static.manifest is not None and static.manifest.quiz


# ------------------------------------------------------------------ several broken fields: all listed


def test_several_broken_fields_are_all_listed(pack: Path):
    edit(pack / "pack.yaml", "version: 1.0.0", "version: first")
    edit(pack / "exercises" / "alibi_slopes.yaml", "difficulty: easy", "difficulty: trivial")
    edit(pack / "exercises" / "sliding_window_mask.yaml", "q_len: {kind: value, value: 4}",
         "q_len: {kind: valu, value: 4}")
    edit(pack / "solutions" / "alibi_bias.yaml", "      q_len: {kind: value, value: 6}\n",
         "      q_len: {kind: value, value: 6}\n      heads: {kind: value, value: 2}\n")
    edit(pack / "solutions" / "temperature_attention.yaml", "  - name: forgot_sqrt_dk\n", "  - name: Forgot-Sqrt\n")
    (pack / "exercises" / "prompts" / "alibi_attention.zh.md").unlink()
    edit(pack / "exercises" / "alibi_bias.py", "def alibi_bias(slopes, q_len, k_len=None):",
         "def alibi_bias(slopes, q_len, k_len=0):")

    r = run_cli("validate", str(pack))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    expected = [
        ("pack.yaml: version:", "first"),
        ("exercises/alibi_slopes.yaml: difficulty:", "trivial"),
        ("exercises/sliding_window_mask.yaml: public_cases.0.args.q_len:", "valu"),
        ("solutions/alibi_bias.yaml: cases.0.args.heads:", "no parameter 'heads'"),
        ("solutions/temperature_attention.yaml: mistakes.1.name:", "pattern"),
        ("exercises/prompts/alibi_attention.zh.md:", "missing"),
        ("exercises/alibi_bias.py: signature:", "k_len=0"),
    ]
    for where, what in expected:
        assert any(line.startswith(where) and what in line for line in lines), (where, lines)
    assert lines[-1].endswith(f"{len(lines) - 1} problems")


def test_validate_pack_api_returns_problems_with_file_and_field(pack: Path):
    edit(pack / "exercises" / "alibi_slopes.yaml", "difficulty: easy", "difficulty: trivial")
    problems = validate_pack(pack)
    assert Problem("exercises/alibi_slopes.yaml", "difficulty",
                   "Input should be 'easy', 'medium' or 'hard' (got 'trivial')") in problems


def test_not_a_folder(tmp_path: Path):
    problems = validate_pack(tmp_path / "nope")
    assert len(problems) == 1 and "not a folder" in problems[0].message
    r = run_cli("validate", str(tmp_path / "nope"))
    assert r.returncode == 2


def test_duplicate_ids(pack: Path):
    edit(pack / "pack.yaml", "- alibi_bias\n", "- alibi_bias\n- alibi_bias\n")
    edit(pack / "solutions" / "alibi_slopes.yaml", "  - name: two_heads", "  - name: one_head")
    edit(pack / "solutions" / "sliding_window_mask.yaml", "  - name: square_window_three",
         "  - name: four_tokens_window_two")
    found = [str(p) for p in static_checks(pack).problems]
    assert any(s.startswith("pack.yaml: exercises") and "listed twice" in s for s in found), found
    assert any(s.startswith("solutions/alibi_slopes.yaml: cases") and "'one_head' is used twice" in s for s in found)
    assert any(s.startswith("solutions/sliding_window_mask.yaml: cases.0.name") and "also a public case" in s
               for s in found)


def test_symbolic_links_are_refused_and_no_code_runs(pack: Path):
    (pack / "exercises" / "prompts" / "notes.md").symlink_to("/etc/hostname")
    res = check_pack(pack)
    assert [str(p) for p in res.problems] == [
        "exercises/prompts/notes.md: is a symbolic link; a pack holds plain files only"]
    assert res.notes == ["the pack's code was not run because the pack contains symbolic links"]


# ------------------------------------------------------------------ code checks


def test_mistake_the_cases_cannot_catch_is_refused(pack: Path):
    # Without the non-power-of-two cases, `power_of_two_formula_everywhere` equals the reference everywhere.
    edit(pack / "exercises" / "alibi_slopes.yaml",
         "  - name: six_heads\n    visibility: public\n    description: {en: \"6 is not a power of two: 4 slopes of 4 heads + "
         "2 interleaved slopes of 8 heads.\", zh: \"6 不是 2 的幂：4 个头的 4 个斜率 + 8 个头中隔位取出的 2 个斜率。\"}\n"
         "    args: {num_heads: {kind: value, value: 6}}\n", "")
    hidden = pack / "solutions" / "alibi_slopes.yaml"
    for name in ("twelve_heads", "three_heads", "five_heads"):
        edit(hidden, f"  - name: {name}\n    args: {{num_heads: {{kind: value, value: ", "  - name: DROP")
    text = hidden.read_text(encoding="utf-8")
    hidden.write_text("\n".join(line for line in text.splitlines() if "DROP" not in line) + "\n", encoding="utf-8")
    # extra_slopes_not_interleaved and extra_slopes_odd_positions are also only visible for non-powers of two
    r = run_cli("validate", str(pack))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert any(line.startswith("solutions/alibi_slopes.yaml: mistakes.1:") and "power_of_two_formula_everywhere"
               in line and "not caught" in line for line in lines), lines
    assert any("extra_slopes_not_interleaved" in line and "not caught" in line for line in lines), lines
    assert any("extra_slopes_odd_positions" in line and "not caught" in line for line in lines), lines
    assert len(lines) == 4  # three mistakes + the count line: nothing else is wrong


def test_stub_that_passes_is_refused(pack: Path):
    shutil.copyfile(pack / "solutions" / "alibi_bias.py", pack / "exercises" / "alibi_bias.py")
    found = [str(p) for p in all_problems(pack)]
    assert any(s.startswith("exercises/alibi_bias.py:") and "the stub passes every case" in s for s in found), found


def test_shown_example_must_equal_the_reference(pack: Path):
    prompt = pack / "exercises" / "prompts" / "alibi_slopes.zh.md"
    edit(prompt, "array([0.5       , 0.25  ", "array([0.5       , 0.4   ")
    edit(pack / "exercises" / "sliding_window_mask.py", "array([[ True, False, False],", "array([[ True, True, False],")
    found = [str(p) for p in all_problems(pack)]
    assert any(s.startswith("exercises/prompts/alibi_slopes.zh.md: line ") and "alibi_slopes(8)" in s for s in found), found
    assert any(s.startswith("exercises/sliding_window_mask.py: line ") for s in found), found
    assert not any("alibi_slopes.en.md" in s for s in found)


def test_reference_broken_on_a_case(pack: Path):
    edit(pack / "solutions" / "alibi_slopes.yaml", "  - name: zero_heads\n    args: {num_heads: {kind: value, value: 0}}\n"
         "    expect: {raises: ValueError}", "  - name: zero_heads\n    args: {num_heads: {kind: value, value: 0}}")
    edit(pack / "solutions" / "sliding_window_mask.py", "    return (j <= p) & (j > p - window)",
         "    return ((j <= p) & (j > p - window)).astype(object)")
    found = [str(p) for p in all_problems(pack)]
    assert any(s.startswith("solutions/alibi_slopes.yaml: cases.6:") and "reference raised ValueError" in s
               for s in found), found
    assert any(s.startswith("exercises/sliding_window_mask.yaml: public_cases.0:") and "not a numeric or bool array"
               in s for s in found), found


def test_a_mutation_whose_find_does_not_apply_and_an_unknown_misconception(pack: Path):
    edit(pack / "solutions" / "alibi_slopes.yaml", '      - find: "extra = _power_of_two(2 * p)[0::2][: num_heads - p]"\n'
         '        replace: "extra = _power_of_two(2 * p)[: num_heads - p]"',
         '      - find: "extra = _power_of_two(3 * p)"\n        replace: "extra = []"')
    found = [str(p) for p in all_problems(pack)]
    assert any(s.startswith("solutions/alibi_slopes.yaml: mistakes.") and ".edits.0.find: 'extra = _power_of_two(3 * p)' "
               "does not occur in solutions/alibi_slopes.py" in s for s in found), found
    edit(pack / "solutions" / "alibi_slopes.yaml", "  - name: extra_slopes_not_interleaved\n    misconceptions: [positional_encoding]",
         "  - name: extra_slopes_not_interleaved\n    misconceptions: [positional_encodings]")
    found = [str(p) for p in static_checks(pack).problems]
    assert any(s.startswith("solutions/alibi_slopes.yaml: mistakes.") and ".misconceptions" in s and "positional_encodings" in s
               for s in found), found


def test_two_mistakes_no_case_tells_apart_are_noted(pack: Path):
    # the same edit under a second name: the diagnosis would name neither, and validate says so
    hidden = pack / "solutions" / "alibi_slopes.yaml"
    edit(hidden, "  - name: extra_slopes_odd_positions\n",
         "  - name: extra_slopes_not_interleaved_again\n    misconceptions: [positional_encoding]\n"
         "    message: {en: \"The same mistake again.\", zh: \"同一个错误。\"}\n    edits:\n"
         "      - find: \"extra = _power_of_two(2 * p)[0::2][: num_heads - p]\"\n"
         "        replace: \"extra = _power_of_two(2 * p)[: num_heads - p]\"\n"
         "  - name: extra_slopes_odd_positions\n")
    problems, notes = code_checks(pack)
    assert not problems, problems
    assert any("alibi_slopes" in n and "'extra_slopes_not_interleaved'" in n and "'extra_slopes_not_interleaved_again'" in n
               and "names neither" in n for n in notes), notes
    assert not [n for n in code_checks(EXAMPLE)[1] if "behave the same" in n]  # the real pack has no such tie


# ------------------------------------------------------------------ the pack's code cannot hurt the caller


def test_reference_that_exits_at_import_is_a_problem_not_a_crash(pack: Path):
    ref = pack / "solutions" / "alibi_slopes.py"
    ref.write_text("import os\nprint('noise on stdout')\nos._exit(0)\n" + ref.read_text(encoding="utf-8"),
                   encoding="utf-8")
    problems = validate_pack(pack)  # in this process: must return, not exit
    assert problems and any("stopped early" in p.message for p in problems), problems


def test_reference_that_loops_forever_is_stopped(pack: Path, monkeypatch):
    monkeypatch.setenv("DOJO_VALIDATE_CALL_LIMIT", "1")
    edit(pack / "solutions" / "alibi_bias.py", '    slopes = np.asarray(slopes)\n',
         '    slopes = np.asarray(slopes)\n    while q_len == 12:\n        pass\n')
    res = check_pack(pack, timeout_s=120)
    assert [str(p) for p in res.problems] == [
        "solutions/alibi_bias.yaml: cases.4: case 'single_head_long': the reference raised PackCodeTimeout: "
        "the reference on case 'single_head_long' ran longer than 1 s"]


def test_whole_check_timeout(pack: Path):
    edit(pack / "solutions" / "alibi_bias.py", '    slopes = np.asarray(slopes)\n',
         '    slopes = np.asarray(slopes)\n    import time\n    time.sleep(60)\n')
    problems = validate_pack(pack, timeout_s=3)
    assert len(problems) == 1 and "did not finish within 3 s" in problems[0].message


def test_validation_leaves_no_bytecode_in_the_pack(pack: Path):
    assert check_pack(pack).ok
    assert not list(pack.rglob("__pycache__"))


def test_no_code_option(pack: Path):
    shutil.copyfile(pack / "solutions" / "alibi_bias.py", pack / "exercises" / "alibi_bias.py")  # a code problem
    r = run_cli("validate", str(pack), "--no-code", "--json")
    assert r.returncode == 0
    data = json.loads(r.stdout)
    assert data["valid"] is True and data["problems"] == []
    assert data["notes"] == ["the pack's code was not run (references, stubs, examples and mistakes unchecked)"]


# ------------------------------------------------------------------ the quiz


def test_quiz_problems_are_listed(pack: Path):
    pytest.importorskip("grader.quiz")
    edit(pack / "solutions" / "quiz" / "variants.yaml", "correct: sharper", "correct: sharpest")
    (pack / "quiz" / "stray.yaml").write_text("id: stray\n", encoding="utf-8")
    found = [str(p) for p in check_pack(pack, run_code=False).problems]
    assert any(s.startswith("solutions/quiz/variants.yaml: answers.temperature_below_one.correct") for s in found), found
    assert "quiz/stray.yaml: not listed under 'quiz' in pack.yaml, so it is never asked" in found


# ------------------------------------------------------------------ shown examples


def test_examples_parser_and_precision():
    ref = lambda x: x * 2  # noqa: E731
    text = "```python\n>>> f(0.123456)\n0.2469\n>>> f(1.0)\n3.0\n>>> g = 2\n>>> f(g)\n4\n```\n"
    problems = check_examples(text, "f", ref)
    assert [line for line, _ in problems] == [4]
    boom = check_examples(">>> f(None)\nTraceback (most recent call last):\n  ...\nTypeError: no\n", "f", ref)
    assert boom == []
    assert os.environ.get("DOJO_VALIDATE_CALL_LIMIT") is None
