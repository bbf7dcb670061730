"""dojo.safe (escaping), dojo.identity (profiles), dojo.grading limits, dojo.runs, dojo.report_view."""

from __future__ import annotations

from datetime import timedelta

import pytest

from dojo import identity, report_view as rv
from dojo.grading import Refused, check_rate, check_size, submit
from dojo.safe import esc, pack_md
from dojo.settings import reload_settings
from dojo.storage import Store, utcnow

HOSTILE = ["[x](http://evil)", "![](http://beacon)", "<img src=x onerror=alert(1)>", "$\\href{http://evil}{x}$",
           "<http://evil>", ":red[alarm] :material/home:", "[x]: http://evil\n\n[y][x]", "**bold** _it_ `code`"]

md_it = pytest.importorskip("markdown_it")


def _html(md: str) -> str:
    # html=True is stricter than Streamlit (which never renders raw HTML without unsafe_allow_html)
    return md_it.MarkdownIt("commonmark", {"html": True}).render(md)


@pytest.mark.parametrize("text", HOSTILE)
def test_esc_renders_exactly_the_text_and_no_markup(text):
    html = _html(esc(text))
    assert "<a " not in html and "<img" not in html and "<strong" not in html and "<code" not in html
    import html as h
    import re
    inner = h.unescape(re.sub(r"</?p>|<br />", "", html)).strip()
    assert re.sub(r"\s+", " ", inner) == re.sub(r"\s+", " ", text)  # shown as typed
    assert "$" not in esc(text).replace("\\$", "")  # no math delimiter left unescaped


@pytest.mark.parametrize("text", HOSTILE)
def test_pack_md_keeps_no_link_image_html_or_directive(text):
    out = pack_md(text)
    html = _html(out)
    assert "<a " not in html and "<img" not in html
    import re
    assert "\\href" not in out and not re.search(r"(?<!\\):(red\[|material/)", out)


def test_pack_md_keeps_formatting_math_and_code():
    src = "Use **bold**, `[x](y)` and $a_i < b$:\n\n$$\nQK^\\top\n$$\n\n```python\nx = '[a](b)'\n```\n"
    out = pack_md(src)
    assert "**bold**" in out and "`[x](y)`" in out and "$a_i < b$" in out and "x = '[a](b)'" in out
    assert "<strong>bold</strong>" in _html(out)


@pytest.mark.parametrize("name", ["user:victim@example.org", "user:x", "a@b.org", "USER:x", "x:y", "", " ",
                                  "a" * 65, "line\nbreak", "<b>", "[x](http://evil)"])
def test_local_profile_names_never_take_the_identity_form(name):
    assert identity.normalise_local(name) is None
    got = identity.resolve(auth_configured=False, logged_in=False, query_profile=name, default_profile="learner")
    assert got == "learner" and not identity.is_authenticated_name(got)


def test_local_profile_names_that_are_fine():
    assert identity.normalise_local(" alice ") == "alice"
    assert identity.normalise_local("李雷 2.0") == "李雷 2.0"


def test_with_auth_only_the_logged_in_identity_counts():
    assert identity.resolve(auth_configured=True, logged_in=False, query_profile="alice") is None
    assert identity.resolve(auth_configured=True, logged_in=False, query_profile="user:ada@example.org") is None
    assert identity.resolve(auth_configured=True, logged_in=True, email="ada@example.org",
                            query_profile="user:victim@example.org") == "user:ada@example.org"


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("DOJO_SUBMIT_RATE_PER_MINUTE", "3")
    monkeypatch.setenv("DOJO_MAX_SOURCE_BYTES", "2048")
    reload_settings()
    yield Store(f"sqlite:///{tmp_path / 'd.sqlite3'}")
    reload_settings()


class _Report:
    verdict, score, passed, total, elapsed_s, diagnosis = "wrong_answer", 0.0, 0, 1, 0.01, []

    def to_json(self):
        return "{}"


def test_size_limit_refuses_before_anything_is_stored(store):
    from grader.engine import get_pack

    big = "x = 1\n" * 1000  # 6 KB > 2 KB
    with pytest.raises(Refused) as exc:
        check_size(big)
    assert exc.value.key == "grading.too_large" and exc.value.params == {"size_kb": 6, "limit_kb": 2}
    with pytest.raises(Refused):
        submit(store, "ann", get_pack(), "softmax", big)
    assert store.submissions("ann", get_pack().id, "softmax") == []
    check_size("x = 1\n")  # under the limit: fine


