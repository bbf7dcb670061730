"""The quiz and mock-interview pages under Streamlit's AppTest, in English and Chinese."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from grader.mutations import standalone_source

import pytest
import yaml

pytest.importorskip("streamlit")
from streamlit.testing.v1 import AppTest  # noqa: E402

from grader.quiz import load_quiz  # noqa: E402
from grader.quiz.checking import numeric_expected  # noqa: E402
from grader.quiz.render import displayed  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
QUIZ_PAGE = str(ROOT / "app_pages" / "quiz.py")
MOCK_PAGE = str(ROOT / "app_pages" / "mock_interview.py")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture()
def db(tmp_path, monkeypatch):
    """A fresh database per test (the store is cached per URL)."""
    from dojo.settings import reload_settings

    url = f"sqlite:///{tmp_path / 'dojo.sqlite3'}"
    monkeypatch.setenv("DOJO_DATABASE_URL", url)
    reload_settings()
    yield url
    monkeypatch.delenv("DOJO_DATABASE_URL")
    reload_settings()


def store(url):
    from dojo.storage import Store

    return Store(url)


def app(page: str, lang: str, **state) -> AppTest:
    at = AppTest.from_file(page, default_timeout=60)
    at.session_state["lang"] = lang
    at.session_state["profile"] = "tester"
    for k, v in state.items():
        at.session_state[k] = v
    return at.run()


def right_answer(quiz, instance):
    """The right answer as the page's widgets take it (computed from the hidden key)."""
    item = quiz.get(instance.question_id)
    key = item.key
    if item.kind == "single_choice":
        return key.correct
    if item.kind == "multiple_choice":
        return list(key.correct)
    if item.kind == "ordering":
        return list(key.order)
    if item.kind == "numeric":
        return numeric_expected(item.question, key, instance)[0]
    return None


def texts(at) -> str:
    parts = [m.value for m in at.markdown] + [m.value for m in at.caption] + [m.value for m in at.success]
    parts += [m.value for m in at.error] + [m.value for m in at.info] + [m.value for m in at.warning]
    return "\n".join(str(p) for p in parts)


def fill(at, quiz, instance, key: str, answer) -> None:
    """Set the widgets of one question's form to ``answer`` and submit it."""
    item = quiz.get(instance.question_id)
    if item.kind == "single_choice":
        at.radio(key=f"{key}-radio").set_value(answer)
    elif item.kind == "multiple_choice":
        for label, cid, _ in displayed(item.question, instance):
            at.checkbox(key=f"{key}-cb-{cid}").set_value(cid in answer)
    elif item.kind == "numeric":
        value = answer if isinstance(answer, list) else [answer]
        at.text_input(key=f"{key}-num").input(", ".join(f"{v:.6f}" for v in value))
    elif item.kind == "ordering":
        for i, cid in enumerate(answer):
            at.selectbox(key=f"{key}-pos{i}").set_value(cid)
    next(b for b in at.button if b.label in ("Check my answer", "提交答案")).click()
    at.run()


def start_quiz(at, count: int, kinds: list[str] | None = None) -> None:
    if kinds:
        at.multiselect(key="quiz_kinds").set_value(kinds)
    at.number_input(key="quiz_count").set_value(count)
    at.button[0].click()
    at.run()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_quiz_page_full_run_records_answers(db, lang):
    quiz = load_quiz()
    at = app(QUIZ_PAGE, lang)
    assert not at.exception
    assert at.title[0].value.endswith("测验" if lang == "zh" else "Quiz")
    start_quiz(at, 4, ["single_choice", "multiple_choice", "ordering", "numeric"])
    run = at.session_state["quiz_run"]
    assert len(run.items) == 4
    for n, item in enumerate(run.items):
        idx = run.current_index
        assert idx == n
        fill(at, quiz, item.instance, f"quiz-{run.seed}-{idx}", right_answer(quiz, item.instance))
        assert not at.exception, at.exception
        assert at.success, texts(at)
        body = texts(at)
        if lang == "zh":
            assert "正确" in body and CJK.search(body)
        else:
            assert "Correct" in body
        at.button(key="quiz_next").click().run()
    assert at.dataframe, "the summary tables"
    assert at.metric[0].value == "4 / 4"
    rows = store(db).quiz_answers("tester")
    assert [r["question_id"] for r in rows] == [it.id for it in run.items]
    assert all(r["correct"] for r in rows)
    assert store(db).quiz_summary("tester") == {"answered": 4, "correct": 4}
    at.button(key="quiz_new").click().run()
    assert at.session_state["quiz_run"] is None


def test_quiz_page_wrong_answer_shows_the_right_one_and_why(db):
    quiz = load_quiz()
    at = app(QUIZ_PAGE, "zh")
    start_quiz(at, 1, ["single_choice"])
    run = at.session_state["quiz_run"]
    item = run.items[0]
    key = quiz.get(item.id).key
    wrong = next(c.id for c in quiz.get(item.id).question.choices if c.id != key.correct)
    fill(at, quiz, item.instance, f"quiz-{run.seed}-0", wrong)
    assert at.error and "不太对" in at.error[0].value
    body = texts(at)
    assert "答案" in body and "解析" in body
    assert key.explanation.zh[:20] in body
    assert store(db).quiz_answers("tester")[0]["correct"] is False


