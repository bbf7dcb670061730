"""Every exercise's prompt renders its maths in the browser, on every page that shows it, in both languages.

For EVERY exercise of the built-in pack and of packs/attention_variants (the app shows it once a learner
loads it on the Packs page), in English and Chinese, the Exercise page (learn level) and the Mock
interview page (interview level) show the prompt; the test waits until KaTeX has drawn it and asserts
no ``.katex-error`` element and a ``.katex`` element for every ``$…$`` / ``$$…$$`` of the markdown that
``ui.render_prompt`` produced (KaTeX keeps each formula's TeX in a MathML annotation: the formula is
found by its source, so a formula that silently turned into text is caught too).

The Exercise page is loaded once per exercise (``?ex=<id>``, the same browser page): its exercise picker
drops every other choice (an ``st.selectbox`` without a key whose ``index`` follows ``?ex=``, so its
identity changes between runs) — a bug of the page, reported, not worked around here.

How a given exercise reaches the mock interview: the test writes a running interview made of every
exercise of the pack (``MockInterview.create(..., exercise_ids=…)``, stored as ``dojo.runs.dump``) into
the profile's stored state in the app's database before the first page load — exactly what the page
resumes after a reload — then picks each item with the page's own "Go to" box. Nothing on the page or in
its URL lets a learner choose items or stop the clock: writing the database is the test's privilege.

One app server, one browser, one page per (language, pack, page), four at a time, driven round-robin
so that the pages' reruns overlap; in the mock interview each exercise is reached by its "Go to" box (a
rerun). The run prints its time (``-s``): 490 s for 120 prompts (860 formulas) on 2 cores under a load
average of ~8 — the Exercise page's load per exercise is most of it.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.e2e.test_browser import ROOT, app, artifacts, browser  # noqa: F401  (fixtures)
from tests.e2e.test_browser import pytestmark  # noqa: F401
from tests.prompt_math import math_segments, rendered_prompt

VARIANTS = (ROOT / "packs" / "attention_variants").resolve()
LANGS = ("en", "zh")
WAIT_MS = 60_000
LANES_AT_ONCE = 4  # more pages at once only queue up on 2 shared cores

# true once the app has finished its run and every formula of ``expected`` is drawn (or an error shows)
_READY_JS = """([expected, scope]) => {
  const app = document.querySelector('[data-testid="stApp"]');
  if (!app || app.getAttribute('data-test-script-state') === 'running') return false;
  const root = document.querySelector(scope) || document;
  if (root.querySelector('.katex-error')) return true;
  const norm = s => s.replace(/\\s+/g, '');
  const have = [...root.querySelectorAll('.katex annotation')].map(a => norm(a.textContent));
  return expected.every(t => have.includes(norm(t)));
}"""

# count the app's runs from now on (oldValue: a run that starts and ends between two callbacks counts too)
_ARM_JS = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  window.__dojoRan = false;
  if (window.__dojoObs) window.__dojoObs.disconnect();
  window.__dojoObs = new MutationObserver(records => {
    if (records.some(r => r.oldValue === 'running') || app.getAttribute('data-test-script-state') === 'running')
      window.__dojoRan = true;
  });
  window.__dojoObs.observe(app, {attributes: true, attributeOldValue: true, attributeFilter: ['data-test-script-state']});
}"""

# a run happened since _ARM_JS and the app is idle again
_RAN_JS = """() => window.__dojoRan === true &&
  document.querySelector('[data-testid="stApp"]').getAttribute('data-test-script-state') !== 'running'"""

_STATE_JS = """(scope) => {
  const root = document.querySelector(scope) || document;
  return {errors: [...root.querySelectorAll('.katex-error')].map(e => e.textContent.slice(0, 120)),
          tex: [...root.querySelectorAll('.katex annotation')].map(a => a.textContent),
          katex: root.querySelectorAll('.katex').length};
}"""

MAIN = "[data-testid='stMain']"


def _norm(tex: str) -> str:
    return re.sub(r"\s+", "", tex)