def test_rate_limit_counts_submits_of_the_last_minute(store):
    for _ in range(3):
        store.record("ann", "p", "ex", "submit", "s", _Report())
    store.record("ann", "p", "ex", "run", "s", _Report())  # a Run does not count
    with pytest.raises(Refused) as exc:
        check_rate(store, "ann")
    assert exc.value.key == "grading.rate_limited" and exc.value.params["n"] == 3
    assert 1 <= exc.value.params["wait"] <= 61
    check_rate(store, "bob")  # per profile
    check_rate(store, "ann", now=utcnow() + timedelta(seconds=61))  # a minute later: fine again
    from dojo.i18n import t
    for lang in ("en", "zh"):
        assert "3" in t("grading.rate_limited", lang, **exc.value.params)


def test_ui_state_and_submissions(store):
    store.set_state("ann", "run:quiz", {"a": [1, "二"]})
    assert store.get_state("ann", "run:quiz") == {"a": [1, "二"]}
    assert store.get_state("bob", "run:quiz") is None
    store.set_state("ann", "run:quiz", None)
    assert store.get_state("ann", "run:quiz") is None
    store.record("ann", "p", "ex", "submit", "first", _Report())
    store.record("ann", "p", "ex", "run", "second", _Report())
    subs = store.submissions("ann", "p", "ex")
    assert [s["source"] for s in subs] == ["second", "first"] and [s["kind"] for s in subs] == ["run", "submit"]


def test_a_run_alone_does_not_make_an_exercise_attempted(store):
    store.record("ann", "p", "ex", "run", "s", _Report())
    s = store.exercise_stats("ann", "p")["ex"]
    assert (s.attempts, s.runs, s.status) == (0, 1, "not_started")


def test_active_time_is_bounded_per_report(store):
    assert store.add_active_time("ann", "p", "ex", 15) == 15
    assert store.add_active_time("ann", "p", "ex", 10_000) == 15 + Store.MAX_ACTIVE_STEP_S
    assert store.add_active_time("ann", "p", "ex", -5) == 15 + Store.MAX_ACTIVE_STEP_S


def test_quiz_and_mock_runs_round_trip_with_the_clock():
    from grader.engine import get_pack
    from grader.quiz import MockInterview, QuizRun, load_quiz

    from dojo import runs

    pack = get_pack()
    quiz = load_quiz(pack)
    q = QuizRun.create(quiz, count=4, seed=5)
    q.skip(0)
    data = runs.dump(q, pack_root=str(pack.root), extra={"feedback": None})
    q2, extra = runs.load(data, quiz, pack)
    assert q2.started_at == q.started_at and q2.outcomes == q.outcomes and q2.current_index == q.current_index
    assert [i.instance for i in q2.items] == [i.instance for i in q.items]
    m = MockInterview.create(quiz, pack, n_questions=2, n_exercises=1, minutes=10, seed=3)
    m.started_at -= 120  # two minutes ago
    m2, _ = runs.load(runs.dump(m, pack_root=str(pack.root)), quiz, pack)
    assert isinstance(m2, MockInterview) and 470 <= m2.remaining() <= 481  # the clock kept running
    assert [i.id for i in m2.items] == [i.id for i in m.items]
    assert runs.load(data, quiz, type("P", (), {"root": "/elsewhere"})()) is None  # another pack: dropped
    assert runs.load({"version": 99}, quiz, pack) is None


def test_report_view_messages_follow_the_language_and_cases_fail_first():
    class C:
        def __init__(self, name, verdict, key=None):
            self.name, self.verdict, self.message, self.visibility = name, verdict, "stored text", "public"
            if key:
                self.message_key, self.message_params = key, {"function": "softmax"}

    a, b, c = C("a", "accepted"), C("b", "wrong_answer", "missing_function"), C("c", "runtime_error")
    assert [x.name for x in rv.ordered_cases([a, b, c])] == ["b", "c", "a"]
    assert "softmax" in rv.case_message(b, "en") and rv.case_message(b, "zh") != rv.case_message(b, "en")
    assert rv.case_message(c, "zh") == "stored text"  # no key: the stored text
    assert rv.title_from_message("You forgot to subtract the max. Then exp overflows.") == \
        "You forgot to subtract the max"
    assert rv.title_from_message("忘了减去最大值。于是溢出。") == "忘了减去最大值"


def test_report_view_compare_and_numbers():
    cmp = rv.compare([[0.5, 0.5], [1.0, 0.0]], [[0.5, 0.5], ["nan", 0.0]])
    assert cmp.n_differ == 1 and cmp.differ.tolist() == [[False, False], [True, False]]
    same = rv.compare([0.1, 0.2], [0.1 + 3e-8, 0.2])
    assert same.n_differ == 0 and same.max_abs == pytest.approx(3e-8, rel=0.01)
    assert rv.fmt_err(same.max_abs) == "3e-08"
    assert rv.fmt_number(-1e-9) == "0" and rv.fmt_number(float("nan")) == "NaN" and rv.fmt_number(0.123456) == "0.1235"
