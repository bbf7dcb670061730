"""dojo.storage: drafts, attempts, results, quiz answers and packs persist, in transactions."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from dojo.settings import Settings
from dojo.storage import IDLE_CAP_S, Store


def report(verdict="accepted", score=1.0, passed=3, total=3, diagnosis=()):
    return SimpleNamespace(verdict=verdict, score=score, passed=passed, total=total, elapsed_s=0.1,
                           diagnosis=list(diagnosis), to_json=lambda: '{"verdict": "%s"}' % verdict)


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path) -> str:
    """Every storage test runs on SQLite and on a real PostgreSQL server (tests/services.py starts one;
    the PostgreSQL half is skipped, with the reason, only where no server can start)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'd.sqlite3'}"
    return request.getfixturevalue("pg_database")


@pytest.fixture
def store(db_url) -> Store:
    return Store(db_url)


def test_draft_round_trip_and_survives_a_new_store(store, tmp_path):
    assert store.get_draft("ann", "p", "softmax") is None
    store.save_draft("ann", "p", "softmax", "x = 1")
    store.save_draft("ann", "p", "softmax", "x = 2")
    assert store.get_draft("ann", "p", "softmax") == "x = 2"
    again = Store(store.url)  # a server restart
    assert again.get_draft("ann", "p", "softmax") == "x = 2"
    assert again.get_draft("bob", "p", "softmax") is None


def test_attempts_best_score_solved_and_syntax_errors_are_free(store):
    store.record("ann", "p", "softmax", "submit", "s1", report("wrong_answer", 0.5, 1, 2, ["ignored_axis"]))
    store.record("ann", "p", "softmax", "submit", "s2", report("syntax_error", 0.0, 0, 2))
    store.record("ann", "p", "softmax", "run", "s3", report("accepted", 1.0, 2, 2))
    s = store.exercise_stats("ann", "p")["softmax"]
    assert (s.attempts, s.runs, s.best_score, s.solved, s.status) == (1, 1, 0.5, False, "attempted")
    store.record("ann", "p", "softmax", "submit", "s4", report())
    s = store.exercise_stats("ann", "p")["softmax"]
    assert (s.attempts, s.best_score, s.solved) == (2, 1.0, True)
    assert s.verdicts == ["wrong_answer", "syntax_error", "accepted", "accepted"]
    kind, source, rep = store.last_report_json("ann", "p", "softmax")
    assert (kind, source) == ("submit", "s4") and "accepted" in rep
    assert store.exercise_stats("ann", "other_pack") == {}


def test_time_spent_counts_gaps_capped(store):
    t0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
    store.touch("ann", "p", "ex", t0)
    store.touch("ann", "p", "ex", t0 + timedelta(seconds=30))
    spent = store.touch("ann", "p", "ex", t0 + timedelta(hours=2))  # came back after a break
    assert spent == pytest.approx(30 + IDLE_CAP_S)
    assert store.exercise_stats("ann", "p")["ex"].time_spent_s == pytest.approx(30 + IDLE_CAP_S)


def test_history_csv_and_reset(store):
    store.record("ann", "p", "softmax", "submit", "s", report("non_finite", 0.6, 3, 5, ["forgot_max_subtraction"]))
    store.record("ann", "q", "softmax", "submit", "s", report())
    store.save_quiz_answer("ann", "p", "q1", {"choice": 2}, True)
    csv = store.history_csv("ann")
    assert csv.splitlines()[0].startswith("time,pack,exercise,kind")
    assert "forgot_max_subtraction" in csv and len(csv.splitlines()) == 3
    store.reset("ann", "p")
    assert [h["pack"] for h in store.history("ann")] == ["q"]
    assert store.quiz_answers("ann") == []
    store.reset("ann")
    assert store.history("ann") == []


def test_quiz_answers_latest_counts(store):
    store.save_quiz_answer("ann", "p", "q1", "a", False)
    store.save_quiz_answer("ann", "p", "q1", "b", True)
    store.save_quiz_answer("ann", "p", "q2", ["x", "y"], False, score=0.5)
    assert store.quiz_summary("ann", "p") == {"answered": 2, "correct": 1}
    assert store.quiz_answers("ann", "p")[2]["answer"] == ["x", "y"]


