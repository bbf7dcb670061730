"""How fast is grading? Medians and ratios for the three paths of issue 3 (a benchmark, not a test).

    python benchmarks/bench_grader.py                 # everything (a few minutes)
    python benchmarks/bench_grader.py --only warm     # warm | cold | batch, comma-separated
    python benchmarks/bench_grader.py --quick --json  # fewer repetitions; JSON on stdout
    python benchmarks/bench_grader.py --only diagnosis,search --exercises all   # every exercise

warm   one submission of each core exercise graded in isolation by an already-running grader (the
       app's and grade-batch's path: a warm sandbox forks one job per submission) — target p50 ≤ 50 ms
cold   ``python -m grader grade <id> FILE`` as a whole process — target ≤ 3 × ``python -c "import numpy"``
batch  200 submissions with 1 worker process vs 2 — target ≤ 0.05 s per submission with 2, ≥ 1.8 × one
search what the counterexample search adds to an accepted submission (``--only search``) — target ≤ 150 ms at p50

Submissions are the references and their known-mistake variants (accepted and wrong answers, with
diagnosis). Run on an otherwise idle machine: the figures are wall-clock.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PY = os.path.realpath(sys.executable)  # the interpreter itself: a pyenv shim costs ~90 ms per start
CORE = ["softmax", "causal_mask", "padding_mask", "scaled_dot_product_attention", "split_heads", "merge_heads",
        "multi_head_attention"]
# Quoted from issue 3 (measured on these machines) for comparison.
BASELINES = {"nbgrader autograde, one submission": 4.0, "nbgrader, per submission in a batch of 10": 1.4,
             "otter run, one submission": 3.5, "fresh pytest of 10 cases": 0.3, 'python -c "import numpy"': 0.1}


def _median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def _p(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def _time_cmd(argv: list[str], n: int, env: dict | None = None) -> list[float]:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        r = subprocess.run(argv, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        out.append(time.perf_counter() - t0)
        if r.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(argv)} failed: {r.stderr.decode()[-400:]}")
    return out


def submissions(exercises=CORE) -> list[tuple[str, Path]]:
    """(exercise, file): each reference, then each known mistake."""
    out = []
    for ex in exercises:
        ref = REPO / "solutions" / f"{ex}.py"
        if ref.is_file():
            out.append((ex, ref))
        for m in sorted((REPO / "solutions" / "mistakes" / ex).glob("*.py")):
            out.append((ex, m))
    return out


# ----------------------------------------------------------------- warm


def bench_warm(n: int) -> dict:
    sys.path.insert(0, str(REPO))
    from grader.engine import grade
    from grader.sandbox import default_launcher

    launcher = default_launcher()
    rows = {}
    for ex in CORE:
        subs = [p for e, p in submissions([ex])]
        if not subs:
            continue
        ref, wrong = subs[0].read_bytes(), (subs[1].read_bytes() if len(subs) > 1 else None)
        for _ in range(3):  # warm-up: references computed and cached, the zygote started
            grade(ex, ref)
        ts, tw, verdicts = [], [], set()
        for _ in range(n):
            t0 = time.perf_counter()
            r = grade(ex, ref)
            ts.append(time.perf_counter() - t0)
            verdicts.add(r.verdict)
            if wrong is not None:
                t0 = time.perf_counter()
                grade(ex, wrong)
                tw.append(time.perf_counter() - t0)
        rows[ex] = {"p50_s": _median(ts), "p90_s": _p(ts, 0.9), "wrong_p50_s": _median(tw) if tw else None,
                    "verdicts": sorted(verdicts), "cases": r.total}
    return {"launcher": launcher.name, "exercises": rows,
            "worst_p50_s": max(v["p50_s"] for v in rows.values()) if rows else None}


# ----------------------------------------------------------------- cold


def bench_cold(n: int) -> dict:
    base = _time_cmd([PY, "-c", "import numpy"], n)
    out = {"import_numpy_s": _median(base), "grade": {}}
    for ex in ("softmax", "multi_head_attention"):
        sub = REPO / "solutions" / f"{ex}.py"
        if sub.is_file():
            ts = _time_cmd([PY, "-m", "grader", "grade", ex, str(sub), "--json"], n)
            out["grade"][ex] = {"median_s": _median(ts), "ratio_to_import_numpy": _median(ts) / _median(base)}
    return out


# ----------------------------------------------------------------- batch


def _worker(args: argparse.Namespace) -> None:
    """Grade the (exercise, path) pairs given as JSON on stdin; print the verdict count."""
    sys.path.insert(0, str(REPO))
    from grader.engine import grade

    jobs = json.load(sys.stdin)
    for ex in sorted({ex for ex, _ in jobs}):  # a running grader: references computed, sandbox warm
        grade(ex, (REPO / "solutions" / f"{ex}.py").read_bytes())
    t0 = time.time()
    verdicts: dict[str, int] = {}
    for ex, path in jobs:
        v = grade(ex, Path(path).read_bytes()).verdict
        verdicts[v] = verdicts.get(v, 0) + 1
    print(json.dumps({"verdicts": verdicts, "start": t0, "end": time.time()}))


def _batch(jobs: list[tuple[str, str]], workers: int) -> tuple[float, dict]:
    shares = [jobs[i::workers] for i in range(workers)]
    env = dict(os.environ, DOJO_SANDBOX_SLOTS="1")
    t0 = time.perf_counter()
    procs = [subprocess.Popen([PY, __file__, "_worker"], cwd=REPO, env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True) for _ in shares]
    for p, share in zip(procs, shares):
        p.stdin.write(json.dumps(share))
        p.stdin.close()
    verdicts: dict[str, int] = {}
    starts, ends = [], []
    for p in procs:
        out = json.loads(p.stdout.read() or "{}")
        for k, v in out.get("verdicts", {}).items():
            verdicts[k] = verdicts.get(k, 0) + v
        starts.append(out.get("start", 0.0))
        ends.append(out.get("end", 0.0))
        p.wait()
    return time.perf_counter() - t0, max(ends) - min(starts), verdicts


def bench_batch(total: int, rounds: int) -> dict:
    subs = submissions()
    tmp = Path(tempfile.mkdtemp(prefix="dojo-bench-"))
    try:
        jobs = []
        for i in range(total):  # SUBMISSIONS_DIR/<student>/<exercise>.py, as grade-batch reads them
            ex, src = subs[i % len(subs)]
            d = tmp / f"student{i:03d}"
            d.mkdir()
            shutil.copy(src, d / f"{ex}.py")
            jobs.append((ex, str(d / f"{ex}.py")))
        res = {}
        for w in (1, 2):
            walls, steadies = [], []
            for _ in range(rounds):
                wall, steady, verdicts = _batch(jobs, w)
                walls.append(wall)
                steadies.append(steady)
            res[w] = {"wall_s": _median(walls), "per_submission_s": _median(walls) / total,
                      "steady_s": _median(steadies), "steady_per_submission_s": _median(steadies) / total,
                      "verdicts": verdicts}
        return {"submissions": total, "workers": res, "speedup": res[1]["wall_s"] / res[2]["wall_s"],
                "steady_speedup": res[1]["steady_s"] / res[2]["steady_s"]}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ----------------------------------------------------------------- diagnosis (wrong submissions)


def bench_diagnosis(n: int, exercises: list[str] | None = None) -> dict:
    """Warm p50 of grading a wrong submission, diagnosis included: every declared mutation of each core
    exercise (or of ``exercises``; first value of a family) and one pair, rendered as one file;
    target <= 60 ms."""
    sys.path.insert(0, str(REPO))
    from grader import engine
    from grader.diagnose import diagnose as _diagnose
    from grader.engine import get_pack, grade
    from grader.mutations import standalone_source

    pack = get_pack()
    stage: list[float] = []

    def timed(*a, **k):  # the diagnosis stage alone
        t0 = time.perf_counter()
        out = _diagnose(*a, **k)
        stage.append(time.perf_counter() - t0)
        return out

    engine.diagnose = timed
    pairs = {"multi_head_attention": ["split_without_transpose", "merge_without_transpose"],
             "scaled_dot_product_attention": ["no_scale", "mask_inverted"]}
    rows, every = {}, []
    for ex in exercises or CORE:
        exercise = pack.get(ex)
        h = engine.load_hidden(pack, exercise)
        seen, subs = set(), []
        for m in h.mutations:
            if m.owner == ex and m.name not in seen:
                seen.add(m.name)
                subs.append(standalone_source(exercise, [m]))
        if ex in pairs:
            subs.append(standalone_source(exercise, pairs[ex]))
        for src in subs:  # cold: mutants built and run once, then cached
            grade(ex, src)
        stage.clear()
        ts, named, tr = [], 0, []
        ref = standalone_source(exercise, [])
        grade(ex, ref)
        for _ in range(n):
            t0 = time.perf_counter()
            grade(ex, ref)
            tr.append(time.perf_counter() - t0)
            for src in subs:
                t0 = time.perf_counter()
                r = grade(ex, src)
                ts.append(time.perf_counter() - t0)
                named += bool(r.diagnosis)
        every += ts
        rows[ex] = {"wrong_submissions": len(subs), "p50_s": _median(ts), "p90_s": _p(ts, 0.9),
                    "diagnosis_p50_s": _median(stage), "named_share": named / max(1, len(ts)),
                    "reference_p50_s": _median(tr)}
    engine.diagnose = _diagnose
    return {"exercises": rows, "overall_p50_s": _median(every) if every else None}


# ----------------------------------------------------------------- counterexample search (accepted submissions)


def bench_search(n: int, exercises: list[str] | None = None) -> dict:
    """What the counterexample search adds to an ACCEPTED submission's warm grading (target: <= 150 ms at
    p50): the standalone reference and the correct files in other styles of each core exercise, graded
    with the search and without it (the engine's search stage switched off), interleaved."""
    sys.path.insert(0, str(REPO))
    from grader import engine
    from grader.engine import get_pack, grade
    from grader.mutations import standalone_source

    pack = get_pack()
    real_stage = engine.search_stage
    rows, added_all = {}, []
    for ex in exercises or CORE:
        subs = [standalone_source(pack.get(ex), [])]
        subs += [p.read_text(encoding="utf-8") for p in sorted((REPO / "tests" / "data" / "alt_styles" / ex).glob("*.py"))]
        for src in subs:  # warm: cases' references, the extremes' references and hypothesis loaded
            grade(ex, src)
        on, off, found = [], [], 0
        for _ in range(n):
            for src in subs:
                engine.search_stage = real_stage
                t0 = time.perf_counter()
                r = grade(ex, src)
                on.append(time.perf_counter() - t0)
                found += r.verdict != "accepted"
                engine.search_stage = lambda *a, **k: None
                t0 = time.perf_counter()
                grade(ex, src)
                off.append(time.perf_counter() - t0)
        engine.search_stage = real_stage
        added = _median(on) - _median(off)
        added_all.append(added)
        rows[ex] = {"submissions": len(subs), "with_search_p50_s": _median(on), "without_search_p50_s": _median(off),
                    "added_p50_s": added, "ratio": _median(on) / _median(off), "not_accepted": found}
    return {"exercises": rows, "worst_added_p50_s": max(added_all) if added_all else None,
            "median_added_s": _median(added_all) if added_all else None}


# ----------------------------------------------------------------- report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", nargs="?", default="all", help=argparse.SUPPRESS)
    ap.add_argument("--only", default="warm,cold,batch")
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--exercises", default="core",
                    help="for diagnosis and search: core (the 7 core exercises), all (every exercise of the "
                         "built-in pack) or a comma-separated list of ids")
    args = ap.parse_args()
    if args.mode == "_worker":
        return _worker(args)
    only = set(args.only.split(","))
    if args.exercises == "core":
        chosen = CORE
    elif args.exercises == "all":
        sys.path.insert(0, str(REPO))
        from grader.engine import get_pack

        chosen = list(get_pack().manifest.exercises)
    else:
        chosen = args.exercises.split(",")
    results: dict = {"python": PY, "cores": os.cpu_count()}
    try:
        results["loadavg"] = open("/proc/loadavg").read().split()[:3]
    except OSError:
        pass
    if "warm" in only:
        results["warm"] = bench_warm(8 if args.quick else 25)
    if "cold" in only:
        results["cold"] = bench_cold(3 if args.quick else 9)
    if "batch" in only:
        results["batch"] = bench_batch(200, 1 if args.quick else 3)
    if "diagnosis" in only:
        results["diagnosis"] = bench_diagnosis(2 if args.quick else 5, chosen)
    if "search" in only:
        results["search"] = bench_search(3 if args.quick else 9, chosen)
    results["baselines_from_issue_s"] = BASELINES
    if args.json:
        print(json.dumps(results, indent=1))
        return
    print(f"interpreter {PY}; {results['cores']} cores; load average {' '.join(results.get('loadavg', []))}")
    if "warm" in results:
        w = results["warm"]
        print(f"\nwarm (already-running grader, launcher {w['launcher']}); target p50 <= 50 ms")
        print(f"  {'exercise':<32} {'cases':>5} {'p50 ms':>8} {'p90 ms':>8} {'wrong p50 ms':>13}")
        for ex, r in w["exercises"].items():
            wrong = f"{r['wrong_p50_s'] * 1e3:13.1f}" if r["wrong_p50_s"] is not None else f"{'-':>13}"
            print(f"  {ex:<32} {r['cases']:>5} {r['p50_s'] * 1e3:8.1f} {r['p90_s'] * 1e3:8.1f} {wrong}")
        print(f"  worst p50: {w['worst_p50_s'] * 1e3:.1f} ms")
    if "cold" in results:
        c = results["cold"]
        print(f"\ncold (whole process); target <= 3 x import numpy")
        print(f"  python -c 'import numpy'          {c['import_numpy_s'] * 1e3:8.0f} ms")
        for ex, r in c["grade"].items():
            print(f"  python -m grader grade {ex:<12} {r['median_s'] * 1e3:8.0f} ms   "
                  f"{r['ratio_to_import_numpy']:.2f} x import numpy")
    if "batch" in results:
        b = results["batch"]
        print(f"\nbatch ({b['submissions']} submissions, worker processes); target <= 50 ms each with 2, >= 1.8 x")
        print("  (whole run: from starting the workers, imports and first sandbox included;"
              " graders running: once each worker is warm)")
        for w, r in b["workers"].items():
            print(f"  {w} worker{'s' if w > 1 else ' '}  whole run {r['wall_s']:6.2f} s = {r['per_submission_s'] * 1e3:5.1f} ms"
                  f" per submission;  graders running {r['steady_s']:6.2f} s = "
                  f"{r['steady_per_submission_s'] * 1e3:5.1f} ms per submission")
        print(f"  verdicts: {b['workers'][2]['verdicts']}")
        print(f"  speed-up with 2 workers: {b['speedup']:.2f} x whole run, {b['steady_speedup']:.2f} x graders running")
    if "diagnosis" in results:
        d = results["diagnosis"]
        print("\nwrong submissions, diagnosis included (warm: mutants cached); target p50 <= 60 ms")
        print(f"  {'exercise':<32} {'subs':>5} {'p50 ms':>8} {'p90 ms':>8} {'diagnose p50 ms':>16} {'named':>6} "
              f"{'reference p50 ms':>17}")
        for ex, r in d["exercises"].items():
            print(f"  {ex:<32} {r['wrong_submissions']:>5} {r['p50_s'] * 1e3:8.1f} {r['p90_s'] * 1e3:8.1f} "
                  f"{r['diagnosis_p50_s'] * 1e3:16.1f} {r['named_share']:6.0%} {r['reference_p50_s'] * 1e3:17.1f}")
        print(f"  overall p50: {d['overall_p50_s'] * 1e3:.1f} ms")
    if "search" in results:
        sr = results["search"]
        print("\ncounterexample search on accepted submissions (warm); target <= 150 ms added at p50")
        print(f"  {'exercise':<32} {'subs':>5} {'with ms':>8} {'without ms':>11} {'added ms':>9} {'ratio':>6}")
        for ex, r in sr["exercises"].items():
            print(f"  {ex:<32} {r['submissions']:>5} {r['with_search_p50_s'] * 1e3:8.1f} "
                  f"{r['without_search_p50_s'] * 1e3:11.1f} {r['added_p50_s'] * 1e3:9.1f} {r['ratio']:6.2f}"
                  + (f"   ({r['not_accepted']} not accepted!)" if r["not_accepted"] else ""))
        print(f"  worst added p50: {sr['worst_added_p50_s'] * 1e3:.1f} ms")
    print("\nfor comparison (issue 3, same machines):")
    for k, v in BASELINES.items():
        print(f"  {k:<44} {v:5.1f} s")


if __name__ == "__main__":
    main()
