"""AppTest helpers shared by the app's test modules: a fresh database per test, the app, an exercise
page, and a Submit through the editor (a plain text area under AppTest)."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from dojo.settings import reload_settings

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 120  # AppTest's per-run timeout: generous, the machines are shared


@pytest.fixture
def db(tmp_path, monkeypatch) -> Path:
    """A SQLite file of the test's own (and no database URL, no loaded packs from elsewhere)."""
    path = tmp_path / "dojo.sqlite3"
    monkeypatch.setenv("DOJO_DB_PATH", str(path))
    monkeypatch.setenv("DOJO_PACK_DIR", str(tmp_path / "packs"))
    monkeypatch.delenv("DOJO_DATABASE_URL", raising=False)
    reload_settings()
    yield path
    reload_settings()


def new_app() -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, at.exception
    return at


def open_exercise(at: AppTest, ex: str = "softmax") -> AppTest:
    at.query_params["ex"] = ex
    at.switch_page("app_pages/exercise.py").run()
    assert not at.exception, at.exception
    return at


def editor(at: AppTest):
    return next(t for t in at.text_area if str(t.key).startswith("code-"))


def submit(at: AppTest, source: str, button: str = "submit_btn") -> AppTest:
    editor(at).set_value(source)
    at.button(key=button).click().run()
    assert not at.exception, at.exception
    return at