def test_language_pack_and_hints_per_profile(store):
    store.set_lang("ann", "zh")
    store.set_pack_path("ann", "/packs/x")
    assert store.ensure_profile("ann") == {"name": "ann", "lang": "zh", "pack_path": "/packs/x"}
    assert store.ensure_profile("bob")["lang"] is None
    store.set_hints_shown("ann", "p", "softmax", 2)
    store.set_hints_shown("ann", "p", "softmax", 1)  # never goes back
    assert store.hints_shown("ann", "p", "softmax") == 2
    store.remember_pack("/packs/x", "x", "X", "叉")
    store.remember_pack("/packs/x", "x", "X2", "叉2")
    assert store.known_packs() == [{"path": "/packs/x", "pack_id": "x", "title_en": "X2", "title_zh": "叉2"}]


def test_a_failed_transaction_leaves_nothing_behind(store):
    bad = SimpleNamespace(verdict="accepted", score="not a number", passed=1, total=1, elapsed_s=0.1, diagnosis=[],
                          to_json=lambda: "{}")
    with pytest.raises(Exception):
        store.record("ann", "p", "softmax", "submit", "s", bad)
    assert store.history("ann") == []


def test_settings_database_url_wins_and_default_is_a_sqlite_file(monkeypatch, tmp_path):
    monkeypatch.delenv("DOJO_DATABASE_URL", raising=False)
    monkeypatch.delenv("DOJO_DB_PATH", raising=False)
    s = Settings()
    assert s.sqlalchemy_url.startswith("sqlite:///") and s.sqlalchemy_url.endswith("var/dojo.sqlite3")
    monkeypatch.setenv("DOJO_DATABASE_URL", "postgresql+psycopg://u:p@db/dojo")
    assert Settings().sqlalchemy_url == "postgresql+psycopg://u:p@db/dojo"


def test_settings_from_secrets_toml(tmp_path, monkeypatch):
    f = tmp_path / "secrets.toml"
    f.write_text('[dojo]\nmax_concurrent_gradings = 5\ndefault_lang = "zh"\n\n[auth]\nclient_id = "x"\n')
    monkeypatch.setattr("dojo.settings.SECRETS_PATHS", [tmp_path / "missing.toml", f])
    monkeypatch.delenv("DOJO_DEFAULT_LANG", raising=False)
    monkeypatch.setenv("DOJO_MAX_CONCURRENT_GRADINGS", "3")  # the environment wins
    s = Settings()
    assert (s.default_lang, s.max_concurrent_gradings) == ("zh", 3)


def test_tables_use_portable_types_only():
    """Postgres must work: no SQLite-only column types."""
    from sqlalchemy.dialects import postgresql
    from sqlalchemy.schema import CreateTable

    from dojo.storage import Base

    for table in Base.metadata.sorted_tables:
        str(CreateTable(table).compile(dialect=postgresql.dialect()))


def test_quiz_answer_detail_is_optional_and_kept(store):
    store.save_quiz_answer("ann", "p", "q1", "a", True)  # the callers of the first version
    store.save_quiz_answer("ann", "p", "q2", [0.5, 0.25], False, 0.5, detail={"seed": 7, "params": {"d_k": 64}})
    rows = store.quiz_answers("ann", "p")
    assert rows[0]["detail"] is None
    assert rows[1]["detail"] == {"seed": 7, "params": {"d_k": 64}}
    assert rows[1]["answer"] == [0.5, 0.25] and rows[1]["score"] == 0.5


def _summary(correct=2, score=2.5, rows=4, **kw):
    return {"rows": [{"index": i, "title": f"item {i}", "status": "answered", "score": 1.0} for i in range(rows)],
            "answered": rows, "correct": correct, "score": score, "max_score": float(rows), "elapsed_s": 300.0,
            "time_limit_s": 1200.0, "timed_out": False, "by_topic": [["qkv", "Q, K, V", 1.5, 2]], "review": [],
            "percent": round(100 * score / rows), **kw}


