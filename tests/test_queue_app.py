"""The app on the scaled topology: its storage paths on a real PostgreSQL server, and its grading on
the queue (DOJO_BROKER_URL) with a worker in another process — the app process starts no sandbox.

Servers come from tests/services.py (skipped with the reason where they cannot start).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from dojo.settings import reload_settings
from app_helpers import ROOT, TIMEOUT, db, editor, new_app, open_exercise, submit  # noqa: F401  (db: a fixture)
from test_queue import CORRECT, WRONG, Worker, _queue_name


@pytest.fixture
def pg_app(pg_database, tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("DOJO_DATABASE_URL", pg_database)
    monkeypatch.setenv("DOJO_PACK_DIR", str(tmp_path / "packs"))
    monkeypatch.delenv("DOJO_BROKER_URL", raising=False)
    reload_settings()
    yield pg_database
    reload_settings()


def test_the_app_keeps_drafts_attempts_and_progress_in_postgresql(pg_app):
    from dojo.storage import Store

    at = open_exercise(new_app())
    editor(at).set_value("# my draft\n" + WRONG).run()
    assert editor(open_exercise(new_app())).value.startswith("# my draft")  # a new session, same server
    at = submit(open_exercise(new_app()), WRONG)
    assert "Non-finite values" in at.error[0].value
    at = submit(at, CORRECT)
    assert at.success and "Accepted" in at.success[0].value
    at = open_exercise(new_app())
    assert at.success and "Accepted" in at.success[0].value  # the latest result, read back from PostgreSQL
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception, at.exception
    assert at.dataframe[0].value.set_index("exercise").loc["Softmax", "status"] == "solved"
    store = Store(pg_app)
    (who,) = store.profile_names()
    assert [h["verdict"] for h in store.history(who)] == ["non_finite", "accepted"]


def test_the_app_grades_on_the_queue_without_a_sandbox_of_its_own(redis_url, pg_app, monkeypatch):
    import grader.engine
    import grader.sandbox
    from dojo.storage import Store

    def no_sandbox(*a, **k):
        raise AssertionError("the web tier started a sandbox")

    queue = _queue_name()
    monkeypatch.setenv("DOJO_QUEUE_NAME", queue)
    monkeypatch.setenv("DOJO_BROKER_URL", redis_url)
    monkeypatch.setattr(grader.engine, "Session", no_sandbox)
    monkeypatch.setattr(grader.sandbox, "default_launcher", no_sandbox)
    reload_settings()
    worker = Worker(redis_url, queue, concurrency=1)
    try:
        at = submit(open_exercise(new_app()), WRONG)
        assert "Non-finite values" in at.error[0].value
        assert any("forgot_max_subtraction" in m.value for m in at.markdown if "🩺" in m.value)  # the diagnosis
        at = submit(at, CORRECT)
        assert at.success and "Accepted" in at.success[0].value
        assert at.metric[1].value == "2"  # attempts: each queued job recorded once
    finally:
        worker.stop()
    store = Store(pg_app)
    (who,) = store.profile_names()
    assert [h["verdict"] for h in store.history(who)] == ["non_finite", "accepted"]
