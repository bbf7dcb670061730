"""grade-batch over a class of 30 mixed submissions: correct, wrong (known mistakes), hostile, missing,
syntax errors. The class is generated in a tmp folder. The hostile code here is harmless to the machine
(endless loops, exits, output floods, a failing huge allocation, garbage results) — nothing that touches
files; /work/shared/cases/hostile is not used because `grader doctor` cannot yet confirm a hidden filesystem.

``make_class(dest, quick=True)`` makes the endless loop loop only on inputs of 8 heads or more (3 cases)
so the suite stays fast; ``quick=False`` loops on every case (what the measurements in docs/packs.md use)."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grader.packs.batch import BatchError, feedback_filename, grade_batch

REPO = Path(__file__).resolve().parent.parent
PACK = REPO / "packs" / "attention_variants"
EXERCISES = ["temperature_attention", "sliding_window_mask", "alibi_slopes", "alibi_bias", "alibi_attention"]

HOSTILE = {
    "loop_forever": "def {fn}(*args, **kwargs):\n    while True:\n        pass\n",
    "loop_on_big_inputs": "def {fn}(num_heads):\n    while num_heads >= 8:\n        pass\n    return None\n",
    "exit_at_import": "import sys\nsys.exit(3)\n",
    "os_exit_in_call": "import os\n\n\ndef {fn}(*args, **kwargs):\n    os._exit(7)\n",
    "print_flood": "def {fn}(*args, **kwargs):\n    while True:\n        print('spam' * 10000)\n",
    "memory_bomb": "import numpy as np\n\n\ndef {fn}(*args, **kwargs):\n    return np.ones((1 << 34,))\n",
    "returns_text": "def {fn}(*args, **kwargs):\n    return 'attention'\n",
    "raise_at_import": "raise ValueError('broken on purpose')\n",
}

# student -> exercise -> what they hand in: "correct", "stub", "syntax", "missing", a mistake name, or a hostile kind
CLASS: dict[str, dict[str, str]] = {
    "alice": {e: "correct" for e in EXERCISES},
    "bob": {"temperature_attention": "multiplied_by_temperature", "sliding_window_mask": "window_off_by_one",
            "alibi_slopes": "starts_at_one", "alibi_bias": "wrong_sign", "alibi_attention": "bias_scaled_too"},
    "carol": {"temperature_attention": "print_flood", "sliding_window_mask": "exit_at_import",
              "alibi_slopes": "loop_forever", "alibi_bias": "os_exit_in_call", "alibi_attention": "memory_bomb"},
    "dave": {"temperature_attention": "missing", "sliding_window_mask": "syntax", "alibi_slopes": "stub",
             "alibi_bias": "missing", "alibi_attention": "syntax"},
    "erin": {"temperature_attention": "correct", "sliding_window_mask": "not_causal", "alibi_slopes": "returns_text",
             "alibi_bias": "raise_at_import", "alibi_attention": "missing"},
    "李雷 (Li Lei)": {"temperature_attention": "multiplied_by_temperature", "sliding_window_mask": "window_off_by_one",
                     "alibi_slopes": "power_of_two_formula_everywhere", "alibi_bias": "correct",
                     "alibi_attention": "forgot_causal_mask"},
}


def make_class(dest: Path, pack: Path = PACK, quick: bool = True) -> Path:
    """Write SUBMISSIONS/<student>/<exercise>.py for CLASS (6 students × 5 exercises = 30)."""
    for student, work in CLASS.items():
        folder = dest / student
        folder.mkdir(parents=True)
        for ex, kind in work.items():
            if kind == "loop_forever" and quick:
                kind = "loop_on_big_inputs"
            target = folder / f"{ex}.py"
            if kind == "missing":
                continue
            if kind == "correct":  # the reference as one submission file (a composite imports its parts)
                from grader.engine import get_pack
                from grader.mutations import standalone_source

                target.write_text(standalone_source(get_pack(pack).get(ex), []), encoding="utf-8")
            elif kind == "stub":
                shutil.copyfile(pack / "exercises" / f"{ex}.py", target)
            elif kind == "syntax":
                target.write_text(f"def {ex}(x:\n    return x\n", encoding="utf-8")
            elif kind in HOSTILE:
                target.write_text(HOSTILE[kind].format(fn=ex), encoding="utf-8")
            else:  # a known mistake: its declared mutation rendered as one submission file
                from grader.engine import get_pack
                from grader.mutations import standalone_source

                target.write_text(standalone_source(get_pack(pack).get(ex), [kind]), encoding="utf-8")
    (dest / "alice" / "notes.txt").write_text("not a submission\n", encoding="utf-8")
    return dest


# what every cell of the gradebook must say: (verdict, first diagnosis or None)
EXPECTED = {
    "alice": {e: ("accepted", None) for e in EXERCISES},
    "bob": {e: ("wrong_answer", m) for e, m in CLASS["bob"].items()},
    "carol": {"temperature_attention": ("output_limit_exceeded", None), "sliding_window_mask": ("runtime_error", None),
              "alibi_slopes": ("time_limit_exceeded", None), "alibi_bias": ("runtime_error", None),
              "alibi_attention": ("memory_limit_exceeded", None)},
    "dave": {"temperature_attention": ("missing", None), "sliding_window_mask": ("syntax_error", None),
             "alibi_slopes": ("not_implemented", None), "alibi_bias": ("missing", None),
             "alibi_attention": ("syntax_error", None)},
    "erin": {"temperature_attention": ("accepted", None), "sliding_window_mask": ("wrong_answer", "not_causal"),
             "alibi_slopes": ("invalid_output", None), "alibi_bias": ("runtime_error", None),
             "alibi_attention": ("missing", None)},
    "李雷 (Li Lei)": {"temperature_attention": ("wrong_answer", "multiplied_by_temperature"),
                     "sliding_window_mask": ("wrong_answer", "window_off_by_one"),
                     "alibi_slopes": ("wrong_answer", "power_of_two_formula_everywhere"),
                     "alibi_bias": ("accepted", None), "alibi_attention": ("wrong_answer", "forgot_causal_mask")},
}
DATA_FILES = ["gradebook.csv", "gradebook.json", "summary.md"]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=600)


@pytest.fixture(scope="module")
def graded(tmp_path_factory) -> tuple[Path, Path, subprocess.CompletedProcess]:
    base = tmp_path_factory.mktemp("batch")
    subs = make_class(base / "submissions")
    assert sum(1 for _ in subs.rglob("*.py")) + sum(k == "missing" for w in CLASS.values() for k in w.values()) == 30
    r = run_cli("grade-batch", str(PACK), str(subs), "--out", str(base / "out"))
    return subs, base / "out", r


def test_cli_writes_the_gradebook(graded):
    subs, out, r = graded
    assert r.returncode == 0, r.stderr
    assert "graded 27 submissions of 6 students × 5 exercises (3 missing)" in r.stdout
    assert "30/30" in r.stderr  # the progress bar went to stderr
    for name in DATA_FILES + ["run-log.json"]:
        assert (out / name).is_file(), name
    assert sorted(p.name for p in (out / "feedback").iterdir()) == sorted(feedback_filename(s) for s in CLASS)


def test_every_cell_is_right(graded):
    _, out, _ = graded
    book = json.loads((out / "gradebook.json").read_text(encoding="utf-8"))
    assert book["exercises"] == EXERCISES
    assert [row["student"] for row in book["students"]] == sorted(CLASS)
    for row in book["students"]:
        for ex, (verdict, mistake) in EXPECTED[row["student"]].items():
            cell = row["results"][ex]
            assert cell["verdict"] == verdict, (row["student"], ex, cell)
            if mistake:
                assert cell["diagnosis"][:1] == [mistake], (row["student"], ex, cell)
            if verdict == "accepted":
                assert cell["score"] == 1.0 and cell["passed"] == cell["total"] > 0
            if verdict in ("missing", "syntax_error", "not_implemented"):
                assert cell["score"] == 0.0
        assert row["accepted"] == sum(v == "accepted" for v, _ in EXPECTED[row["student"]].values())
    alice = next(r for r in book["students"] if r["student"] == "alice")
    assert alice["total_score"] == 5.0


def test_csv_matches_json(graded):
    _, out, _ = graded
    rows = list(csv.DictReader(io.StringIO((out / "gradebook.csv").read_text(encoding="utf-8"))))
    book = json.loads((out / "gradebook.json").read_text(encoding="utf-8"))
    assert [r["student"] for r in rows] == [s["student"] for s in book["students"]]
    for r, s in zip(rows, book["students"]):
        for ex in EXERCISES:
            cell = s["results"][ex]
            assert r[f"{ex}:verdict"] == cell["verdict"]
            assert float(r[f"{ex}:score"]) == cell["score"]
            assert r[f"{ex}:diagnosis"] == ";".join(cell["diagnosis"])


def test_summary_names_what_to_teach_again(graded):
    _, out, _ = graded
    book = json.loads((out / "gradebook.json").read_text(encoding="utf-8"))
    top = book["summary"]["temperature_attention"]["mistakes"][0]
    assert top["name"] == "multiplied_by_temperature" and top["students"] == 2
    assert top["message"].startswith("You multiplied the scores by the temperature")
    second = book["summary"]["sliding_window_mask"]["mistakes"][0]
    assert (second["name"], second["students"]) == ("window_off_by_one", 2)
    assert book["summary"]["alibi_bias"]["verdicts"]["missing"] == 1
    md = (out / "summary.md").read_text(encoding="utf-8")
    teach = md.split("## What to teach again")[1].split("##")[0]
    first = [line for line in teach.splitlines() if line.startswith("- ")][:2]
    assert {"temperature_attention / multiplied_by_temperature", "sliding_window_mask / window_off_by_one"} == \
        {line.split("**")[1] for line in first}


def test_feedback_files(graded):
    _, out, _ = graded
    bob = (out / "feedback" / "bob.md").read_text(encoding="utf-8")
    assert "## Attention with a temperature (`temperature_attention`) — Wrong answer" in bob
    assert "> **multiplied_by_temperature** — You multiplied the scores" in bob
    assert "| `very_cold` | hidden | Wrong answer |" in bob  # per-case verdicts, hidden ones included
    dave = (out / "feedback" / "dave.md").read_text(encoding="utf-8")
    assert "Missing" in dave and "no file temperature\\_attention.py" in dave and "Syntax error" in dave  # (markdown-escaped)
    li = (out / "feedback" / feedback_filename("李雷 (Li Lei)")).read_text(encoding="utf-8")
    assert li.startswith("# Feedback — 李雷 (Li Lei)")
    for text in (bob, dave, li):
        assert "elapsed" not in text and " ms" not in text


def test_run_twice_gives_identical_files(graded, tmp_path: Path):
    subs, out, _ = graded
    again = tmp_path / "again"
    res = grade_batch(PACK, subs, again, jobs=3, progress=False)
    assert res.graded == 27 and res.missing == 3
    for name in DATA_FILES:
        assert (again / name).read_bytes() == (out / name).read_bytes(), name
    for p in (out / "feedback").iterdir():
        assert (again / "feedback" / p.name).read_bytes() == p.read_bytes(), p.name
    log = json.loads((again / "run-log.json").read_text(encoding="utf-8"))
    assert log["graded"] == 27 and len(log["submissions"]) == 30 and log["jobs"] == 3
    assert log["ignored"] == ["alice/notes.txt: not an exercise of the pack"]
    assert all(s["wall_s"] >= 0 for s in log["submissions"])


def test_symlinked_submission_is_not_graded(tmp_path: Path):
    subs = tmp_path / "subs"
    (subs / "mallory").mkdir(parents=True)
    (subs / "mallory" / "alibi_slopes.py").symlink_to(PACK / "solutions" / "alibi_slopes.py")
    res = grade_batch(PACK, subs, tmp_path / "out", progress=False, lang="zh")
    book = json.loads((tmp_path / "out" / "gradebook.json").read_text(encoding="utf-8"))
    cell = book["students"][0]["results"]["alibi_slopes"]
    assert cell["verdict"] == "unreadable" and "symbolic link" in cell["note"]
    assert res.graded == 0
    fb = (tmp_path / "out" / "feedback" / "mallory.md").read_text(encoding="utf-8")
    assert fb.startswith("# 反馈 — mallory") and "无法读取" in fb and "未提交" in fb


def test_broken_pack_or_folder_is_a_usage_error(tmp_path: Path):
    broken = tmp_path / "pack"
    shutil.copytree(PACK, broken)
    (broken / "solutions" / "alibi_bias.py").unlink()
    (tmp_path / "subs" / "x").mkdir(parents=True)
    r = run_cli("grade-batch", str(broken), str(tmp_path / "subs"), "--out", str(tmp_path / "out"), "--no-progress")
    assert r.returncode == 2 and "solutions/alibi_bias.py: file is missing" in r.stderr
    assert not (tmp_path / "out").exists()
    with pytest.raises(BatchError, match="is not a folder"):
        grade_batch(PACK, tmp_path / "nobody", tmp_path / "out2", progress=False)


def test_quiz_answer_files_are_graded_with_the_keys_and_broken_ones_are_problems(tmp_path: Path):
    """grade_quizzes on hostile answer files: not JSON, too big, a forged order, an unknown question."""
    import json as _json

    from grader.engine import get_pack
    from grader.packs.batch import grade_quizzes
    from grader.quiz import load_quiz

    pack = get_pack(PACK)
    quiz = load_quiz(pack)
    item = next(it for it in quiz.items.values() if it.kind == "single_choice")
    inst = quiz.instantiate(item.id, 5)
    right = "ABCDEFGH"[list(inst.order).index(item.key.correct)]
    base = {"format": 1, "pack": pack.id, "version": "x"}
    files = {
        "good": {**base, "answers": {item.id: {"seed": 5, "order": list(inst.order), "typed": right}}},
        # a forged order (not the question's choices) is ignored: the order drawn from the seed is used
        "forged": {**base, "answers": {item.id: {"seed": 5, "order": ["zz"], "typed": right},
                                       "no_such_question": {"seed": 1, "typed": "A"}}},
        "garbage": "not json at all {",
        "huge": "x" * ((1 << 20) + 10),
        "wrong_field": {**base, "answers": {item.id: {"seed": -3, "typed": "A"}}},
    }
    for student, content in files.items():
        (tmp_path / student).mkdir()
        text = content if isinstance(content, str) else _json.dumps(content)
        (tmp_path / student / "quiz_answers.json").write_text(text, encoding="utf-8")
    (tmp_path / "nothing").mkdir()
    got = grade_quizzes(pack, tmp_path, sorted(files) + ["nothing"], "en")
    assert (got["good"].answered, got["good"].correct, got["good"].total) == (1, 1, len(quiz))
    assert got["forged"].correct == 1 and got["forged"].problems == [
        "answer to a question this quiz does not have: 'no_such_question'"]
    assert got["garbage"].answered == 0 and got["garbage"].problems == ["quiz_answers.json: not a JSON file (JSONDecodeError)"]
    assert got["huge"].problems == ["quiz_answers.json: larger than 1024 KiB"]
    assert got["wrong_field"].problems[0].startswith(f"quiz_answers.json: answers.{item.id}.seed:")
    assert got["nothing"].answered == 0 and got["nothing"].problems == []


def test_quiz_columns_without_answer_files(graded):
    from grader.quiz import load_quiz

    _, out, _ = graded
    n = len(load_quiz(PACK))
    rows = list(csv.DictReader(io.StringIO((out / "gradebook.csv").read_text(encoding="utf-8"))))
    assert rows and all((r["quiz:answered"], r["quiz:correct"], r["quiz:total"]) == ("0", "0", str(n)) for r in rows)
    book = json.loads((out / "gradebook.json").read_text(encoding="utf-8"))
    assert all(s["quiz"] == {"answered": 0, "correct": 0, "score": 0.0, "total": n, "to_read": 0}
               for s in book["students"])
    assert "No quiz_answers.json was handed in." in (out / "feedback" / "alice.md").read_text(encoding="utf-8")
