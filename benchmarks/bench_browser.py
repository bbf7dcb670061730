"""Browser benchmark of the practice app: medians of page load → interactive editor, Submit → verdict,
Submit → charts drawn, in headless chromium (Playwright), and where the time goes.

    python benchmarks/bench_browser.py [--runs 5] [--root DIR]

``--root`` benchmarks another checkout of the app (e.g. an export of an older commit, to compare
before/after) with this interpreter. Each run uses a fresh profile and a fresh browser context (a
cold cache, as on a first visit); "load (warm cache)" reloads the same page in that context, as on a
return visit. The app runs with ``DOJO_TIMINGS=1``: the page script prints its spans
(``ui.span``: statement, editor+grading, result, charts build/send) and the size of every chart
spec, and this script sums them for each Submit, with the number of script runs the Submit caused
(a full run, or a run of the exercise page's fragment alone: ``fragment.work``).
"grading" is the grader's own time as the result panel reports it. Also printed: the browser-side
milestones of a load (HTML and Streamlit's bundle → first element of the page → the editor's iframe
→ ace drawn) and the machine's load average (the goals are for 2 shared cores). Prints medians and
the ratio to the goals (load ≤ 2 s, verdict ≤ 0.5 s, charts ≤ 0.8 s). Not a test: nothing asserts.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

WRONG = '''import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x)
    return e / np.sum(e, axis=axis, keepdims=True)
'''
GOALS = {"load → editor": 2.0, "submit → verdict": 0.5, "submit → charts": 0.8, "submit → all charts": 0.8}
# "charts": the first chart of the learner's weights drawn (as the issue measured it); "all charts":
# every Vega-Lite view on the page drawn


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _spans(log: Path, since: int) -> tuple[dict[str, float], int, list[int], dict[str, float]]:
    """The page-script spans printed since byte ``since`` of the app's log: total per name, the number
    of script runs, the size of each chart spec sent, and each span's first start (epoch s)."""
    text = log.read_bytes()[since:].decode("utf-8", "replace")
    tot: dict[str, float] = {}
    first: dict[str, float] = {}
    runs, charts = 0, []
    for m in re.finditer(r"^DOJO_SPAN (\S+) ([0-9.]+)(?: ([0-9.]+))?$", text, re.M):
        tot[m[1]] = tot.get(m[1], 0.0) + float(m[2])
        if m[3]:
            first.setdefault(m[1], float(m[3]))
            first.setdefault(m[1] + "@end", float(m[3]) + float(m[2]))
        runs += m[1] == "script" or m[1].startswith("fragment.")  # a full run, or a fragment's own
    for m in re.finditer(r"^DOJO_CHART (\d+)$", text, re.M):
        charts.append(int(m[1]))
    return tot, runs, charts, first


def _fmt(v: list[float]) -> str:
    return ", ".join(f"{x:.2f}" for x in v)


def _serve(cwd: Path, env: dict | None, out) -> tuple[subprocess.Popen, str]:
    """``streamlit run app.py`` in ``cwd`` on a free local port, once it answers its health check."""
    port = _port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
                             "--server.address", "127.0.0.1", "--server.port", str(port),
                             "--browser.gatherUsageStats", "false"], cwd=cwd, env=env,
                            stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(240):
        try:
            urllib.request.urlopen(url + "/_stcore/health", timeout=2)
            break
        except OSError:
            time.sleep(0.25)
    return proc, url


FLOOR_APP = """import streamlit as st
from code_editor import code_editor

st.title("Floor")
code_editor("def f():\\n    return 1\\n", lang="python", key="code-floor")
"""