@dataclass
class Lane:
    """One browser page showing one pack's exercises, one after the other, on one page of the app."""

    name: str
    page_kind: str  # "exercise" | "mock"
    lang: str
    profile: str
    exercises: list
    url: str
    page: object = None
    i: int = 0
    lost_picks: int = 0  # choices the page's picker dropped (see test_exercise_picker_keeps_every_choice)
    checked: list = field(default_factory=list)

    @property
    def done(self) -> bool:
        return self.i >= len(self.exercises)

    @property
    def current(self):
        return self.exercises[self.i]

    def level(self) -> str:
        return "learn" if self.page_kind == "exercise" else "interview"

    def title(self, ex) -> str:
        return ex.meta.title.get(self.lang)

    def shows(self, ex) -> bool:
        """The page is on ``ex``: the Exercise page puts it in the URL (?ex=), the mock interview in its heading."""
        if self.page_kind == "exercise":
            return f"ex={ex.id}&" in self.page.url + "&"
        return self.page.locator(f"{MAIN} h3", has_text=re.compile(rf"^\s*{re.escape(self.title(ex))}\s*$")).count() > 0

    def wait_or_pick_again(self, ex, tries: int = 6) -> None:
        """Wait until the page shows ``ex``; when the app ran and is idle again without showing it, the
        choice was dropped: choose again (at most ``tries`` times; counted in ``lost_picks``).

        The mock interview's "Go to" box can lose a choice made while its once-a-second clock fragment
        is running (seen on a loaded machine)."""
        picked_at = time.time()
        deadline = picked_at + WAIT_MS / 1000
        while not self.shows(ex) and time.time() < deadline:
            idle = self.page.evaluate(_RAN_JS)
            if idle and time.time() - picked_at > 1.5 and tries > 0:
                self.page.wait_for_timeout(300)
                if self.shows(ex):
                    break
                self.lost_picks += 1
                tries -= 1
                self.pick_next()
                picked_at = time.time()
            else:
                self.page.wait_for_timeout(100)

    def wait_shows(self, ex) -> None:
        deadline = time.time() + WAIT_MS / 1000
        while not self.shows(ex):
            if time.time() > deadline:
                raise TimeoutError(f"{self.name}: the page did not show {ex.id}")
            self.page.wait_for_timeout(100)

    def open(self, browser) -> None:  # noqa: F811 - the fixture's name
        self.page = browser.new_page(viewport={"width": 1440, "height": 1000})
        self.page.goto(self.url)
        self.page.wait_for_selector(f"{MAIN} [data-testid='stMarkdown']", timeout=WAIT_MS)

    def pick_next(self) -> None:
        """Choose the current exercise with the page's own selectbox (a rerun, no page load)."""
        ex = self.current
        if self.page_kind == "exercise":
            # a page load per exercise (?ex=): the page's picker drops every other choice (see the module)
            self.page.goto(f"{self.url.split('?')[0]}?ex={ex.id}&profile={self.profile}")
            return
        box = self.page.locator(".st-key-mock_item_sel [data-testid='stSelectbox']")
        self.page.evaluate(_ARM_JS)
        box.click()
        self.page.keyboard.type(self.title(ex))
        self.page.get_by_role("option").filter(has_text=re.compile(
            rf"(^|\s){self.i + 1}\. (\[[^\]]*\] )?{re.escape(self.title(ex))}$")).first.click()

    def check(self, artifacts: Path) -> list[str]:  # noqa: F811
        """Wait for the current exercise's prompt, then what is wrong with its maths (empty = fine)."""
        ex = self.current
        md = rendered_prompt(ex, self.lang, self.level())
        expected = [tex for _, tex in math_segments(md)]
        try:
            if self.i and self.page_kind == "mock":
                self.wait_or_pick_again(ex)
            self.wait_shows(ex)
        except Exception:
            self.page.screenshot(path=str(artifacts / f"katex-{self.name}-{ex.id}-timeout.png"), full_page=True)
            raise
        problems: list[str] = []
        try:
            self.page.wait_for_function(_READY_JS, arg=[expected, MAIN], timeout=WAIT_MS)
        except Exception:  # noqa: BLE001 - reported below with what is missing
            problems.append("timed out waiting for the prompt's formulas")
        state = self.page.evaluate(_STATE_JS, MAIN)
        if state["errors"]:
            problems.append(f"{len(state['errors'])} .katex-error: {state['errors'][:2]}")
        have = [_norm(t) for t in state["tex"]]
        missing = [t for t in expected if _norm(t) not in have]
        if missing:
            problems.append(f"{len(missing)} of {len(expected)} formulas not drawn, e.g. {missing[0][:80]!r}")
        if expected and state["katex"] < len(expected):
            problems.append(f"{state['katex']} .katex elements for {len(expected)} formulas")
        if problems:
            self.page.screenshot(path=str(artifacts / f"katex-{self.name}-{ex.id}.png"), full_page=True)
        self.checked.append((ex.id, len(expected)))
        return [f"{self.name} {ex.id}: {p}" for p in problems]


