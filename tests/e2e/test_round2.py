"""Browser acceptance of the practice app, round 2: typed code survives F5 with focus still in the
editor (autosave while typing); every exercise's prompt renders without a KaTeX error on the
Exercise page, and a mock interview's exercise prompt too, in both languages; a 4-head chart fits
1440 px and 390 px (no sideways scroll); Reset asks first."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tests.e2e.test_browser import CHROMIUM, App, _editor, _editor_text, _open, _paste, _wait_editor_text  # noqa: F401
from tests.e2e.test_browser import app, artifacts, browser  # noqa: F401  (fixtures)
from tests.e2e.test_browser import pytestmark  # noqa: F401


def test_typed_code_survives_f5_with_focus_in_the_editor(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    _open(page, f"{app.url}/exercise?ex=softmax&profile=f5")
    text = "# typed, never blurred\nimport numpy as np\n"
    _paste(page, text)
    assert _editor_text(page) == text
    page.wait_for_timeout(2500)  # the editor sends its text 1 s after the last keystroke
    page.reload()  # focus is still in the editor: no blur ever happened
    page.wait_for_selector("[data-testid='stAppViewContainer']")
    _editor(page).locator(".ace_line").first.wait_for(timeout=30_000)
    assert _wait_editor_text(page, "typed, never blurred") == text
    page.close()


def _no_katex_error(page) -> int:
    page.wait_for_timeout(300)
    return page.locator(".katex-error").count()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_prompt_renders_without_katex_error(app, browser, lang):
    from grader.engine import get_pack

    page = browser.new_page(viewport={"width": 1440, "height": 900})
    profile = f"katex{lang}"
    page.goto(f"{app.url}/progress?profile={profile}")
    page.wait_for_selector("[data-testid='stAppViewContainer']")
    if lang == "zh":
        page.get_by_text("简体中文", exact=True).click()
        page.wait_for_timeout(1500)
    bad = []
    for ex in get_pack().ordered():
        page.goto(f"{app.url}/exercise?ex={ex.id}&profile={profile}")
        page.wait_for_selector("[data-testid='stMarkdown']", timeout=30_000)
        page.locator("h1").first.wait_for(timeout=30_000)
        if _no_katex_error(page):
            bad.append(ex.id)
    assert not bad, f"KaTeX errors on the Exercise page ({lang}): {bad}"
    # the mock interview renders its exercise prompts with the same function
    page.goto(f"{app.url}/mock_interview?profile={profile}")
    page.wait_for_selector("[data-testid='stForm']", timeout=30_000)
    page.locator("[data-testid='stFormSubmitButton'] button").click()
    page.wait_for_timeout(2500)
    assert _no_katex_error(page) == 0
    page.close()


@pytest.mark.parametrize("width,height", [(1440, 900), (390, 844)])
def test_four_head_chart_fits_without_sideways_scroll(app, browser, artifacts, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(f"{app.url}/playground?profile=heads")
    page.wait_for_selector("[data-testid='stVegaLiteChart'], [data-testid='stArrowVegaLiteChart']", timeout=30_000)
    page.get_by_text("4", exact=True).first.click()
    page.wait_for_timeout(2500)
    sw = page.evaluate("document.documentElement.scrollWidth")
    main_sw = page.evaluate("(document.querySelector('[data-testid=\"stMain\"]')||document.body).scrollWidth")
    page.screenshot(path=str(artifacts / f"heads4-{width}.png"), full_page=False)
    assert sw <= width + 1 and main_sw <= width + 1, (sw, main_sw)
    page.close()


def test_reset_asks_first(app, browser):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    _open(page, f"{app.url}/exercise?ex=softmax&profile=resetter")
    text = "# keep me\n"
    _paste(page, text)
    page.wait_for_timeout(2000)
    page.locator(".st-key-reset_btn button").click()
    dialog = page.locator("[role='dialog']")
    dialog.wait_for(timeout=10_000)
    assert _editor_text(page) == text  # asked first: nothing replaced
    dialog.get_by_role("button", name="Cancel").click()
    page.wait_for_timeout(1500)
    assert _editor_text(page) == text
    page.close()



def test_time_spent_counts_active_visible_time_only(app, browser):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    _open(page, f"{app.url}/exercise?ex=softmax&profile=timer")
    for _ in range(18):  # an active learner: the pointer moves every second for 18 s
        page.mouse.move(400 + _ * 3, 300)
        page.wait_for_timeout(1000)
    page.reload()
    page.wait_for_selector("[data-testid='stMetricValue']", timeout=30_000)
    page.wait_for_timeout(1500)
    spent = page.locator("[data-testid='stMetric']").filter(has_text="Time spent").locator(
        "[data-testid='stMetricValue']").inner_text()
    assert spent.strip() not in ("0 s", "")  # the guard reported the active seconds
    page.close()


CLOCK = "[class*='st-key-mock_clock'] iframe"


def _clock(page) -> int:
    """The seconds the mock interview's clock shows (it is drawn and ticked in its own frame)."""
    txt = page.frame_locator(CLOCK).first.locator("[data-testid='countdownValue']").inner_text(timeout=30_000)
    m, s = txt.strip().split(":")
    return int(m) * 60 + int(s)