def test_mock_interviews_are_kept_whole_per_profile_and_pack(store):
    assert store.mock_interviews("ann") == []
    first = store.save_mock_interview("ann", "p", _summary(run_id="r1", lang="zh"))
    store.save_mock_interview("ann", "q", _summary(correct=1, score=1.0, rows=2))
    store.save_mock_interview("bob", "p", _summary())
    rows = store.mock_interviews("ann")
    assert [r["pack"] for r in rows] == ["p", "q"]
    r = rows[0]
    assert (r["id"], r["run_id"], r["items"], r["correct"], r["score"], r["max_score"], r["percent"]) == \
        (first, "r1", 4, 2, 2.5, 4.0, 62)
    assert (r["elapsed_s"], r["time_limit_s"], r["timed_out"]) == (300.0, 1200.0, False)
    assert r["summary"]["by_topic"] == [["qkv", "Q, K, V", 1.5, 2]] and r["summary"]["lang"] == "zh"
    assert [r["pack"] for r in store.mock_interviews("ann", "q")] == ["q"]
    # the same run saved again (a rerun of the page) replaces its record
    assert store.save_mock_interview("ann", "p", _summary(correct=3, score=3.0, run_id="r1")) == first
    assert len(store.mock_interviews("ann")) == 2 and store.mock_interviews("ann", "p")[0]["correct"] == 3
    assert Store(store.url).mock_interviews("ann", "p")[0]["summary"]["correct"] == 3  # a server restart
    store.reset("ann", "p")
    assert [r["pack"] for r in store.mock_interviews("ann")] == ["q"]
    store.reset("ann")
    assert store.mock_interviews("ann") == [] and len(store.mock_interviews("bob")) == 1


# The two tables as the first version of dojo/storage.py created them (SQLite), before
# quiz_answers.detail and the mock_interviews table existed.
_FIRST_VERSION_DDL = [
    """CREATE TABLE profiles (id INTEGER NOT NULL, name VARCHAR(200) NOT NULL, lang VARCHAR(8), pack_path TEXT,
       created_at DATETIME NOT NULL, PRIMARY KEY (id), UNIQUE (name))""",
    """CREATE TABLE quiz_answers (id INTEGER NOT NULL, profile_id INTEGER NOT NULL, pack_id VARCHAR(100) NOT NULL,
       question_id VARCHAR(200) NOT NULL, answer TEXT NOT NULL, correct BOOLEAN NOT NULL, score FLOAT,
       created_at DATETIME NOT NULL, PRIMARY KEY (id),
       FOREIGN KEY(profile_id) REFERENCES profiles (id) ON DELETE CASCADE)""",
    "INSERT INTO profiles (id, name, lang, created_at) VALUES (1, 'ann', 'zh', '2026-01-01 10:00:00')",
    """INSERT INTO quiz_answers (profile_id, pack_id, question_id, answer, correct, score, created_at)
       VALUES (1, 'p', 'q1', '{"choice": 2}', 1, 1.0, '2026-01-01 10:01:00')""",
]


def test_a_database_of_the_first_version_is_upgraded_in_place(tmp_path):
    import sqlite3

    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as con:
        for stmt in _FIRST_VERSION_DDL:
            con.execute(stmt)
    store = Store(f"sqlite:///{path}")
    old = store.quiz_answers("ann")
    assert [(a["question_id"], a["answer"], a["correct"], a["detail"]) for a in old] == \
        [("q1", {"choice": 2}, True, None)]
    assert store.ensure_profile("ann")["lang"] == "zh"
    store.save_quiz_answer("ann", "p", "q2", 3.0, True, 1.0, detail={"params": {"n": 4}})
    store.save_mock_interview("ann", "p", _summary())
    again = Store(store.url)  # upgrading twice is harmless
    assert [a["detail"] for a in again.quiz_answers("ann")] == [None, {"params": {"n": 4}}]
    assert len(again.mock_interviews("ann")) == 1
    with sqlite3.connect(path) as con:
        cols = [r[1] for r in con.execute("PRAGMA table_info(quiz_answers)")]
    assert cols[-1] == "detail"