def _seed(app, lanes_spec) -> list[Lane]:  # noqa: F811
    """Profiles with their language, pack and a running mock interview of every exercise of the pack."""
    from dojo import runs
    from dojo.storage import Store
    from grader.engine import get_pack
    from grader.quiz import MockInterview, load_quiz

    store = Store(f"sqlite:///{app.db}")
    lanes = []
    for lang, pack_dir in lanes_spec:
        pack = get_pack(pack_dir)
        key = "builtin" if pack_dir is None else pack.id
        profile = f"katex-{lang}-{re.sub(r'[^a-z0-9]', '', key)}"
        store.ensure_profile(profile)
        store.set_lang(profile, lang)
        store.set_pack_path(profile, None if pack_dir is None else str(pack.root))
        exercises = pack.ordered()
        quiz = load_quiz(pack)
        run = MockInterview.create(quiz, pack, n_questions=0, n_exercises=len(exercises), minutes=180,
                                   exercise_ids=[e.id for e in exercises])
        assert [it.exercise_id for it in run.items] == [e.id for e in exercises]
        store.set_state(profile, "run:mock", runs.dump(run, pack_root=str(pack.root)))
        lanes.append(Lane(f"{lang}-{key}-exercise", "exercise", lang, profile, exercises,
                          f"{app.url}/exercise?ex={exercises[0].id}&profile={profile}"))
        lanes.append(Lane(f"{lang}-{key}-mock", "mock", lang, profile, exercises,
                          f"{app.url}/mock_interview?profile={profile}"))
    store.engine.dispose()
    return lanes


def test_every_prompt_renders_its_maths_on_the_exercise_and_mock_pages_in_both_languages(
        app, browser, artifacts):  # noqa: F811
    t0 = time.time()
    lanes = _seed(app, [(lang, pack_dir) for pack_dir in (None, VARIANTS) for lang in LANGS])
    bad: list[str] = []
    for k in range(0, len(lanes), LANES_AT_ONCE):  # a pack's four pages (2 languages x 2 pages) at a time
        group = lanes[k:k + LANES_AT_ONCE]
        for lane in group:
            lane.open(browser)
        first = True
        while not all(lane.done for lane in group):
            active = [lane for lane in group if not lane.done]
            if not first:
                for lane in active:  # start every page's next rerun, then wait for each: they overlap
                    lane.pick_next()
            for lane in active:
                bad += lane.check(artifacts)
            for lane in active:
                lane.i += 1
            first = False
        for lane in group:
            lane.page.close()
    elapsed = time.time() - t0
    n = sum(len(lane.checked) for lane in lanes)
    formulas = sum(k for lane in lanes for _, k in lane.checked)
    lost = {lane.name: lane.lost_picks for lane in lanes if lane.lost_picks}
    print(f"\nprompts checked: {n} ({formulas} formulas) on {len(lanes)} pages in {elapsed:.1f} s; "
          f"choices the picker dropped (chosen again): {lost or 'none'}")
    # every exercise of both packs, both languages, both pages
    from grader.engine import get_pack

    per_lang = 2 * (len(get_pack().ordered()) + len(get_pack(VARIANTS).ordered()))
    assert n == len(LANGS) * per_lang
    assert formulas > 0
    assert not bad, "\n".join(bad)