def test_quiz_page_form_errors_record_nothing(db):
    at = app(QUIZ_PAGE, "en")
    start_quiz(at, 1, ["numeric"])
    run = at.session_state["quiz_run"]
    at.text_input(key=f"quiz-{run.seed}-0-num").input("twenty")
    next(b for b in at.button if b.label == "Check my answer").click()
    at.run()
    assert at.error and ("not a number" in at.error[0].value or "number(s)" in at.error[0].value)
    assert len(run.outcomes) == 0 and store(db).quiz_answers("tester") == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_quiz_page_explain_question_two_steps(db, lang):
    quiz = load_quiz()
    at = app(QUIZ_PAGE, lang)
    start_quiz(at, 1, ["explain"])
    run = at.session_state["quiz_run"]
    item = run.items[0]
    key = f"quiz-{run.seed}-0"
    at.text_area(key=f"{key}-text").input("Scores grow with d_k, softmax saturates, gradients vanish.")
    at.button[0].click().run()
    assert not at.exception
    model = quiz.get(item.id).key.model_answer.get(lang)
    assert any(model[:30] in i.value for i in at.info)
    points = quiz.get(item.id).key.checklist
    assert len([c for c in at.checkbox if c.key.startswith(f"{key}-pt")]) == len(points)
    for i in range(len(points)):
        at.checkbox(key=f"{key}-pt{i}").check()
    next(b for b in at.button if b.label in ("Score my answer", "给我的回答打分")).click()
    at.run()
    assert at.success
    saved = store(db).quiz_answers("tester")[0]
    assert saved["correct"] and saved["answer"]["checked"] == list(range(len(points)))


def test_quiz_page_skip_and_finish_early(db):
    at = app(QUIZ_PAGE, "en")
    start_quiz(at, 3)
    at.button(key="quiz_skip_0").click().run()
    run = at.session_state["quiz_run"]
    assert run.outcomes[0].status == "skipped" and run.current_index == 1
    at.button(key="quiz_stop").click().run()
    assert at.metric[0].value == "0 / 3"
    assert not at.exception


def test_quiz_page_released_pack_without_keys(db, tmp_path):
    pack = tmp_path / "student"
    (pack / "quiz").mkdir(parents=True)
    manifest = yaml.safe_load((ROOT / "pack.yaml").read_text(encoding="utf-8"))
    manifest["exercises"] = ["softmax"]
    manifest["quiz"] = ["qkv.yaml"]
    (pack / "pack.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    shutil.copytree(ROOT / "exercises", pack / "exercises",
                    ignore=lambda d, names: [n for n in names if n.endswith(".py") and not n.startswith("softmax")
                                             and n != "conftest.py"])
    shutil.copy(ROOT / "quiz" / "qkv.yaml", pack / "quiz" / "qkv.yaml")
    at = app(QUIZ_PAGE, "zh", pack_path=str(pack))
    assert not at.exception
    assert any("学生版" in i.value for i in at.info)


# ------------------------------------------------------------------ mock interview


def start_mock(at, nq: int, ne: int, minutes: int = 20) -> None:
    at.number_input(key="mock_minutes").set_value(minutes)
    at.number_input(key="mock_nq").set_value(nq)
    at.number_input(key="mock_ne").set_value(ne)
    at.button[0].click()
    at.run()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_mock_interview_questions_then_results(db, lang):
    quiz = load_quiz()
    at = app(MOCK_PAGE, lang)
    assert not at.exception
    start_mock(at, nq=3, ne=0)
    run = at.session_state["mock_run"]
    assert len(run.items) == 3 and run.time_limit_s == 20 * 60
    assert at.metric[0].value in ("20:00", "19:59")
    for n, item in enumerate(run.items):
        idx = at.selectbox(key="mock_item_sel").value
        assert idx == n
        if item.kind == "explain":
            key = f"mock-{run.seed}-{idx}"
            at.text_area(key=f"{key}-text").input("my answer")
            next(b for b in at.button if b.label in ("Show the model answer", "查看参考答案")).click().run()
            for i in range(len(quiz.get(item.id).key.checklist)):
                at.checkbox(key=f"{key}-pt{i}").check()
            next(b for b in at.button if b.label in ("Score my answer", "给我的回答打分")).click()
            at.run()
        else:
            fill(at, quiz, item.instance, f"mock-{run.seed}-{idx}", right_answer(quiz, item.instance))
        assert not at.exception, at.exception
    # no per-question verdicts before the end, only "recorded"
    assert not at.error
    assert any(("结果将在最后给出" if lang == "zh" else "Results come at the end") in s.value for s in at.success)
    at.button(key="mock_finish").click().run()
    assert not at.exception
    assert at.metric[0].value == "3 / 3"
    assert len(store(db).quiz_answers("tester")) == 3
    body = texts(at)
    assert ("解析" if lang == "zh" else "Why") in body or all(i.kind == "explain" for i in run.items)
    at.button(key="mock_new").click().run()
    assert at.session_state["mock_run"] is None


