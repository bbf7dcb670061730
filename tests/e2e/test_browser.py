"""End to end in a real browser: `streamlit run app.py` driven by Playwright in Debian's chromium.

A learner opens softmax in the syntax-highlighting editor (streamlit-code-editor: ace, Python mode,
line numbers), pastes a wrong solution and submits from the editor's toolbar (its named mistake
shows), then a correct one (accepted, and the attention chart of their own weights appears); an edit
saved by leaving the editor and the submitted draft survive a reload; a server restart keeps the
progress; multi-head attention is solved when its exercise exists; on the playground the mask stays
selected across a language switch. Screenshots go to ``tmp/artifacts/`` (or $DOJO_ARTIFACTS).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CASES = ROOT.parent / "shared" / "cases"

pytestmark = [pytest.mark.browser, pytest.mark.slow]

try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:  # pragma: no cover - depends on the machine
    sync_playwright = None

if sync_playwright is None:
    pytestmark.append(pytest.mark.skip(reason="playwright (python) is not installed"))
elif not (Path(CHROMIUM).exists() or shutil.which("chromium")):
    pytestmark.append(pytest.mark.skip(reason=f"chromium is not installed at {CHROMIUM}"))

CORRECT_SOFTMAX = '''import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return out.astype(x.dtype, copy=False)
'''

WRONG_SOFTMAX = '''import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x)
    return e / np.sum(e, axis=axis, keepdims=True)
'''


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class App:
    def __init__(self, db: Path, log: Path):
        self.db, self.log = db, log
        self.proc: subprocess.Popen | None = None
        self.port = 0

    def start(self) -> None:
        self.port = _free_port()
        env = {**os.environ, "DOJO_DB_PATH": str(self.db),
               "DOJO_PACK_DIR": str(self.db.parent / "packs")}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
             "--server.address", "127.0.0.1", "--server.port", str(self.port), "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=self.log.open("ab"), stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"streamlit exited with {self.proc.returncode}: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("streamlit did not become healthy in 60 s")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


@pytest.fixture(scope="module")
def artifacts() -> Path:
    out = Path(os.environ.get("DOJO_ARTIFACTS", ROOT / "tmp" / "artifacts"))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture(scope="module")
def app(tmp_path_factory, artifacts):
    tmp = tmp_path_factory.mktemp("dojo_e2e")
    a = App(tmp / "dojo.sqlite3", artifacts / "streamlit.log")
    a.start()
    yield a
    a.stop()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                              args=["--disable-gpu", "--disable-dev-shm-usage", "--no-sandbox"])
        yield b
        b.close()


def _frame(page):
    """The code editor's iframe (the component's container carries the editor's key)."""
    return page.frame_locator("[class*='st-key-code-'] iframe").first


def _editor(page):
    return _frame(page).locator(".ace_editor")


def _editor_text(page) -> str:
    return _editor(page).evaluate("e => e.env.editor.getValue()")  # ace's own API


def _wait_editor_text(page, pattern: str, timeout_s: float = 30) -> str:
    deadline = time.time() + timeout_s
    while True:
        try:
            text = _editor_text(page)
        except Exception:  # the iframe is (re)loading
            text = ""
        if re.search(pattern, text) or time.time() > deadline:
            return text
        page.wait_for_timeout(250)


