"""`new` scaffolds a pack that validates; `schema` prints a JSON Schema the example pack satisfies;
every instructor command has --help."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from grader.packs.json_schema import pack_json_schema
from grader.packs.scaffold import ScaffoldError, pack_id_from, scaffold_pack
from grader.packs.validate import check_pack

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "packs" / "attention_variants"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=300)


def test_new_pack_validates_cleanly(tmp_path: Path):
    root = tmp_path / "My Class-2025"
    r = run_cli("new", str(root))
    assert r.returncode == 0, r.stderr
    manifest = yaml.safe_load((root / "pack.yaml").read_text(encoding="utf-8"))
    assert manifest["id"] == "my_class_2025" and manifest["exercises"] == ["attention_scores"]
    assert manifest["quiz"] == ["basics.yaml"] and (root / "solutions" / "quiz" / "basics.yaml").is_file()
    res = check_pack(root)
    assert res.problems == [] and res.notes == []
    # the known mistakes are declared mutations of the reference (no whole-file copies), one a family
    hidden = yaml.safe_load((root / "solutions" / "attention_scores.yaml").read_text(encoding="utf-8"))
    assert [m["name"] for m in hidden["mistakes"]] == ["forgot_scaling", "wrong_divisor", "transposed_all_axes"]
    assert all(m["edits"] and m["misconceptions"] for m in hidden["mistakes"])
    assert hidden["mistakes"][1]["params"] == {"divisor": ["d_k", "d_k ** 0.25"]}
    assert not (root / "solutions" / "mistakes").exists()


def test_new_refuses_a_non_empty_folder(tmp_path: Path):
    (tmp_path / "keep.txt").write_text("x", encoding="utf-8")
    with pytest.raises(ScaffoldError, match="not empty"):
        scaffold_pack(tmp_path)
    r = run_cli("new", str(tmp_path))
    assert r.returncode == 2 and "not empty" in r.stderr
    assert pack_id_from("2024 Spring!") == "pack_2024_spring" and pack_id_from("___") == "my_pack"


def test_schema_is_json_schema_and_the_example_pack_satisfies_it():
    jsonschema = pytest.importorskip("jsonschema")
    r = run_cli("schema")
    assert r.returncode == 0
    schema = json.loads(r.stdout)
    assert schema == json.loads(json.dumps(pack_json_schema()))
    jsonschema.Draft202012Validator.check_schema(schema)
    for name in ("PackManifest", "ExerciseMeta", "ExerciseHidden", "CaseSpec", "Mistake"):
        assert name in schema["$defs"]
    files = {str(p.relative_to(EXAMPLE)): yaml.safe_load(p.read_text(encoding="utf-8"))
             for p in EXAMPLE.rglob("*.yaml")}
    assert "QuizSet" in schema["$defs"] and any(k.startswith("quiz/") for k in files)
    jsonschema.validate(files, schema)  # every YAML file of the pack, against its model
    broken = dict(files)
    broken["exercises/alibi_bias.yaml"] = {**files["exercises/alibi_bias.yaml"], "difficulty": "trivial"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


@pytest.mark.parametrize("command", ["validate", "release", "grade-batch", "new", "schema"])
def test_help(command: str, capsys):
    from grader.cli import main

    assert main([command, "--help"]) == 0
    assert "usage: python -m grader " + command in capsys.readouterr().out


def test_new_validate_release_then_student_quiz_then_grade_batch(tmp_path: Path):
    """The instructor's whole flow on a freshly scaffolded pack, as docs/packs.md tells it."""
    pack, out = tmp_path / "P", tmp_path / "OUT"
    assert run_cli("new", str(pack)).returncode == 0
    assert run_cli("validate", str(pack)).returncode == 0
    r = run_cli("release", str(pack), str(out))
    assert r.returncode == 0, r.stderr
    assert "released p 0.1.0" in r.stdout and "1 exercise," in r.stdout
    # the unchanged example is published with the grader: a note, not an error
    assert "note: unchanged example of `grader new`" in r.stderr and "grader/packs/scaffold.py" in r.stderr
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert "validate" not in readme and "Edit, then" not in readme
    assert "quiz_answers.json" in readme and "python -m grader quiz" in readme

    # the student answers the quiz in the copy: the answer is recorded, not judged (no keys there)
    quiz = subprocess.run([sys.executable, "-m", "grader", "quiz", "--seed", "3"], cwd=out, input="B\n",
                          capture_output=True, text=True, timeout=120)
    assert quiz.returncode == 0, quiz.stderr
    answers_file = out / "quiz_answers.json"
    assert f"recorded to {answers_file}" in quiz.stdout and "1 of 1 question answered" in quiz.stdout
    recorded = json.loads(answers_file.read_text(encoding="utf-8"))
    assert recorded["pack"] == "p" and recorded["answers"]["why_scale"]["typed"] == "B"
    order = recorded["answers"]["why_scale"]["order"]
    right_letter = "ABC"[order.index("variance")]

    # a class: alice hands in the right answer (as labelled for her), bob a wrong one, carol nothing
    subs = tmp_path / "class"
    for student, letter in (("alice", right_letter), ("bob", "ABC"[order.index("speed")]), ("carol", None)):
        (subs / student).mkdir(parents=True)
        shutil.copyfile(pack / "solutions" / "attention_scores.py", subs / student / "attention_scores.py")
        if letter:
            data = dict(recorded, answers={"why_scale": dict(recorded["answers"]["why_scale"], typed=letter)})
            (subs / student / "quiz_answers.json").write_text(json.dumps(data), encoding="utf-8")
    g = run_cli("grade-batch", str(pack), str(subs), "--out", str(tmp_path / "gb"), "--no-progress")
    assert g.returncode == 0, g.stderr
    rows = {r["student"]: r for r in csv.DictReader(io.StringIO((tmp_path / "gb" / "gradebook.csv").read_text()))}
    assert [(rows[s]["quiz:answered"], rows[s]["quiz:correct"], rows[s]["quiz:total"]) for s in ("alice", "bob", "carol")] \
        == [("1", "1", "1"), ("1", "0", "1"), ("0", "0", "1")]
    book = json.loads((tmp_path / "gb" / "gradebook.json").read_text(encoding="utf-8"))
    assert {r["student"]: r["quiz"]["score"] for r in book["students"]} == {"alice": 1.0, "bob": 0.0, "carol": 0.0}
    assert "quiz_answers.json" not in json.dumps(json.loads((tmp_path / "gb" / "run-log.json").read_text())["ignored"])
    fb = (tmp_path / "gb" / "feedback" / "bob.md").read_text(encoding="utf-8")
    assert "## Quiz" in fb and "`why_scale` | ✗" in fb
    assert "No quiz_answers.json was handed in." in (tmp_path / "gb" / "feedback" / "carol.md").read_text()