def _floor(runs: int, chromium: str) -> float:
    """Load → title and load → ace drawn for a bare page with the same editor component (medians)."""
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="dojo-floor-"))
    (tmp / "app.py").write_text(FLOOR_APP, encoding="utf-8")
    proc, url = _serve(tmp, None, subprocess.DEVNULL)
    title, ace = [], []
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=chromium, headless=True,
                                  args=["--disable-gpu", "--disable-dev-shm-usage", "--no-sandbox"])
            for i in range(runs + 1):
                pg = b.new_page(viewport={"width": 1440, "height": 900})
                t0 = time.perf_counter()
                pg.goto(url, wait_until="domcontentloaded")
                pg.locator("h1").first.wait_for(timeout=60_000)
                t_title = time.perf_counter() - t0
                pg.frame_locator("iframe").first.locator(".ace_line").first.wait_for(timeout=60_000)
                if i:  # the first is a warm-up
                    title.append(t_title)
                    ace.append(time.perf_counter() - t0)
                pg.close()
            b.close()
    finally:
        proc.terminate()
        proc.wait(15)
    print(f"floor: a bare Streamlit page with the same editor (load average {os.getloadavg()[0]:.1f})")
    print(f"  load → title       median {statistics.median(title):6.2f} s   (runs: {_fmt(title)})")
    print(f"  load → ace drawn   median {statistics.median(ace):6.2f} s   (runs: {_fmt(ace)})   "
          f"goal {GOALS['load → editor']:.1f} s → ratio {statistics.median(ace) / GOALS['load → editor']:.2f}")
    return statistics.median(ace)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--floor", action="store_true",
                    help="also time a bare Streamlit page (a title and the same code editor component): the "
                         "floor any Streamlit page with this editor has on this machine")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    floor = _floor(args.runs, args.chromium) if args.floor else None

    tmp = Path(tempfile.mkdtemp(prefix="dojo-bench-"))
    env = {**os.environ, "DOJO_DB_PATH": str(tmp / "db.sqlite3"), "DOJO_PACK_DIR": str(tmp / "packs"),
           "DOJO_SUBMIT_RATE_PER_MINUTE": "0", "DOJO_TIMINGS": "1"}
    log = tmp / "log"
    proc, url = _serve(args.root, env, log.open("wb"))
    load0 = os.getloadavg()[0]
    editor_sel = "[class*='st-key-code-'] iframe"
    try:
        res: dict[str, list[float]] = {k: [] for k in GOALS}
        warm: list[float] = []
        marks: dict[str, list[float]] = {"HTML + Streamlit bundle (DOMContentLoaded)": [],
                                         "→ first element of the page (title)": [],
                                         "→ editor iframe attached": [], "→ ace drawn": []}
        grading: list[float] = []
        spans: list[dict[str, float]] = []
        reruns: list[int] = []
        milestones: list[tuple[float, float]] = []  # (script run starts, result sent) after the click
        chart_sizes: list[list[int]] = []
        counts: dict[str, list[int]] = {"elements": [], "vega charts": []}
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=args.chromium, headless=True,
                                  args=["--disable-gpu", "--disable-dev-shm-usage", "--no-sandbox"])
            # warm-up: the first session loads the pack, the sandbox and the caches
            pg = b.new_page()
            pg.goto(f"{url}/exercise?ex=softmax&profile=warm")
            pg.frame_locator(editor_sel).first.locator(".ace_line").first.wait_for(timeout=120_000)
            pg.close()
            for i in range(args.runs):
                pg = b.new_page(viewport={"width": 1440, "height": 900})
                frame = pg.frame_locator(editor_sel).first
                t0 = time.perf_counter()
                pg.goto(f"{url}/exercise?ex=softmax&profile=bench{i}", wait_until="domcontentloaded")
                marks["HTML + Streamlit bundle (DOMContentLoaded)"].append(time.perf_counter() - t0)
                pg.locator("h1").first.wait_for(timeout=60_000)
                marks["→ first element of the page (title)"].append(time.perf_counter() - t0)
                pg.locator(editor_sel).first.wait_for(state="attached", timeout=60_000)
                marks["→ editor iframe attached"].append(time.perf_counter() - t0)
                frame.locator(".ace_line").first.wait_for(timeout=60_000)
                res["load → editor"].append(time.perf_counter() - t0)
                marks["→ ace drawn"].append(res["load → editor"][-1])
                t0 = time.perf_counter()
                pg.reload()
                frame.locator(".ace_line").first.wait_for(timeout=60_000)
                warm.append(time.perf_counter() - t0)
                pg.wait_for_timeout(500)
                frame.locator(".ace_content").click()
                pg.keyboard.press("Control+a")
                pg.keyboard.insert_text(WRONG)
                n_charts = pg.locator("[data-testid='stVegaLiteChart'] canvas, [data-testid='stVegaLiteChart'] svg").count()
                since = log.stat().st_size
                t1, w1 = time.perf_counter(), time.time()
                frame.get_by_role("button", name="Submit").click()  # at once, as learners do
                pg.get_by_text(re.compile("Non-finite values")).first.wait_for(timeout=60_000)
                res["submit → verdict"].append(time.perf_counter() - t1)
                pg.wait_for_function(
                    f"document.querySelectorAll(\"[data-testid='stVegaLiteChart'] canvas, [data-testid='stVegaLiteChart'] svg\").length > {n_charts}",
                    timeout=60_000)
                res["submit → charts"].append(time.perf_counter() - t1)
                pg.wait_for_function(
                    "(() => { const v = document.querySelectorAll(\"[data-testid='stVegaLiteChart']\");"
                    " return v.length > 0 && [...v].every(e => e.querySelector('canvas, svg')); })()",
                    timeout=60_000)
                res["submit → all charts"].append(time.perf_counter() - t1)
                pg.wait_for_timeout(1500)  # let the run finish (and any rerun it causes) before reading the log
                sp, n_runs, sizes, starts = _spans(log, since)
                run0 = min((starts[n] for n in ("script", "fragment.work") if n in starts), default=None)
                if run0 is not None and "exercise.result@end" in starts:
                    milestones.append((run0 - w1, starts["exercise.result@end"] - w1))
                spans.append(sp)
                reruns.append(n_runs)
                chart_sizes.append(sizes)
                counts["elements"].append(pg.locator("[data-testid='stElementContainer']").count())
                counts["vega charts"].append(pg.locator("[data-testid='stVegaLiteChart']").count())
                try:
                    ms = pg.locator("[data-testid='stMetricValue']").filter(has_text=re.compile(r"\d+ ms")).first.inner_text()
                    grading.append(float(ms.split()[0]) / 1000)
                except Exception:
                    pass
                pg.close()
            b.close()
    finally:
        proc.terminate()
        proc.wait(15)
    print(f"app: {args.root}  runs: {args.runs}  load average (1 min) {load0:.1f} → {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    for k, v in res.items():
        med = statistics.median(v)
        print(f"{k:19s} median {med:6.2f} s   (runs: {_fmt(v)})   goal {GOALS[k]:.1f} s → ratio {med / GOALS[k]:.2f}")
    print(f"{'load (warm cache)':19s} median {statistics.median(warm):6.2f} s   (runs: {_fmt(warm)})   "
          f"goal {GOALS['load → editor']:.1f} s → ratio {statistics.median(warm) / GOALS['load → editor']:.2f}")
    print("where page load goes (cold cache, medians, from navigation start):")
    for k, v in marks.items():
        print(f"  {k:45s} {statistics.median(v):6.2f} s")
    v = statistics.median(res["submit → verdict"])
    c = statistics.median(res["submit → charts"])
    print("where Submit goes (medians):")
    if grading:
        print(f"  grading (sandbox, the report's own time)      {statistics.median(grading):6.2f} s")
    names = sorted({n for sp in spans for n in sp})
    for n in names:
        print(f"  server: {n:38s} {statistics.median([sp.get(n, 0.0) for sp in spans]):6.2f} s")
    # the server's whole time per Submit: the full runs, else the fragment's own runs (a fragment's span
    # inside a full run is part of that run's)
    script = statistics.median([sp.get("script", 0.0) or sp.get("fragment.work", 0.0) for sp in spans]) if spans else 0.0
    if milestones:
        print(f"  click → the server's script run starts (the click's report reaching Streamlit) "
              f"{statistics.median(m[0] for m in milestones):.2f} s")
        print(f"  click → the result sent by the server                 "
              f"{statistics.median(m[1] for m in milestones):.2f} s  (verdict visible at {v:.2f} s)")
    print(f"  script runs per Submit                        {statistics.median(reruns):6.0f}   (runs: {reruns})")
    print(f"  browser + transfer to the verdict (verdict − server script up to the result) "
          f"{max(0.0, v - statistics.median([sp.get('exercise.result', 0) + sp.get('exercise.editor+grading', 0) + sp.get('exercise.statement', 0) for sp in spans])):.2f} s")
    print(f"  browser drawing of the charts (charts − all server script time) {max(0.0, c - script):.2f} s")
    if chart_sizes and chart_sizes[-1]:
        print(f"  chart specs sent per Submit: {len(chart_sizes[-1])} elements, {sum(chart_sizes[-1]) / 1024:.0f} KB "
              f"(largest {max(chart_sizes[-1]) / 1024:.0f} KB)")
    print(f"  page after Submit: {statistics.median(counts['elements']):.0f} elements, "
          f"{statistics.median(counts['vega charts']):.0f} Vega-Lite charts")
    load, warm_m = statistics.median(res["load → editor"]), statistics.median(warm)
    marks_m = {k: statistics.median(v) for k, v in marks.items()}
    print(f"  load: title → editor iframe attached {marks_m['→ editor iframe attached'] - marks_m['→ first element of the page (title)']:.2f} s "
          "(the floor has no such gap; the warm-cache load's ratio to the floor says how much of it is "
          "Streamlit's lazily loaded widget code on a cold cache)")
    if floor:
        print(f"against the floor (a bare page with the same editor, measured in this run): load → editor "
              f"{load / floor:.2f}× the floor, warm-cache load {warm_m / floor:.2f}×; the floor itself is "
              f"{floor / GOALS['load → editor']:.2f}× the 2 s goal")
    print("what is left (see docs/app.md, Speed):")
    print(f"  load: the floor's part ({floor:.2f} s) is Streamlit's bundle, its websocket and first script run, and "
          "the editor component's own iframe bundle — the same for any page with this editor" if floor else
          "  load: run with --floor to see how much of it any Streamlit page with this editor pays")
    if milestones:
        sent = statistics.median(m[1] for m in milestones)
        print(f"  verdict: the server has sent it {sent:.2f} s after the click; the other {max(0.0, v - sent):.2f} s "
              "are the browser applying what the run sent (the result panel, the charts' specs) on a shared CPU")
    print(f"  charts: {max(0.0, c - script):.2f} s of browser work after the server is done — Vega compiling and "
          "drawing every cell (its cost follows the cells drawn, not the number of views: see docs/app.md)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
