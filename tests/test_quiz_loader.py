"""Quiz schema and loader: all-or-nothing, every problem named by file and dotted field; safe answers."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from grader.pack import PackError
from grader.quiz import load_quiz, validate_quiz
from grader.quiz.answers import AnswerError, evaluate_expression, evaluate_function, parse_expression

MANIFEST = """\
id: tiny
title: {en: Tiny, zh: 小}
version: 0.1.0
authors: [me]
exercises: [softmax]
quiz: [%s]
"""

SET = """\
id: basics
title: {en: Basics, zh: 基础}
questions:
  - id: why_scale
    kind: single_choice
    topic: scaling
    prompt: {en: "Why scale?", zh: "为什么缩放？"}
    choices:
      - {id: a, text: {en: "speed", zh: "速度"}}
      - {id: b, text: {en: "variance", zh: "方差"}}
  - id: dot
    kind: numeric
    topic: embeddings
    prompt: {en: "a = {a}, b = {b}: a·b?", zh: "a = {a}，b = {b}：a·b？"}
    params:
      a: {kind: int_vector, length: 2, low: -3, high: 3}
      b: {kind: int_vector, length: 2, low: -3, high: 3}
  - id: steps
    kind: ordering
    topic: qkv
    prompt: {en: "Order", zh: "排序"}
    items:
      - {id: two, text: {en: "2", zh: "二"}}
      - {id: one, text: {en: "1", zh: "一"}}
      - {id: three, text: {en: "3", zh: "三"}}
"""

KEYS = """\
answers:
  why_scale:
    kind: single_choice
    correct: b
    explanation: {en: "Variance grows with d_k.", zh: "方差随 d_k 增长。"}
  dot:
    kind: numeric
    answer: {fn: dot, args: {a: a, b: b}}
    explanation: {en: "{work}", zh: "{work}"}
  steps:
    kind: ordering
    order: [one, two, three]
    explanation: {en: "1, 2, 3", zh: "一二三"}