def test_mock_interview_time_up_shows_the_summary(db):
    at = app(MOCK_PAGE, "zh")
    start_mock(at, nq=2, ne=0, minutes=1)
    run = at.session_state["mock_run"]
    run.started_at -= 120  # two minutes ago: the minute is over
    at.run()
    assert not at.exception
    assert any("时间到" in w.value for w in at.warning)
    assert at.metric[0].value == "0 / 2"
    assert run.finished_at is not None


def test_mock_interview_coding_exercise_is_graded_and_recorded(db):
    from grader.engine import get_pack

    at = app(MOCK_PAGE, "en")
    start_mock(at, nq=0, ne=1)
    run = at.session_state["mock_run"]
    (item,) = run.items
    assert item.item_type == "exercise"
    pack = get_pack()
    at.text_area(key=f"mock-code-{run.seed}-0").input(standalone_source(item.exercise_id, root=ROOT))  # the reference as one file (parts inlined)
    at.button(key="mock-grade-0").click().run()
    assert not at.exception, at.exception
    assert run.outcomes[0].correct and run.outcomes[0].detail["verdict"] == "accepted"
    stats = store(db).exercise_stats("tester", pack.id)
    assert stats[item.exercise_id].solved
    at.button(key="mock_finish").click().run()
    assert at.metric[0].value == "1 / 1"


def test_quiz_page_keeps_the_drawn_parameters_of_numeric_questions(db):
    quiz = load_quiz()
    at = app(QUIZ_PAGE, "en")
    start_quiz(at, 2, ["numeric"])
    run = at.session_state["quiz_run"]
    for item in list(run.items):
        idx = run.current_index
        fill(at, quiz, item.instance, f"quiz-{run.seed}-{idx}", right_answer(quiz, item.instance))
        at.button(key="quiz_next").click().run()
    rows = {r["question_id"]: r for r in store(db).quiz_answers("tester")}
    for item in run.items:  # the numbers of a numeric question are drawn anew on every attempt
        assert item.instance.params
        assert rows[item.id]["detail"] == {"seed": item.instance.seed, "params": item.instance.params}


PROGRESS_PAGE = str(ROOT / "app_pages" / "progress.py")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_mock_interview_is_saved_whole_and_listed_on_progress(db, lang):
    quiz = load_quiz()
    at = app(MOCK_PAGE, lang)
    start_mock(at, nq=2, ne=0)
    run = at.session_state["mock_run"]
    first = run.items[0]
    if first.kind == "explain":
        at.button(key="mock-skip-0").click().run()
    else:
        fill(at, quiz, first.instance, f"mock-{run.seed}-0", right_answer(quiz, first.instance))
    at.button(key="mock_finish").click().run()
    assert not at.exception, at.exception
    at.run()  # later reruns of the results page do not store it again
    saved = store(db).mock_interviews("tester")
    assert len(saved) == 1
    m = saved[0]
    summary = run.summary(quiz, lang)
    assert (m["items"], m["correct"], m["score"], m["time_limit_s"]) == (2, summary.correct, summary.score, 1200.0)
    assert [r["id"] for r in m["summary"]["rows"]] == [it.id for it in run.items]
    assert m["summary"]["lang"] == lang and m["summary"]["run_id"]
    # a new interview is a new record
    at.button(key="mock_new").click().run()
    start_mock(at, nq=1, ne=0)
    at.button(key="mock_finish").click().run()
    assert len(store(db).mock_interviews("tester")) == 2

    pg = app(PROGRESS_PAGE, lang)
    assert not pg.exception, pg.exception
    assert any(("模拟面试" if lang == "zh" else "Mock interviews") in s.value for s in pg.subheader)
    table = pg.dataframe[-2].value  # the history, then one interview item by item
    assert len(table) == 2 and list(table.iloc[:, 2]) == ["0 / 1", f"{summary.correct} / 2"]  # newest first
    items = pg.dataframe[-1].value
    assert len(items) == 1
    pg.selectbox(key="prog_mock_pick").set_value(1).run()
    assert len(pg.dataframe[-1].value) == 2 and not pg.exception


def test_stored_answers_read_with_the_letters_the_learner_saw():
    from app_pages.quiz_widgets import answer_detail, answer_text
    from grader.engine import get_pack
    from grader.quiz import load_quiz
    from grader.quiz.render import displayed

    quiz = load_quiz(get_pack())
    qid = next(q.id for q in quiz.questions() if q.kind == "single_choice")
    inst = quiz.instantiate(qid, 11)
    shown = displayed(quiz.get(qid).question, inst)
    label, cid, text = shown[-1]  # the last choice as it was shown
    detail = answer_detail(inst, "single_choice")
    assert detail["order"] == list(inst.order)
    assert answer_text(quiz, qid, cid, detail, "en") == f"{label}. {text.get('en')}"
    assert answer_text(quiz, qid, cid, detail, "zh") == f"{label}. {text.get('zh')}"
    assert answer_text(quiz, qid, {"text": "my words", "checked": [0]}, None, "en") == "my words"