def _wait_clock(page, timeout_s: float = 30) -> int:
    deadline = time.time() + timeout_s
    while True:
        try:
            return _clock(page)
        except ValueError:  # the frame is there, its first render not yet
            if time.time() > deadline:
                raise
            page.wait_for_timeout(250)


def test_the_mock_clock_ticks_in_the_browser_and_at_zero_shows_the_results(app, browser, artifacts):
    """The clock counts down in the page without a server rerun per second; when it reaches zero the
    page shows the results by itself (nothing clicked)."""
    from dojo import runs
    from dojo.storage import Store
    from grader.engine import get_pack
    from grader.quiz import MockInterview, load_quiz

    pack = get_pack()
    store = Store(f"sqlite:///{app.db}")
    store.ensure_profile("clock")
    run = MockInterview.create(load_quiz(pack), pack, n_questions=2, n_exercises=0, minutes=1)
    run.started_at = time.time() - 48  # 12 s left
    store.set_state("clock", "run:mock", runs.dump(run, pack_root=str(pack.root)))
    store.engine.dispose()
    page = browser.new_page(viewport={"width": 390, "height": 900})
    page.goto(f"{app.url}/mock_interview?profile=clock")
    first = _wait_clock(page)
    assert 0 < first <= 12
    page.wait_for_timeout(2500)
    assert _clock(page) < first  # ticked, with nothing sent to the server
    page.screenshot(path=str(artifacts / "mock_clock_390.png"))
    expect(page.get_by_role("button", name="New mock interview")).to_be_visible(timeout=45_000)
    expect(page.get_by_text("Time is up.")).to_be_visible()
    page.close()


def test_running_mock_interview_and_quiz_survive_reload_and_restart(app, browser, artifacts):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.goto(f"{app.url}/mock_interview?profile=resume")
    page.wait_for_selector("[data-testid='stForm']", timeout=30_000)
    page.locator("[data-testid='stFormSubmitButton'] button").click()
    page.wait_for_selector(CLOCK, timeout=30_000)
    first = _wait_clock(page)
    assert 0 < first <= 20 * 60
    page.wait_for_timeout(3000)
    page.reload()
    page.wait_for_selector(CLOCK, timeout=30_000)
    assert page.locator("[data-testid='stForm']").filter(has_text="Start the interview").count() == 0
    after_reload = _wait_clock(page)
    assert after_reload < first  # the clock kept running, it did not start again
    # a quiz in another tab of the same profile
    quiz = browser.new_page(viewport={"width": 1440, "height": 900})
    quiz.goto(f"{app.url}/quiz?profile=resume")
    quiz.wait_for_selector("[data-testid='stForm']", timeout=30_000)
    quiz.locator("[data-testid='stFormSubmitButton'] button").click()
    quiz.wait_for_selector("[data-testid='stProgress']", timeout=30_000)
    quiz.get_by_role("button", name="Skip").click()
    # the skip is done when the progress says so (a fixed wait read it too early on a loaded machine)
    deadline = time.time() + 60
    while "1 of" not in (progress := quiz.locator("[data-testid='stProgress']").inner_text()) and time.time() < deadline:
        quiz.wait_for_timeout(250)
    assert "1 of" in progress, progress
    app.stop()
    app.start()  # a server restart: every session is gone
    page.goto(f"{app.url}/mock_interview?profile=resume")
    page.wait_for_selector(CLOCK, timeout=60_000)
    assert _wait_clock(page, 60) < after_reload
    quiz.goto(f"{app.url}/quiz?profile=resume")
    quiz.wait_for_selector("[data-testid='stProgress']", timeout=60_000)
    assert quiz.locator("[data-testid='stProgress']").inner_text() == progress
    page.close()
    quiz.close()
