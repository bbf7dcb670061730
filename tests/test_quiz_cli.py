"""``python -m grader quiz`` in the terminal with piped stdin, in English and Chinese."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from grader.pack import BUILTIN_PACK
from grader.quiz import MockInterview, QuizRun, load_quiz
from grader.quiz.answers import fmt_value
from grader.quiz.checking import numeric_expected
from grader.quiz.render import displayed

ROOT = Path(BUILTIN_PACK)


def grader(*args: str, stdin: str = "", timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture(scope="module")
def quiz():
    return load_quiz()


def typed_answer(quiz, item, right: bool = True) -> str:
    """What a learner types for the item of a run (the right answer, or a wrong one)."""
    it = quiz.get(item.id)
    q, k, inst = it.question, it.key, item.instance
    labels = {cid: label for label, cid, _ in displayed(q, inst)}
    if it.kind == "single_choice":
        cid = k.correct if right else next(c.id for c in q.choices if c.id != k.correct)
        return labels[cid]
    if it.kind == "multiple_choice":
        ids = list(k.correct) if right else [c.id for c in q.choices if c.id not in k.correct]
        return " ".join(labels[c] for c in ids)
    if it.kind == "ordering":
        order = list(k.order) if right else list(reversed(k.order))
        return " ".join(labels[c] for c in order)
    if it.kind == "numeric":
        v, _ = numeric_expected(q, k, inst)
        if not right:
            v = [x + 10 for x in v] if isinstance(v, list) else v + 10
        return ", ".join(f"{x:.6f}" for x in (v if isinstance(v, list) else [v]))
    n = len(k.checklist)
    return "My answer in words.\nSecond line.\n\n" + "\n".join(["y"] * n if right else ["n"] * n)


def test_list_json(quiz):
    r = grader("quiz", "--list", "--json")
    assert r.returncode == 0 and r.stderr == ""
    rows = json.loads(r.stdout)
    assert len(rows) >= 40 and rows == quiz.list_rows()
    assert {row["kind"] for row in rows} == {"single_choice", "multiple_choice", "numeric", "ordering", "explain"}


def test_list_text_in_chinese():
    r = grader("quiz", "--list", "--lang", "zh", "--topic", "masking")
    assert r.returncode == 0
    assert "掩码" in r.stdout and "单选题" in r.stdout


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_piped_quiz_all_right(quiz, lang):
    run = QuizRun.create(quiz, count=6, seed=11)
    answers = "\n".join(typed_answer(quiz, item) for item in run.items) + "\n"
    r = grader("quiz", "--count", "6", "--seed", "11", "--lang", lang, stdin=answers)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    if lang == "zh":
        assert "Attention Dojo 测验：共 6 题" in out and "== 总结 ==" in out
        assert "6 题中答对 6 题" in out and "按主题" in out
        assert out.count("✓ 正确") == 6
    else:
        assert "6 of 6 correct" in out and out.count("✓ Correct") == 6
    assert r.stderr == ""


def test_wrong_answers_show_the_answer_and_why(quiz):
    run = QuizRun.create(quiz, count=3, seed=4, kinds=["single_choice", "numeric", "ordering"])
    answers = "\n".join(typed_answer(quiz, item, right=False) for item in run.items) + "\n"
    r = grader("quiz", "--count", "3", "--seed", "4", "--kind", "single_choice", "--kind", "numeric",
               "--kind", "ordering", "--lang", "zh", stdin=answers)
    assert r.returncode == 0
    assert r.stdout.count("答案:") + r.stdout.count("答案：") >= 3
    assert "解析" in r.stdout and "3 题中答对 0 题" in r.stdout


def test_bad_input_is_asked_again_then_skip_and_quit(quiz):
    run = QuizRun.create(quiz, count=3, seed=8, kinds=["single_choice"])
    stdin = "Z\n" + typed_answer(quiz, run.items[0]) + "\ns\nq\n"
    r = grader("quiz", "--count", "3", "--seed", "8", "--kind", "single_choice", stdin=stdin)
    assert r.returncode == 0
    assert "Z is not one of the choices" in r.stdout and "Try again:" in r.stdout
    assert "skipped" in r.stdout and "Stopped." in r.stdout
    # what was reached counts (a skip scores 0); questions never reached are said, not scored
    assert "1 of 2 correct, score 1 / 2 (50%)" in r.stdout
    assert "1 question not reached (not counted)" in r.stdout and "[not reached]" not in r.stdout


def test_end_of_input_ends_the_quiz_with_a_summary():
    r = grader("quiz", "--count", "5", "--seed", "1", stdin="")
    assert r.returncode == 0 and "No question answered." in r.stdout
    assert "5 questions not reached (not counted)" in r.stdout


def test_json_summary_on_stdout_conversation_on_stderr(quiz):
    run = QuizRun.create(quiz, count=2, seed=3, kinds=["numeric"])
    stdin = "\n".join(typed_answer(quiz, item) for item in run.items) + "\n"
    r = grader("quiz", "--count", "2", "--seed", "3", "--kind", "numeric", "--json", stdin=stdin)
    assert r.returncode == 0
    data = json.loads(r.stdout)
    assert data["correct"] == 2 and data["seed"] == 3 and data["mode"] == "quiz"
    assert "Why" in r.stderr
    # the parameters shown are the ones the check used
    p = run.items[0].instance.params
    assert all(fmt_value(v) in r.stderr for v in p.values())


def test_usage_errors():
    assert grader("quiz", "--count", "0").returncode == 2
    r = grader("quiz", "--topic", "nope")
    assert r.returncode == 2 and "unknown topic" in r.stderr
    r = grader("quiz", "--kind", "essay")
    assert r.returncode == 2
    assert grader("quiz", "--help").returncode == 0


def test_a_released_pack_lists_and_records_answers_but_cannot_judge_them(tmp_path):
    import shutil

    import yaml

    (tmp_path / "quiz").mkdir()
    shutil.copy(ROOT / "quiz" / "qkv.yaml", tmp_path / "quiz" / "qkv.yaml")
    m = yaml.safe_load((ROOT / "pack.yaml").read_text(encoding="utf-8"))
    m["quiz"] = ["qkv.yaml"]
    (tmp_path / "pack.yaml").write_text(yaml.safe_dump(m, allow_unicode=True), encoding="utf-8")
    r = grader("quiz", "--pack", str(tmp_path), "--list", "--json")
    assert r.returncode == 0 and len(json.loads(r.stdout)) > 5
    r = grader("quiz", "--pack", str(tmp_path), "--mock")
    assert r.returncode == 2 and "no answer keys" in r.stderr
    # without keys the quiz records what was typed (after checking its form) and never says right or wrong
    r = grader("quiz", "--pack", str(tmp_path), "--count", "2", "--seed", "1", stdin="Z\ns\nq\n")
    assert r.returncode == 0 and "no answer keys" in r.stdout and "Correct" not in r.stdout
    answers_file = tmp_path / "quiz_answers.json"
    assert "0 answers recorded now; 0 of" in r.stdout and not answers_file.exists()
    first = json.loads(grader("quiz", "--pack", str(tmp_path), "--list", "--json").stdout)[0]
    assert first["kind"] == "single_choice"
    r = grader("quiz", "--pack", str(tmp_path), "--count", "1", "--seed", "1", "--json", stdin="A\n")
    data = json.loads(r.stdout)
    assert data["recorded_now"] == 1 and data["answered"] == 1 and data["answers_file"] == str(answers_file)
    recorded = json.loads(answers_file.read_text(encoding="utf-8"))["answers"]
    assert list(recorded) == [first["id"]] and recorded[first["id"]]["typed"] == "A"
    # the next run asks only what is still unanswered
    r = grader("quiz", "--pack", str(tmp_path), "--count", "1", "--seed", "1", "--json", stdin="q\n")
    from grader.quiz import load_quiz

    answered_prompt = " ".join(load_quiz(tmp_path).get(first["id"]).question.prompt.en.split())[:40]
    assert "1 question to answer" in r.stderr and answered_prompt not in " ".join(r.stderr.split())
    assert json.loads(r.stdout)["answered"] == 1


def test_a_broken_quiz_is_reported_not_crashed(tmp_path):
    import shutil

    shutil.copytree(ROOT / "quiz", tmp_path / "quiz")
    shutil.copytree(ROOT / "solutions" / "quiz", tmp_path / "solutions" / "quiz")
    shutil.copy(ROOT / "pack.yaml", tmp_path / "pack.yaml")
    p = tmp_path / "quiz" / "qkv.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("kind: ordering", "kind: sorting"), encoding="utf-8")
    r = grader("quiz", "--pack", str(tmp_path), "--list", "--json")
    assert r.returncode == 2 and r.stdout == ""
    assert "quiz/qkv.yaml: questions.6" in r.stderr


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_mock_interview_in_the_terminal(quiz, lang):
    mock = MockInterview.create(quiz, None, n_questions=2, n_exercises=1, minutes=30, seed=5)
    ex = mock.items[-1]
    assert ex.item_type == "exercise"
    reference = ROOT / "solutions" / f"{ex.exercise_id}.py"
    stdin = "\n".join(typed_answer(quiz, item) for item in mock.items[:2]) + f"\n{reference}\n"
    r = grader("quiz", "--mock", "--count", "2", "--exercises", "1", "--minutes", "30", "--seed", "5",
               "--lang", lang, stdin=stdin, timeout=300)
    assert r.returncode == 0, r.stderr
    if lang == "zh":
        assert "模拟面试：30 分钟内完成 2 道题和 1 道编程题" in r.stdout and "剩余时间" in r.stdout
        assert "3 题中答对 3 题" in r.stdout
    else:
        assert "Mock interview: 2 questions and 1 coding exercise in 30 minutes." in r.stdout
        assert "3 of 3 correct" in r.stdout and "time used" in r.stdout
    assert "accepted" in r.stdout.lower() or "通过" in r.stdout


def test_a_word_to_a_numeric_question_is_not_a_number_and_plurals_agree():
    r = grader("quiz", "--kind", "numeric", "--count", "1", "--seed", "1", stdin="y\nq\n")
    assert r.returncode == 0
    assert "y is not a number" in r.stdout and "got 1" not in r.stdout
    assert "Attention Dojo quiz: 1 question." in r.stdout
    zh = grader("quiz", "--kind", "numeric", "--count", "2", "--seed", "1", "--lang", "zh", stdin="q\n")
    assert "共 2 题" in zh.stdout and "2 题" in zh.stdout


def test_default_round_is_ten_questions():
    r = grader("quiz", "--seed", "2", stdin="")
    assert "Attention Dojo quiz: 10 questions." in r.stdout
    assert "10 questions not reached (not counted)" in r.stdout