def _paste(page, source: str) -> None:
    """Click into the editor, select all and paste (insert_text: one input event, like a paste, so
    ace's auto-indent and bracket pairing do not alter it)."""
    _editor(page).locator(".ace_content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(source)


def _submit(page, source: str) -> None:
    _paste(page, source)
    assert _editor_text(page) == source
    _frame(page).get_by_role("button", name="Submit").click()  # the toolbar sends the text with the click


def _open(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("[data-testid='stAppViewContainer']")
    _editor(page).locator(".ace_content").wait_for(timeout=30_000)
    _editor(page).locator(".ace_line").first.wait_for(timeout=30_000)


def test_softmax_wrong_then_correct_then_reload_and_restart(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1500, "height": 4200})
    _open(page, f"{app.url}/exercise?ex=softmax")

    # highlighted Python with line numbers, pre-filled with the stub
    assert "def softmax" in _wait_editor_text(page, r"def softmax")
    expect(_frame(page).locator(".ace_keyword", has_text="def").first).to_be_visible()
    expect(_frame(page).locator(".ace_gutter-cell", has_text=re.compile(r"^1$")).first).to_be_visible()
    assert _editor(page).evaluate("e => e.env.editor.session.$modeId") == "ace/mode/python"
    page.wait_for_timeout(500)
    page.locator("[class*='st-key-code-']").first.screenshot(path=str(artifacts / "softmax_editor_stub.png"))

    _submit(page, WRONG_SOFTMAX)
    # the diagnosis under a human title, its id as a small tag
    expect(page.get_by_text("forgot_max_subtraction", exact=True).first).to_be_visible(timeout=60_000)
    expect(page.get_by_text(re.compile("^🩺 Your softmax overflows")).first).to_be_visible()
    expect(page.get_by_text("Non-finite values").first).to_be_visible()
    page.wait_for_selector("[data-testid='stVegaLiteChart']", timeout=60_000)
    page.wait_for_timeout(800)
    page.screenshot(path=str(artifacts / "softmax_wrong.png"), full_page=True)

    _submit(page, CORRECT_SOFTMAX)
    expect(page.get_by_text("Accepted", exact=True)).to_be_visible(timeout=60_000)
    page.wait_for_selector("[data-testid='stVegaLiteChart'] svg, [data-testid='stVegaLiteChart'] canvas",
                           timeout=60_000)
    page.wait_for_timeout(800)
    page.screenshot(path=str(artifacts / "softmax_accepted.png"), full_page=True)
    weights = page.get_by_text("Your attention weights")
    weights.scroll_into_view_if_needed()
    page.wait_for_timeout(500)
    page.screenshot(path=str(artifacts / "softmax_weights.png"))

    page.locator("[class*='st-key-code-']").first.screenshot(path=str(artifacts / "softmax_editor_accepted.png"))

    # reload: the submitted draft comes back from the database, in the highlighting editor
    page.reload()
    _editor(page).locator(".ace_content").wait_for(timeout=30_000)
    assert _wait_editor_text(page, r"np\.divide\(e, s") == CORRECT_SOFTMAX

    # an edit is saved when the learner leaves the editor (no submit), and survives a reload
    _editor(page).locator(".ace_content").click()
    page.keyboard.press("Control+Home")
    page.keyboard.insert_text("# my notes\n")
    page.get_by_role("heading", name="Softmax", exact=True).click()  # focus leaves the editor
    page.wait_for_timeout(1500)
    page.reload()
    _editor(page).locator(".ace_content").wait_for(timeout=30_000)
    assert _wait_editor_text(page, r"^# my notes\n") == "# my notes\n" + CORRECT_SOFTMAX

    # server restart: progress is still there
    app.stop()
    app.start()
    page.goto(f"{app.url}/progress")
    expect(page.get_by_text(re.compile(r"^1/\d+$"))).to_be_visible(timeout=30_000)  # solved: 1 of n
    page.wait_for_selector("[data-testid='stDownloadButton']", timeout=30_000)
    page.wait_for_selector("[data-testid='stDataFrame'] canvas", timeout=30_000)
    page.wait_for_timeout(1500)
    page.screenshot(path=str(artifacts / "progress_after_restart.png"), full_page=True)
    page.close()


def test_language_switch_and_playground(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(f"{app.url}/playground")
    page.wait_for_selector("[data-testid='stVegaLiteChart']", timeout=60_000)
    page.get_by_role("radio", name="causal").check(force=True)
    expect(page.get_by_role("radio", name="causal")).to_be_checked(timeout=30_000)
    page.wait_for_timeout(800)
    page.get_by_text("简体中文", exact=True).click()
    expect(page.get_by_text("演练场").first).to_be_visible(timeout=30_000)
    # the mask keeps its value *and* shows it selected under its Chinese label
    expect(page.get_by_role("radio", name="因果")).to_be_checked(timeout=30_000)
    page.wait_for_timeout(800)
    page.screenshot(path=str(artifacts / "playground_zh.png"), full_page=True)
    page.get_by_text("English", exact=True).click()
    expect(page.get_by_role("heading", name=re.compile("Playground"))).to_be_visible(timeout=30_000)
    expect(page.get_by_role("radio", name="causal")).to_be_checked(timeout=30_000)
    page.close()


def test_multi_head_attention(app, browser, artifacts):
    from grader.engine import get_pack

    if "multi_head_attention" not in get_pack().exercises:
        pytest.skip("the multi_head_attention exercise is not in the built-in pack yet")
    from grader.mutations import standalone_source

    page = browser.new_page(viewport={"width": 1500, "height": 4200})
    _open(page, f"{app.url}/exercise?ex=multi_head_attention")
    _submit(page, standalone_source("multi_head_attention", root=ROOT))  # the reference as one file (parts inlined)
    expect(page.get_by_text("Accepted", exact=True)).to_be_visible(timeout=90_000)
    page.wait_for_selector("[data-testid='stVegaLiteChart']", timeout=60_000)
    page.wait_for_timeout(1000)
    page.screenshot(path=str(artifacts / "mha_accepted.png"), full_page=True)
    page.close()


def test_mock_interview_in_the_editor_then_its_history_on_progress(app, browser, artifacts):
    """A coding item of a mock interview is answered in the same highlighting editor (its one button
    grades); the finished interview is listed on the Progress page."""
    from grader.engine import get_pack

    pack = get_pack()
    page = browser.new_page(viewport={"width": 1400, "height": 2400})
    page.goto(f"{app.url}/mock_interview")
    page.get_by_label("Questions").fill("0")
    page.get_by_label("Coding exercises").fill("1")
    page.get_by_role("button", name="Start the interview").click()
    frame = page.frame_locator("[class*='st-key-mock-code-'] iframe").first
    ace = frame.locator(".ace_editor")
    ace.locator(".ace_line").first.wait_for(timeout=30_000)
    stubs = {e.stub_source(): e for e in pack.ordered()}
    deadline = time.time() + 30
    while (stub := ace.evaluate("e => e.env.editor.getValue()")) not in stubs and time.time() < deadline:
        page.wait_for_timeout(250)
    ex = stubs[stub]  # the editor opens on the exercise's stub
    ace.locator(".ace_content").click()
    page.keyboard.press("Control+a")
    from grader.mutations import standalone_source

    page.keyboard.insert_text(standalone_source(ex.id, root=ROOT))
    frame.get_by_role("button", name="Submit the solution").click()
    # recorded, no verdict yet: the results come at the end
    expect(page.get_by_text("Answer recorded. Results come at the end.")).to_be_visible(timeout=90_000)
    expect(page.get_by_text(re.compile(r"^Accepted: (\d+)/\1 cases$"))).to_have_count(0)
    page.get_by_role("button", name="I'm done: show the results").click()
    expect(page.get_by_role("button", name="New mock interview")).to_be_visible(timeout=30_000)
    expect(page.get_by_text(re.compile(r"^Accepted: (\d+)/\1 cases$"))).to_be_visible(timeout=30_000)

    page.goto(f"{app.url}/progress")
    expect(page.get_by_role("heading", name="Mock interviews")).to_be_visible(timeout=30_000)
    page.wait_for_selector("[data-testid='stDataFrame'] canvas", timeout=30_000)
    expect(page.get_by_text("No finished mock interview yet.")).to_have_count(0)
    page.get_by_role("heading", name="Mock interviews").scroll_into_view_if_needed()
    page.wait_for_timeout(1500)
    page.screenshot(path=str(artifacts / "progress_mock_interviews.png"), full_page=True)
    page.close()
