"""End to end in a real browser: `streamlit run app.py` driven by Playwright in Debian's chromium.

A learner opens softmax, pastes a wrong solution (its named mistake shows), then a correct one
(accepted, and the attention chart of their own weights appears); reload keeps the draft; a
server restart keeps the progress; multi-head attention is solved when its exercise exists.
Screenshots go to ``tmp/artifacts/`` (or $DOJO_ARTIFACTS).
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


def _editor(page):
    return page.locator("[class*='st-key-code-'] textarea").first


def _submit(page, source: str) -> None:
    box = _editor(page)
    box.fill(source)
    box.blur()  # a text area commits its value on blur
    page.wait_for_timeout(400)
    page.get_by_role("button", name=re.compile("Submit")).click()


def _open(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("[data-testid='stAppViewContainer']")
    _editor(page).wait_for(timeout=30_000)


def test_softmax_wrong_then_correct_then_reload_and_restart(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1500, "height": 4200})
    _open(page, f"{app.url}/exercise?ex=softmax")

    _submit(page, WRONG_SOFTMAX)
    expect(page.get_by_text("Diagnosis: forgot_max_subtraction")).to_be_visible(timeout=60_000)
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

    # reload: the draft comes back from the database
    page.reload()
    _editor(page).wait_for(timeout=30_000)
    expect(_editor(page)).to_have_value(re.compile(r"np\.divide\(e, s"), timeout=30_000)

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
    page.get_by_text("简体中文", exact=True).click()
    expect(page.get_by_text("演练场").first).to_be_visible(timeout=30_000)
    page.wait_for_timeout(800)
    page.screenshot(path=str(artifacts / "playground_zh.png"), full_page=True)
    page.get_by_text("English", exact=True).click()
    expect(page.get_by_role("heading", name=re.compile("Playground"))).to_be_visible(timeout=30_000)
    page.close()


def test_multi_head_attention(app, browser, artifacts):
    from grader.engine import get_pack

    if "multi_head_attention" not in get_pack().exercises:
        pytest.skip("the multi_head_attention exercise is not in the built-in pack yet")
    ref = ROOT / "solutions" / "multi_head_attention.py"
    page = browser.new_page(viewport={"width": 1500, "height": 4200})
    _open(page, f"{app.url}/exercise?ex=multi_head_attention")
    _submit(page, ref.read_text())
    expect(page.get_by_text("Accepted", exact=True)).to_be_visible(timeout=90_000)
    page.wait_for_selector("[data-testid='stVegaLiteChart']", timeout=60_000)
    page.wait_for_timeout(1000)
    page.screenshot(path=str(artifacts / "mha_accepted.png"), full_page=True)
    page.close()
