"""Browser benchmark of the practice app: medians of page load → interactive editor, Submit → verdict,
Submit → charts drawn, in headless chromium (Playwright), with where the time goes.

    python benchmarks/bench_browser.py [--runs 3] [--root DIR]

``--root`` benchmarks another checkout of the app (e.g. an export of an older commit, to compare
before/after) with this interpreter. Each run uses a fresh profile. "grading" is the grader's own
time as the result panel reports it (the sandboxed runs); the rest of Submit → verdict is Streamlit
(the rerun of the page script, sending the elements, the browser drawing them). Prints medians and
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
GOALS = {"load → editor": 2.0, "submit → verdict": 0.5, "submit → charts": 0.8}


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="dojo-bench-"))
    port = _port()
    env = {**os.environ, "DOJO_DB_PATH": str(tmp / "db.sqlite3"), "DOJO_PACK_DIR": str(tmp / "packs"),
           "DOJO_SUBMIT_RATE_PER_MINUTE": "0"}
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
                             "--server.address", "127.0.0.1", "--server.port", str(port),
                             "--browser.gatherUsageStats", "false"], cwd=args.root, env=env,
                            stdout=(tmp / "log").open("wb"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            try:
                urllib.request.urlopen(url + "/_stcore/health", timeout=2)
                break
            except OSError:
                time.sleep(0.25)
        res: dict[str, list[float]] = {k: [] for k in GOALS}
        grading: list[float] = []
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=args.chromium, headless=True,
                                  args=["--disable-gpu", "--disable-dev-shm-usage", "--no-sandbox"])
            # warm-up: the first session loads the pack, the sandbox and the caches
            pg = b.new_page()
            pg.goto(f"{url}/exercise?ex=softmax&profile=warm")
            pg.frame_locator("[class*='st-key-code-'] iframe").first.locator(".ace_line").first.wait_for(timeout=120_000)
            pg.close()
            for i in range(args.runs):
                pg = b.new_page(viewport={"width": 1440, "height": 900})
                frame = pg.frame_locator("[class*='st-key-code-'] iframe").first
                t0 = time.perf_counter()
                pg.goto(f"{url}/exercise?ex=softmax&profile=bench{i}")
                frame.locator(".ace_line").first.wait_for(timeout=60_000)
                res["load → editor"].append(time.perf_counter() - t0)
                frame.locator(".ace_content").click()
                pg.keyboard.press("Control+a")
                pg.keyboard.insert_text(WRONG)
                n_charts = pg.locator("[data-testid='stVegaLiteChart'] canvas, [data-testid='stVegaLiteChart'] svg").count()
                t1 = time.perf_counter()
                frame.get_by_role("button", name="Submit").click()
                pg.get_by_text(re.compile("Non-finite values")).first.wait_for(timeout=60_000)
                res["submit → verdict"].append(time.perf_counter() - t1)
                pg.wait_for_function(
                    f"document.querySelectorAll(\"[data-testid='stVegaLiteChart'] canvas, [data-testid='stVegaLiteChart'] svg\").length > {n_charts}",
                    timeout=60_000)
                res["submit → charts"].append(time.perf_counter() - t1)
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
    print(f"app: {args.root}  runs: {args.runs}")
    for k, v in res.items():
        med = statistics.median(v)
        print(f"{k:18s} median {med:6.2f} s   (runs: {', '.join(f'{x:.2f}' for x in v)})   "
              f"goal {GOALS[k]:.1f} s → ratio {med / GOALS[k]:.2f}")
    if grading:
        g = statistics.median(grading)
        v = statistics.median(res["submit → verdict"])
        print(f"where Submit → verdict goes: grading (sandbox) {g:.2f} s, Streamlit rerun + transfer + drawing "
              f"{max(0.0, v - g):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
