"""`python -m grader release`: the student copy has stubs, prompts, public cases with expected values and
local pytest grading — and no reference source, no mistake, no hidden spec, no hidden input or expected
value, no quiz answer key."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import yaml

from grader.engine import prepare_cases
from grader.pack import load_pack
from grader.packs.release import MARKER, ReleaseError, release_pack

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "packs" / "attention_variants"


def run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def released(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("release") / "student_copy"
    r = run(["-m", "grader", "release", str(EXAMPLE), str(out)], cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert "released attention_variants" in r.stdout
    return out


def texts(root: Path) -> dict[str, str]:
    out = {}
    for p in root.rglob("*"):
        if p.is_file():
            out[str(p.relative_to(root))] = p.read_bytes().decode("utf-8", "replace")
    return out


def hidden_numbers(values) -> set[str]:
    """Distinctive numbers (as JSON/repr would print them) of arrays: not round, 6+ significant digits."""
    found = set()
    for v in values:
        if isinstance(v, np.ndarray) and v.dtype.kind == "f":
            for x in v.astype(np.float64).ravel():
                if np.isfinite(x) and x != round(x, 4):
                    found.add(repr(float(x)))
    return found


def test_layout(released: Path):
    files = set(texts(released))
    pack = load_pack(EXAMPLE)
    for ex in pack.manifest.exercises:
        for rel in (f"exercises/{ex}.py", f"exercises/{ex}.yaml", f"exercises/public/{ex}.json",
                    f"exercises/prompts/{ex}.en.md", f"exercises/prompts/{ex}.zh.md"):
            assert rel in files, rel
    assert {"pack.yaml", "exercises/conftest.py", "quiz/variants.yaml", "README.md", "requirements.txt",
            "pytest.ini", MARKER, "grader/engine.py", "grader/pytest_plugin.py"} <= files
    assert not any(f.startswith("solutions") or "/solutions/" in f for f in files)
    assert not any("__pycache__" in f for f in files)


def test_no_reference_mistake_generator_or_hidden_spec_text(released: Path):
    out = texts(released)
    learner = "\n".join(t for rel, t in texts(EXAMPLE).items() if not rel.startswith("solutions"))
    secrets = {str(p.relative_to(EXAMPLE)): p.read_text(encoding="utf-8")
               for p in (EXAMPLE / "solutions").rglob("*") if p.is_file()}
    # the known mistakes are declared mutations inside the hidden specs: those are secrets too
    assert any(k.endswith(".yaml") and "edits:" in v for k, v in secrets.items()) and "solutions/quiz/variants.yaml" in secrets
    lines_checked = 0
    for name, secret in secrets.items():
        for rel, text in out.items():
            assert secret.strip() not in text, f"{rel} contains {name}"
        for line in secret.splitlines():
            line = line.strip()
            # every distinctive line of the hidden material (code, messages, specs) that is not also
            # part of the learner material stays out of the student side of the copy
            if len(line) < 30 or line in learner:
                continue
            lines_checked += 1
            for rel, text in out.items():
                if not rel.startswith("grader/"):
                    assert line not in text, f"{rel} contains a line of {name}: {line!r}"
    assert lines_checked > 100


def test_no_hidden_input_or_expected_value(released: Path):
    pack = load_pack(EXAMPLE)
    out = "\n".join(texts(released).values())
    learner = "\n".join(t for rel, t in texts(EXAMPLE).items() if not rel.startswith("solutions"))
    checked = 0
    for ex in pack.ordered():
        all_cases = prepare_cases(pack, ex, "all")
        public = {pc.case.name for pc in prepare_cases(pack, ex, "public")}
        hidden = [pc for pc in all_cases if pc.case.name not in public]
        assert hidden
        public_numbers = hidden_numbers(v for pc in all_cases if pc.case.name in public
                                        for v in list(pc.case.args.values()) + list(pc.expected or ()))
        for pc in hidden:
            values = list(pc.case.args.values()) + list(pc.expected or ())
            for number in hidden_numbers(values) - public_numbers:
                if number in learner:  # e.g. an ALiBi slope like 0.015625 that the prompt itself shows
                    continue
                checked += 1
                assert number not in out, f"hidden value {number} of {ex.id}/{pc.case.name} is in the release"
            student_side = {k: v for k, v in texts(released).items() if not k.startswith("grader/")}
            word = re.compile(rf"\b{pc.case.name}\b")
            assert not any(word.search(t) for t in student_side.values()), pc.case.name
    assert checked > 500  # the search really looked at many values


def test_public_cases_are_frozen_with_expected_values(released: Path):
    pack = load_pack(EXAMPLE)
    for ex in pack.ordered():
        data = json.loads((released / "exercises" / "public" / f"{ex.id}.json").read_text(encoding="utf-8"))
        names = [c["name"] for c in data["cases"]]
        assert names == [c.name for c in ex.meta.public_cases]
        for c in data["cases"]:
            assert c["expected"] is not None or c["raises"]


def test_quiz_without_answer_keys(released: Path):
    quiz = yaml.safe_load((released / "quiz" / "variants.yaml").read_text(encoding="utf-8"))
    keys = yaml.safe_load((EXAMPLE / "solutions" / "quiz" / "variants.yaml").read_text(encoding="utf-8"))["answers"]
    text = (released / "quiz" / "variants.yaml").read_text(encoding="utf-8")
    assert "correct" not in text and "model_answer" not in text and "answer" not in quiz
    for key in keys.values():
        for field in ("explanation", "model_answer"):
            if key.get(field):
                assert key[field]["en"] not in text


def test_pytest_grades_the_public_cases_in_the_copy(released: Path, tmp_path: Path):
    work = tmp_path / "work"
    shutil.copytree(released, work)
    shutil.copyfile(EXAMPLE / "solutions" / "alibi_slopes.py", work / "exercises" / "alibi_slopes.py")
    from grader.engine import get_pack
    from grader.mutations import standalone_source

    (work / "exercises" / "sliding_window_mask.py").write_text(  # a known mistake, as one submission file
        standalone_source(get_pack(EXAMPLE).get("sliding_window_mask"), ["not_causal"]), encoding="utf-8")
    r = run(["-m", "pytest", "exercises", "-q", "-p", "no:randomly"], cwd=work)
    out = r.stdout
    assert r.returncode == 1, out
    assert "alibi_slopes.py::eight_heads PASSED" in run(["-m", "pytest", "exercises", "-v", "-k", "alibi_slopes"],
                                                        cwd=work).stdout
    # the three untouched stubs are one "not started" skip each, not a failure per case
    for ex in ("temperature_attention", "alibi_bias", "alibi_attention"):
        assert f"SKIPPED [1] exercises/{ex}.py: not started: `{ex}` still raises NotImplementedError" in out, out
        assert f"FAILED exercises/{ex}.py" not in out
    assert "FAILED exercises/sliding_window_mask.py::four_tokens_window_two" in out
    window_public = len(json.loads((work / "exercises" / "public" / "sliding_window_mask.json")
                                   .read_text(encoding="utf-8"))["cases"])
    # passing: both alibi_slopes cases, and window_zero (the not_causal mistake still raises ValueError)
    assert f"{window_public - 1} failed, 3 passed, 3 skipped" in out, out
    assert "inputs: " in out and "expected: " in out and "yours: " in out  # public cases show their values

    g = run(["-m", "grader", "grade", "alibi_slopes", "exercises/alibi_slopes.py", "--json"], cwd=work)
    assert g.returncode == 0, g.stderr
    report = json.loads(g.stdout)
    assert report["verdict"] == "accepted" and report["total"] == 2
    assert {c["visibility"] for c in report["cases"]} == {"public"}


def test_refuses_to_overwrite_and_force_only_replaces_a_release(released: Path, tmp_path: Path):
    with pytest.raises(ReleaseError, match="not empty"):
        release_pack(EXAMPLE, released, validate=False)
    other = tmp_path / "other"
    other.mkdir()
    (other / "thesis.tex").write_text("precious\n", encoding="utf-8")
    with pytest.raises(ReleaseError, match="holds no earlier release"):
        release_pack(EXAMPLE, other, validate=False, force=True)
    assert (other / "thesis.tex").read_text(encoding="utf-8") == "precious\n"
    with pytest.raises(ReleaseError, match="outside the pack folder"):
        release_pack(EXAMPLE, EXAMPLE / "release", validate=False)
    with pytest.raises(ReleaseError, match="outside the pack folder"):
        release_pack(EXAMPLE, EXAMPLE.parent, validate=False)

    again = tmp_path / "again"
    shutil.copytree(released, again)
    (again / "stale.txt").write_text("old\n", encoding="utf-8")
    res = release_pack(EXAMPLE, again, validate=False, force=True)
    assert not (again / "stale.txt").exists() and res.public_cases > 0
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary folders left


def test_invalid_pack_is_not_released(tmp_path: Path):
    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack)
    spec = pack / "solutions" / "alibi_bias.yaml"  # a mutation whose edit no longer applies
    spec.write_text(spec.read_text(encoding="utf-8").replace(
        '- find: "p = np.arange(q_len)[:, None] + (k_len - q_len)"', '- find: "p = np.arange(q_len)[:, None] + 0"', 1),
        encoding="utf-8")
    out = tmp_path / "out"
    r = run(["-m", "grader", "release", str(pack), str(out)], cwd=REPO)
    assert r.returncode == 2
    assert ".edits.0.find: 'p = np.arange(q_len)[:, None] + 0' does not occur in solutions/alibi_bias.py" in r.stderr
    assert not out.exists()


def test_leak_guard_stops_a_release(tmp_path: Path):
    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack)
    # an instructor pastes the reference into the prompt by accident
    ref = (pack / "solutions" / "alibi_bias.py").read_text(encoding="utf-8")
    with open(pack / "exercises" / "prompts" / "alibi_bias.en.md", "a", encoding="utf-8") as f:
        f.write("\n```python\n" + ref + "\n```\n")
    with pytest.raises(ReleaseError) as info:
        release_pack(pack, tmp_path / "out", validate=False)
    assert any("exercises/prompts/alibi_bias.en.md contains the text of solutions/alibi_bias.py" in line
               for line in info.value.lines)
    assert not (tmp_path / "out").exists()


def test_exercise_without_public_cases_gets_a_note(tmp_path: Path):
    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack)
    meta = pack / "exercises" / "alibi_slopes.yaml"
    text = meta.read_text(encoding="utf-8")
    meta.write_text(text[:text.index("public_cases:")], encoding="utf-8")
    res = release_pack(pack, tmp_path / "out", validate=False)
    assert res.notes == ["alibi_slopes has no public cases: students cannot check it with `pytest exercises`"]
    data = json.loads((tmp_path / "out" / "exercises" / "public" / "alibi_slopes.json").read_text(encoding="utf-8"))
    assert data["cases"] == []


def test_a_real_leak_names_the_instructors_file_and_what_to_do(tmp_path: Path):
    """Generic over the hidden layout: a file anywhere under solutions/ (here a mutation-style YAML
    that no release code knows about) pasted into a stub is caught and blamed on the stub."""
    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack)
    hidden = pack / "solutions" / "notes" / "alibi_bias_mutations.yaml"
    hidden.parent.mkdir()
    hidden.write_text("mutations:\n  - name: wrong_sign\n    replace: {'m * distance': '-m * distance'}\n"
                      "    message: {en: 'the bias must penalise distance'}\n", encoding="utf-8")
    stub = pack / "exercises" / "alibi_bias.py"
    stub.write_text(stub.read_text(encoding="utf-8") + "\n'''\n" + hidden.read_text(encoding="utf-8") + "'''\n",
                    encoding="utf-8")
    with pytest.raises(ReleaseError) as info:
        release_pack(pack, tmp_path / "out", validate=False)
    assert info.value.lines[1:] == ["  exercises/alibi_bias.py contains the text of "
                                    "solutions/notes/alibi_bias_mutations.yaml: remove that text from it "
                                    "(a student copy must not hold hidden material), then release again"]
    assert not (tmp_path / "out").exists()


def test_a_fresh_scaffold_releases_with_one_note(tmp_path: Path):
    from grader.packs.scaffold import scaffold_pack

    pack = scaffold_pack(tmp_path / "P")
    res = release_pack(pack, tmp_path / "OUT")
    assert len(res.notes) == 1 and res.notes[0].startswith("unchanged example of `grader new`: solutions/attention_scores.py")
    # the student README is for students: no instructor instructions
    readme = (tmp_path / "OUT" / "README.md").read_text(encoding="utf-8")
    assert "validate" not in readme and "The first step of attention" in readme