def test_the_same_job_is_one_attempt(store):
    """A queued grading recorded twice (a re-delivered job, two app replicas) is kept once."""
    first = store.record("ann", "p", "softmax", "submit", "s1", report("wrong_answer", 0.5, 1, 2), job_id="j1")
    again = store.record("ann", "p", "softmax", "submit", "s1", report("accepted"), job_id="j1")
    other = store.record("ann", "p", "softmax", "submit", "s2", report("accepted"), job_id="j2")
    store.record("ann", "p", "softmax", "run", "s3", report())  # in-process gradings have no job id
    store.record("ann", "p", "softmax", "run", "s3", report())
    assert again == first and other != first
    assert [h["verdict"] for h in store.history("ann")] == ["wrong_answer", "accepted", "accepted", "accepted"]
    assert store.exercise_stats("ann", "p")["softmax"].attempts == 2


def test_attempts_of_an_older_database_gain_the_job_id_column(db_url):
    """A database made before the queue existed (attempts without job_id) is upgraded in place."""
    from sqlalchemy import inspect as sa_inspect, text

    old = Store(db_url)
    old.record("ann", "p", "softmax", "submit", "s0", report())
    with old.engine.begin() as conn:  # back to the previous version's attempts table
        conn.execute(text("DROP INDEX ix_attempts_job_id"))
        conn.execute(text("ALTER TABLE attempts DROP COLUMN job_id"))
    old.engine.dispose()
    assert "job_id" not in {c["name"] for c in sa_inspect(old.engine).get_columns("attempts")}
    new = Store(db_url)
    assert "job_id" in {c["name"] for c in sa_inspect(new.engine).get_columns("attempts")}
    assert new.record("ann", "p", "softmax", "submit", "s1", report(), job_id="j") == \
        new.record("ann", "p", "softmax", "submit", "s1", report(), job_id="j")
    assert [h["kind"] for h in new.history("ann")] == ["submit", "submit"]
    Store(db_url)  # a third start changes nothing


_WRITER = r"""
import sys
from types import SimpleNamespace
from dojo.storage import Store

url, me, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rep = SimpleNamespace(verdict="accepted", score=1.0, passed=1, total=1, elapsed_s=0.1, diagnosis=[],
                      to_json=lambda: "{}")
store = Store(url)
for i in range(n):
    store.save_draft(me, "p", f"ex{i}", f"draft {me} {i}")
    store.save_draft("shared", "p", f"{me}-ex{i}", f"shared draft {me} {i}")
    store.record(me, "p", "softmax", "submit", f"{me} {i}", rep)
    store.record("shared", "p", "softmax", "submit", f"{me} {i}", rep)
    store.record("shared", "p", "softmax", "submit", "dup", rep, job_id=f"job-{i}")  # every replica records it
print("ok")
"""


def test_concurrent_app_replicas_keep_every_draft_and_attempt(db_url, tmp_path):
    """Four processes (app replicas) write at once, also to the same learner: nothing is lost."""
    import subprocess
    import sys
    from pathlib import Path

    Store(db_url)  # the schema exists before the replicas start (as after the first start)
    replicas, n = 4, 12
    root = Path(__file__).resolve().parent.parent
    procs = [subprocess.Popen([sys.executable, "-c", _WRITER, db_url, f"r{k}", str(n)], cwd=root,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for k in range(replicas)]
    for p in procs:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0 and out.strip() == "ok", err[-2000:]
    store = Store(db_url)
    for k in range(replicas):
        assert [store.get_draft(f"r{k}", "p", f"ex{i}") for i in range(n)] == [f"draft r{k} {i}" for i in range(n)]
        assert [store.get_draft("shared", "p", f"r{k}-ex{i}") for i in range(n)] == \
            [f"shared draft r{k} {i}" for i in range(n)]
        assert sorted(h["kind"] for h in store.history(f"r{k}")) == ["submit"] * n
    shared = store.history("shared")
    assert len(shared) == replicas * n + n  # each replica's own attempts, and each job once
    assert store.profile_names() == sorted(["shared"] + [f"r{k}" for k in range(replicas)])
