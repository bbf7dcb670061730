"""Load test of the grading queue (issue 14): simulated learners submit through the app's client path.

    python benchmarks/load_test.py --broker redis://127.0.0.1:6379/0 --learners 50 --submissions 4 \
        --workers 2 [--kill-one-worker] [--json]

N learner threads each submit M submissions one after the other, through ``dojo.grading.grade_and_record``
(what the exercise page calls: submit to the queue, wait for the outcome, record the attempt under its
job id in a Store — a temporary SQLite file, or ``--database-url``). The mix, by submission index:
every ``--loop-every``-th loops forever (the worker's time limit ends it: time_limit_exceeded), the
others alternate correct (the reference) and wrong (softmax without subtracting the maximum:
non_finite). Each outcome is checked against the verdict its kind must get.

``--workers K`` starts K ``python -m grader worker`` processes (``--concurrency`` jobs each) on a queue
of this run's own and stops them at the end; ``--workers 0`` uses workers already running on the
default queue. ``--kill-one-worker`` sends SIGKILL to one of them once half the submissions are graded:
its jobs come back after the heartbeat timeout (``--heartbeat-timeout``) and are graded by the others.

The last line with ``--json`` is one object: submitted, graded, lost (no outcome by ``--timeout``),
errors (error outcomes), duplicates (attempts recorded beyond one per job), redelivered (jobs started
more than once: the killed worker's), regraded (jobs a worker finished more than once), wrong_verdicts, throughput_per_s, p50_s/p95_s/p99_s (submit → recorded),
wall_s, worker_cpu_s and cpu_per_grading_s (CPU of the worker processes and their sandboxes).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

CORRECT = (REPO / "solutions" / "softmax.py").read_text(encoding="utf-8")
WRONG = "import numpy as np\n\ndef softmax(x, axis=-1):\n    e = np.exp(x)\n    return e / e.sum(axis=axis, keepdims=True)\n"
LOOPING = "def softmax(x, axis=-1):\n    while True:\n        pass\n"
EXPECTED = {"correct": "accepted", "wrong": "non_finite", "looping": "time_limit_exceeded"}


def kind_of(index: int, loop_every: int) -> str:
    if loop_every and index % loop_every == loop_every - 1:
        return "looping"
    return "correct" if index % 2 == 0 else "wrong"


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    k = (len(v) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def tree_cpu_s(pid: int) -> float:
    """CPU seconds of a process and all its descendants (reaped children included, via cutime)."""
    tick = os.sysconf("SC_CLK_TCK")
    parent: dict[int, int] = {}
    cpu: dict[int, float] = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            stat = Path(f"/proc/{d}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        parent[int(d)] = int(fields[1])
        cpu[int(d)] = sum(int(x) for x in fields[11:15]) / tick  # utime stime cutime cstime
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        total += cpu.get(p, 0.0)
        todo.extend(c for c, pp in parent.items() if pp == p)
    return total


def start_workers(k: int, broker: str, queue: str, concurrency: int, heartbeat_s: float, logdir: Path):
    env = dict(os.environ, DOJO_QUEUE_NAME=queue, DOJO_QUEUE_HEARTBEAT_TIMEOUT_S=str(heartbeat_s),
               PYTHONUNBUFFERED="1")
    procs = []
    for i in range(k):
        log = open(logdir / f"worker{i}.log", "w")
        procs.append(subprocess.Popen([sys.executable, "-m", "grader", "worker", "--broker", broker,
                                       "--concurrency", str(concurrency)], cwd=REPO, env=env, stdout=log,
                                      stderr=subprocess.STDOUT))
    deadline = time.monotonic() + 180
    for i, p in enumerate(procs):
        while "worker " not in (logdir / f"worker{i}.log").read_text(errors="replace").split("\n")[0]:
            if p.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"worker {i} did not start: {(logdir / f'worker{i}.log').read_text()[-2000:]}")
            time.sleep(0.1)
    return procs


def stop_workers(procs) -> None:
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(60)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(5)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--broker", default=os.environ.get("DOJO_BROKER_URL"), help="Redis URL (default DOJO_BROKER_URL)")
    ap.add_argument("--learners", type=int, default=50)
    ap.add_argument("--submissions", type=int, default=4, help="per learner")
    ap.add_argument("--workers", type=int, default=0, help="local workers to start (0: use running ones)")
    ap.add_argument("--concurrency", type=int, default=2, help="jobs at once per started worker")
    ap.add_argument("--kill-one-worker", action="store_true", help="SIGKILL one started worker half-way")
    ap.add_argument("--loop-every", type=int, default=40, help="every Nth submission loops forever (0: none)")
    ap.add_argument("--heartbeat-timeout", type=float, default=10.0, help="seconds; for the workers started here")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds a learner waits for one outcome")
    ap.add_argument("--database-url", help="SQLAlchemy URL of the history (default: a temporary SQLite file)")
    ap.add_argument("--json", action="store_true", help="print the result as one JSON object, last line")
    ap.add_argument("--round-trip", type=int, default=0, metavar="N",
                    help="also time N sequential jobs that do no grading (a pack the workers lack): "
                         "the queue's own submit → outcome latency")
    args = ap.parse_args(argv)
    if not args.broker:
        ap.error("--broker URL (or DOJO_BROKER_URL) is required")
    if args.kill_one_worker and args.workers < 2:
        ap.error("--kill-one-worker needs --workers 2 or more (someone has to grade the rest)")

    tmp = Path(tempfile.mkdtemp(prefix="dojo-load-"))
    queue = f"load-{uuid.uuid4().hex[:8]}" if args.workers else os.environ.get("DOJO_QUEUE_NAME", "grading")
    os.environ.update(DOJO_BROKER_URL=args.broker, DOJO_QUEUE_NAME=queue,
                      DOJO_QUEUE_WAIT_TIMEOUT_S=str(args.timeout))
    from dojo import grading
    from dojo.settings import reload_settings
    from dojo.storage import Attempt, Store
    from grader.engine import get_pack
    from grader.queue import JobQueue

    reload_settings()
    store = Store(args.database_url or f"sqlite:///{tmp / 'history.sqlite3'}")
    pack = get_pack(None)
    jq = JobQueue(args.broker)
    workers = start_workers(args.workers, args.broker, queue, args.concurrency, args.heartbeat_timeout, tmp) \
        if args.workers else []
    cpu0 = sum(tree_cpu_s(p.pid) for p in workers)

    total = args.learners * args.submissions
    lock = threading.Lock()
    rows: list[dict] = []
    done = threading.Event()
    killed: list[int] = []
    half = threading.Event()

    def learner(i: int) -> None:
        name = f"learner{i:04d}"
        for m in range(args.submissions):
            kind = kind_of(i * args.submissions + m, args.loop_every)
            source = {"correct": CORRECT, "wrong": WRONG, "looping": LOOPING}[kind]
            row = {"learner": name, "kind": kind, "job_id": None, "verdict": None, "error": None}
            t0 = time.perf_counter()
            try:
                rep = grading.grade_and_record(store, name, pack, "softmax", source, lang="en", scope="all",
                                               on_submitted=lambda j: row.__setitem__("job_id", j))
                row["verdict"] = rep.verdict
            except grading.GradingFailed as exc:
                row["error"] = exc.code
            except grading.GraderBusy as exc:
                row["error"] = "busy: " + str(exc)
            row["latency_s"] = time.perf_counter() - t0
            with lock:
                rows.append(row)
                if len(rows) * 2 >= total:
                    half.set()

    def killer() -> None:
        half.wait()
        if not done.is_set() and workers:
            victim = workers[0]
            victim.send_signal(signal.SIGKILL)
            killed.append(victim.pid)

    round_trip = []
    for _ in range(args.round_trip):
        from grader.queue import job_for

        job = job_for("softmax", CORRECT, pack)
        job.pack_id, job.pack_path = "no_such_pack_round_trip", None
        t0 = time.perf_counter()
        jq.submit(job)
        jq.wait(job.job_id, timeout=60)
        round_trip.append(time.perf_counter() - t0)

    t_start = time.perf_counter()
    threads = [threading.Thread(target=learner, args=(i,), daemon=True) for i in range(args.learners)]
    kt = threading.Thread(target=killer, daemon=True) if args.kill_one_worker else None
    if kt:
        kt.start()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t_start
    done.set()
    half.set()
    cpu1 = sum(tree_cpu_s(p.pid) for p in workers if p.pid not in killed)
    stop_workers(workers)

    from sqlalchemy import func, select

    with store._sessions() as s:
        n_attempts = int(s.scalar(select(func.count()).select_from(Attempt).where(Attempt.job_id.is_not(None))))
        n_jobs = int(s.scalar(select(func.count(func.distinct(Attempt.job_id))).where(Attempt.job_id.is_not(None))))
    graded = [r for r in rows if r["verdict"] is not None]
    lat = [r["latency_s"] for r in graded]
    wrong = [r for r in graded if r["verdict"] != EXPECTED[r["kind"]]]
    regraded = sum(1 for r in graded if r["job_id"] and jq.executions(r["job_id"]) > 1)
    redelivered = sum(1 for r in graded if r["job_id"] and jq.deliveries(r["job_id"]) > 1)
    result = {
        "submitted": sum(1 for r in rows if r["job_id"]), "graded": len(graded),
        "lost": sum(1 for r in rows if r["job_id"] and r["error"] == "timed_out"),
        "errors": sum(1 for r in rows if r["error"] and r["error"] != "timed_out"),
        "duplicates": n_attempts - n_jobs, "recorded_attempts": n_attempts, "regraded": regraded,
        "redelivered": redelivered,
        "wrong_verdicts": len(wrong),
        "mix": {k: sum(1 for r in rows if r["kind"] == k) for k in EXPECTED},
        "throughput_per_s": round(len(graded) / wall, 3) if wall else 0.0,
        "p50_s": round(pct(lat, 0.50), 3), "p95_s": round(pct(lat, 0.95), 3), "p99_s": round(pct(lat, 0.99), 3),
        "round_trip_p50_s": round(statistics.median(round_trip), 4) if round_trip else None,
        "wall_s": round(wall, 2), "workers": args.workers, "concurrency": args.concurrency,
        "killed_worker": bool(killed),
        # the killed worker's CPU is gone with it: with --kill-one-worker this undercounts
        "worker_cpu_s": round(cpu1 - cpu0, 2) if workers else None,
        "cpu_per_grading_s": round((cpu1 - cpu0) / len(graded), 4) if workers and graded and not killed else None,
    }
    if not args.json:
        for k, v in result.items():
            print(f"{k:>18}: {v}")
        if wrong:
            print("unexpected verdicts:", [(r["kind"], r["verdict"]) for r in wrong[:5]])
    else:
        print(json.dumps(result))
    ok = result["graded"] == total and result["lost"] == 0 and result["duplicates"] == 0
    store.engine.dispose()
    if ok:
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
    else:
        print(f"history and worker logs kept in {tmp}", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