"""


def make_pack(root: Path, files: dict[str, str], quiz: str = "basics.yaml") -> Path:
    (root / "quiz").mkdir(parents=True, exist_ok=True)
    (root / "solutions" / "quiz").mkdir(parents=True, exist_ok=True)
    (root / "pack.yaml").write_text(MANIFEST % quiz, encoding="utf-8")
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


@pytest.fixture()
def good(tmp_path):
    return make_pack(tmp_path, {"quiz/basics.yaml": SET, "solutions/quiz/basics.yaml": KEYS})


def problems_of(root: Path) -> list[tuple[str, str, str]]:
    return [(p.file, p.field, p.message) for p in validate_quiz(root)]


def test_a_good_pack_loads(good):
    q = load_quiz(good)
    assert list(q.items) == ["why_scale", "dot", "steps"]
    assert q.has_keys and all(it.key is not None for it in q.items.values())
    assert validate_quiz(good) == []


def test_an_answer_in_the_learner_file_is_refused(good):
    (good / "quiz" / "basics.yaml").write_text(SET.replace("    topic: scaling\n", "    topic: scaling\n    correct: b\n"),
                                              encoding="utf-8")
    probs = problems_of(good)
    assert ("quiz/basics.yaml", "questions.0.single_choice.correct", "Extra inputs are not permitted (got 'b')") in probs


def test_an_unknown_kind_is_one_clear_problem(good):
    (good / "quiz" / "basics.yaml").write_text(SET.replace("kind: single_choice", "kind: single"), encoding="utf-8")
    probs = problems_of(good)
    assert len(probs) == 1
    file, field, msg = probs[0]
    assert (file, field) == ("quiz/basics.yaml", "questions.0") and "single_choice" in msg


def test_every_problem_is_listed_at_once(good):
    bad_set = (SET.replace("topic: qkv", "topic: nonsense")
               .replace("a = {a}, b = {b}", "a = {a}, c = {c}")
               .replace("      - {id: one, text: {en: \"1\", zh: \"一\"}}\n", "      - {id: one, text: {en: \"1\", zh: \"\"}}\n"))
    bad_keys = (KEYS.replace("correct: b", "correct: z")
                .replace("  steps:\n    kind: ordering", "  steps:\n    kind: explain_me"))
    (good / "quiz" / "basics.yaml").write_text(bad_set, encoding="utf-8")
    (good / "solutions" / "quiz" / "basics.yaml").write_text(bad_keys, encoding="utf-8")
    with pytest.raises(PackError) as exc:
        load_quiz(good)
    fields = {(p.file, p.field) for p in exc.value.problems}
    assert ("quiz/basics.yaml", "questions.2.ordering.items.1.text.zh") in fields  # empty Chinese text
    # the learner file is broken, so keys are not even read: nothing is half-loaded
    assert all(p.file == "quiz/basics.yaml" for p in exc.value.problems)
    (good / "quiz" / "basics.yaml").write_text(bad_set.replace('zh: ""', 'zh: "一"'), encoding="utf-8")
    probs = problems_of(good)
    fields = {(f, fl) for f, fl, _ in probs}
    assert ("quiz/basics.yaml", "questions.2.topic") in fields
    assert ("quiz/basics.yaml", "questions.1.prompt.en") in fields
    assert ("solutions/quiz/basics.yaml", "answers.steps") in fields  # kind explain_me: a schema error


def test_key_problems_name_the_hidden_file(good):
    keys = KEYS.replace("correct: b", "correct: z").replace("order: [one, two, three]", "order: [one, two, two]")
    keys += "  ghost:\n    kind: single_choice\n    correct: a\n    explanation: {en: x, zh: x}\n"
    (good / "solutions" / "quiz" / "basics.yaml").write_text(keys, encoding="utf-8")
    probs = problems_of(good)
    fields = {(f, fl) for f, fl, _ in probs}
    assert ("solutions/quiz/basics.yaml", "answers.why_scale.correct") in fields
    assert ("solutions/quiz/basics.yaml", "answers.steps.order") in fields
    assert ("solutions/quiz/basics.yaml", "answers.ghost") in fields


def test_a_missing_key_and_a_kind_mismatch(good):
    keys = KEYS.replace("  why_scale:\n    kind: single_choice\n    correct: b\n", "  why_scale:\n    kind: multiple_choice\n    correct: [b]\n")
    keys = keys.split("  steps:")[0]
    (good / "solutions" / "quiz" / "basics.yaml").write_text(keys, encoding="utf-8")
    probs = problems_of(good)
    assert ("solutions/quiz/basics.yaml", "answers.why_scale.kind",
            "is 'multiple_choice' but the question is 'single_choice'") in probs
    assert ("solutions/quiz/basics.yaml", "answers.steps", "question 'steps' has no answer key") in probs


def test_an_ordering_listed_in_answer_order_gives_the_answer_away(good):
    (good / "solutions" / "quiz" / "basics.yaml").write_text(KEYS.replace("order: [one, two, three]",
                                                                          "order: [two, one, three]"), encoding="utf-8")
    probs = problems_of(good)
    assert [(f, fl) for f, fl, _ in probs] == [("quiz/basics.yaml", "questions.2.items")]


@pytest.mark.parametrize("answer, needle", [
    ('{expr: "__import__(\'os\')"}', "unknown function '__import__'"),
    ('{expr: "__import__(\'os\').system(\'echo hi\')"}', "Attribute is not allowed"),
    ('{expr: "a.__class__"}', "Attribute is not allowed"),
    ('{expr: "(lambda: 1)()"}', "Lambda is not allowed"),
    ('{expr: "[x for x in a]"}', "ListComp is not allowed"),
    ('{expr: "2 ** 100000"}', "exponents are limited"),
    ('{expr: "\'text\'"}', "only numbers"),
    ('{expr: "c + 1"}', "unknown name 'c'"),
    ('{expr: "dot(a, b) / 0"}', "not finite"),
    ('{fn: no_such_fn}', "unknown answer function"),
    ('{fn: dot, args: {a: a}}', "needs 'b'"),
    ('{fn: dot, args: {a: a, b: zz}}', "'zz' is not a parameter"),
    ('{expr: "a"}', "size 1"),
])
def test_numeric_keys_are_computed_by_trusted_code_only(good, answer, needle):
    keys = KEYS.replace("answer: {fn: dot, args: {a: a, b: b}}", f"answer: {answer}")
    (good / "solutions" / "quiz" / "basics.yaml").write_text(keys, encoding="utf-8")
    probs = problems_of(good)
    assert probs and all(f == "solutions/quiz/basics.yaml" and fl.startswith("answers.dot.answer") for f, fl, _ in probs), probs
    assert any(needle in m for _, _, m in probs), probs


def test_explanation_fields_must_exist(good):
    (good / "solutions" / "quiz" / "basics.yaml").write_text(KEYS.replace('{en: "{work}"', '{en: "{nope}"'),
                                                             encoding="utf-8")
    assert problems_of(good) == [("solutions/quiz/basics.yaml", "answers.dot.explanation.en",
                                  "{nope} is neither a parameter nor {answer} / {work}")]


def test_duplicate_ids_across_sets_and_set_id_mismatch(tmp_path):
    other = SET.replace("id: basics", "id: wrong_name", 1)
    root = make_pack(tmp_path, {"quiz/basics.yaml": SET, "solutions/quiz/basics.yaml": KEYS,
                                "quiz/more.yaml": other, "solutions/quiz/more.yaml": KEYS},
                     quiz="basics.yaml, more.yaml")
    probs = problems_of(root)
    assert ("quiz/more.yaml", "id", "is 'wrong_name' but the file is 'more.yaml': use 'more'") in probs
    assert ("quiz/more.yaml", "questions.0.id", "question id 'why_scale' is already used in quiz/basics.yaml") in probs


@pytest.mark.parametrize("name", ["../evil.yaml", "sub/dir.yaml", ".."])
def test_set_names_are_plain_file_names(tmp_path, name):
    root = make_pack(tmp_path, {"quiz/basics.yaml": SET, "solutions/quiz/basics.yaml": KEYS}, quiz=f"'{name}'")
    probs = problems_of(root)
    assert probs[0][:2] == ("pack.yaml", "quiz.0")


def test_missing_files(tmp_path):
    root = make_pack(tmp_path, {"quiz/basics.yaml": SET})
    assert problems_of(root) == [("solutions/quiz/basics.yaml", "", "file is missing")]
    root2 = make_pack(tmp_path / "b", {}, quiz="nothing.yaml")
    assert problems_of(root2) == [("quiz/nothing.yaml", "", "file is missing")]


def test_a_released_pack_loads_without_keys(tmp_path):
    root = make_pack(tmp_path, {"quiz/basics.yaml": SET})
    import shutil

    shutil.rmtree(root / "solutions")
    q = load_quiz(root)
    assert not q.has_keys and all(it.key is None for it in q.items.values())
    assert validate_quiz(root) == []
    assert [r["id"] for r in q.list_rows()] == ["why_scale", "dot", "steps"]


def test_the_cache_sees_edits(good):
    assert len(load_quiz(good)) == 3
    import os
    import time

    text = SET.replace("  - id: steps", "  - id: steps_renamed")
    (good / "quiz" / "basics.yaml").write_text(text, encoding="utf-8")
    (good / "solutions" / "quiz" / "basics.yaml").write_text(KEYS.replace("  steps:", "  steps_renamed:"), encoding="utf-8")
    st = (good / "quiz" / "basics.yaml").stat()
    os.utime(good / "quiz" / "basics.yaml", ns=(st.st_atime_ns, st.st_mtime_ns + 10_000_000))
    time.sleep(0.01)
    assert "steps_renamed" in load_quiz(good).items


# ------------------------------------------------------------------ the evaluator itself


def test_expressions():
    p = {"d_k": 64, "x": [1.0, 2.0, 3.0], "n": 5}
    assert evaluate_expression("sqrt(d_k)", p) == 8.0
    assert evaluate_expression("n ** 2 + n // 2 - n % 2", p) == 26.0
    assert evaluate_expression("x[-1] * 2", p) == 6.0
    assert evaluate_expression("softmax(x)", p) == pytest.approx([0.0900306, 0.2447285, 0.6652410])
    assert evaluate_expression("[n, -n]", p) == [5.0, -5.0]
    assert evaluate_expression("dot(x, x) / len(x)", p) == pytest.approx(14 / 3)
    for bad in ("open('x')", "x.__len__()", "x[n]", "sqrt(d_k, key=1)", "(1).real", "import os", "{1: 2}"):
        with pytest.raises(AnswerError):
            evaluate_expression(bad, p)
    with pytest.raises(AnswerError):
        parse_expression("+".join(["1"] * 300))
    # hostile text never escapes as another exception (the parser's own limits included)
    for hostile in ("-" * 100_000 + "1", "1+" * 1_000_000 + "1", "(" * 250 + "1" + ")" * 250, "1\x00"):
        with pytest.raises(AnswerError):
            evaluate_expression(hostile, p)
    with pytest.raises(AnswerError) as err:
        evaluate_expression("y" * 5000, p)
    assert len(str(err.value)) < 200


def test_answer_functions_show_their_work():
    v, work = evaluate_function("dot", {"a": "a", "b": "b"}, {"a": [2, 3], "b": [3, -2]})
    assert v == 0.0 and work == "2×3 + 3×(-2) = 0"
    v, work = evaluate_function("mha_params", {"d_model": "d", "bias": 1}, {"d": 512})
    assert v == 1_050_624 and work.endswith("= 1,050,624")
    v, _ = evaluate_function("softmax", {"logits": "x"}, {"x": [1000, 1000, 1000]})
    assert v == pytest.approx([1 / 3] * 3)
