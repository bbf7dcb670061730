"""Browser: a click on Submit right after typing (no pause at all) grades and stores the text on
screen, on the Exercise page and in a Mock interview.

The editor component reports only its button clicks, each carrying the editor's text; the text typed
meanwhile reaches the server through the page guard (``ui.page_guard``). Before, a debounced text
report of the editor itself, sent 1 s after the last keystroke, could reach Streamlit after the
click's report while the page was still rerunning: Streamlit keeps only a component's latest value,
so the click was replaced (lost) by a plain text report.
"""

from __future__ import annotations

import re
import time

from tests.e2e.test_browser import CORRECT_SOFTMAX, ROOT, WRONG_SOFTMAX, _editor, _frame, _open, _paste
from tests.e2e.test_browser import app, artifacts, browser  # noqa: F401  (fixtures)
from tests.e2e.test_browser import pytestmark  # noqa: F401

try:
    from playwright.sync_api import expect
except ImportError:  # pragma: no cover - skipped by pytestmark
    expect = None


def _stored(app, profile: str, exercise: str) -> list[dict]:
    """The profile's Runs/Submits of one exercise as the app stored them (newest first)."""
    from dojo.storage import Store
    from grader.engine import get_pack

    store = Store(f"sqlite:///{app.db}")
    try:
        return store.submissions(profile, get_pack().id, exercise)
    finally:
        store.engine.dispose()


def _wait_stored(app, profile: str, exercise: str, n: int, timeout_s: float = 60) -> list[dict]:
    deadline = time.time() + timeout_s
    while True:
        subs = _stored(app, profile, exercise)
        if len(subs) >= n or time.time() > deadline:
            return subs
        time.sleep(0.25)


def test_exercise_submit_right_after_typing_grades_the_new_text(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    _open(page, f"{app.url}/exercise?ex=softmax&profile=race")
    _paste(page, WRONG_SOFTMAX)
    _frame(page).get_by_role("button", name="Submit").click()  # at once: no pause after typing
    expect(page.get_by_text("forgot_max_subtraction", exact=True).first).to_be_visible(timeout=60_000)
    subs = _wait_stored(app, "race", "softmax", 1)
    assert [s["source"] for s in subs] == [WRONG_SOFTMAX]

    # again at once, while the page still draws the first result (the case the old debounce broke)
    _paste(page, CORRECT_SOFTMAX)
    _frame(page).get_by_role("button", name="Submit").click()
    expect(page.get_by_text("Accepted", exact=True)).to_be_visible(timeout=60_000)
    subs = _wait_stored(app, "race", "softmax", 2)
    assert [s["source"] for s in subs] == [CORRECT_SOFTMAX, WRONG_SOFTMAX]
    assert subs[0]["verdict"] == "accepted" and subs[1]["verdict"] != "accepted"

    # typing without a click is autosaved (the page guard, ~1 s after the last keystroke)
    _editor(page).locator(".ace_content").click()
    page.keyboard.press("Control+Home")
    page.keyboard.insert_text("# draft\n")
    page.wait_for_timeout(2500)
    page.reload()
    _editor(page).locator(".ace_line").first.wait_for(timeout=30_000)
    deadline = time.time() + 30
    while (text := _editor(page).evaluate("e => e.env.editor.getValue()")) != "# draft\n" + CORRECT_SOFTMAX \
            and time.time() < deadline:
        page.wait_for_timeout(250)
    assert text == "# draft\n" + CORRECT_SOFTMAX
    assert len(_stored(app, "race", "softmax")) == 2  # a draft is no submission
    page.close()


def test_mock_interview_submit_right_after_typing_grades_the_new_text(app, browser, artifacts):
    from grader.engine import get_pack
    from grader.mutations import standalone_source

    pack = get_pack()
    page = browser.new_page(viewport={"width": 1400, "height": 2400})
    page.goto(f"{app.url}/mock_interview?profile=race_mock")
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
    ex = stubs[stub]
    solution = standalone_source(ex.id, root=ROOT)
    ace.locator(".ace_content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(solution)
    frame.get_by_role("button", name="Submit the solution").click()  # at once: no pause after typing
    expect(page.get_by_text("Answer recorded. Results come at the end.")).to_be_visible(timeout=90_000)
    subs = _wait_stored(app, "race_mock", ex.id, 1)
    assert [s["source"] for s in subs] == [solution]
    assert subs[0]["verdict"] == "accepted"
    page.get_by_role("button", name="I'm done: show the results").click()
    expect(page.get_by_text(re.compile(r"^Accepted: (\d+)/\1 cases$"))).to_be_visible(timeout=90_000)
    page.close()
