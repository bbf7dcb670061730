"""grader.queue: grading jobs on Dramatiq/Redis, workers (``python -m grader worker``), delivery.

Needs a Redis server (tests/services.py starts a throwaway one; skipped with the reason where it
cannot). Each test uses its own queue name, so workers of one test never take another's jobs.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import numpy as np
import pytest

from grader.engine import get_pack, grade
from grader.queue import (ERROR_VERDICT, GradingJob, JobQueue, Outcome, QueueFull, handle_job, job_for)

ROOT = Path(__file__).resolve().parent.parent
CORRECT = (ROOT / "solutions" / "softmax.py").read_text(encoding="utf-8")
WRONG = "import numpy as np\n\ndef softmax(x, axis=-1):\n    e = np.exp(x)\n    return e / e.sum(axis=axis, keepdims=True)\n"
# correct, but loading it takes ~1.5 s: long enough to kill the worker while it grades
SLOW = "import time\n_t = time.monotonic()\nwhile time.monotonic() - _t < 1.5:\n    pass\n" + CORRECT


def _queue_name() -> str:
    return "t" + uuid.uuid4().hex[:10]


class Worker:
    """``python -m grader worker`` in a subprocess on its own queue."""

    def __init__(self, url: str, queue: str, *, concurrency: int = 1, extra_env: dict | None = None):
        env = dict(os.environ, DOJO_QUEUE_NAME=queue, PYTHONUNBUFFERED="1", **(extra_env or {}))
        env.pop("DOJO_BROKER_URL", None)
        self.proc = subprocess.Popen([sys.executable, "-m", "grader", "worker", "--broker", url, "--concurrency",
                                      str(concurrency)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        line = self.proc.stdout.readline()  # the ready line, printed once the sandbox works
        assert line.startswith("worker "), line + (self.proc.stdout.read() if self.proc.poll() is not None else "")

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(40)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


@pytest.fixture
def queue_name(monkeypatch) -> str:
    name = _queue_name()
    monkeypatch.setenv("DOJO_QUEUE_NAME", name)
    return name


@pytest.fixture
def worker(redis_url, queue_name):
    w = Worker(redis_url, queue_name, concurrency=2)
    yield w
    w.stop()


# ------------------------------------------------------------------------------ jobs and outcomes
def test_a_job_travels_as_json_with_arrays_and_undecodable_bytes():
    pack = get_pack(None)
    calls = [{"x": np.arange(6, dtype=np.float32).reshape(2, 3), "axis": -1}]
    job = job_for("softmax", b"\xff\xfe not utf-8", pack, lang="zh", scope="public", kind="run", calls=calls)
    import json

    back = GradingJob.from_dict(json.loads(json.dumps(job.to_dict())))
    assert (back.job_id, back.exercise, back.pack_id, back.pack_version, back.lang, back.scope, back.kind) == \
        (job.job_id, "softmax", "attention_core", str(pack.manifest.version), "zh", "public", "run")
    assert back.source == b"\xff\xfe not utf-8"
    assert back.calls[0]["x"].dtype == np.float32 and np.array_equal(back.calls[0]["x"], calls[0]["x"])


def test_the_worker_side_grades_like_grade_and_names_a_missing_pack():
    pack = get_pack(None)
    here = grade("softmax", WRONG, pack=pack)
    out = Outcome.from_dict(handle_job(job_for("softmax", WRONG, pack).to_dict()))
    rep = out.report()
    assert out.ok and (rep.verdict, rep.score, rep.diagnosis) == (here.verdict, here.score, here.diagnosis)
    assert rep.verdict == "non_finite" and "forgot_max_subtraction" in rep.diagnosis
    job = job_for("softmax", CORRECT, pack)
    job.pack_id, job.pack_version, job.pack_path = "someone_elses_pack", "9.9.9", None
    missing = Outcome.from_dict(handle_job(job.to_dict()))
    assert (missing.verdict, missing.error, missing.report()) == (ERROR_VERDICT, "pack_unavailable", None)
    assert "someone_elses_pack" in missing.message and "9.9.9" in missing.message
    bad = Outcome.from_dict(handle_job({"job_id": "x", "kind": "grade"}))
    assert (bad.verdict, bad.error) == (ERROR_VERDICT, "bad_job")


def test_a_failing_grader_is_retried_a_bounded_number_of_times_then_an_error_verdict(monkeypatch):
    import grader.engine

    def broken(*a, **k):
        raise RuntimeError("no sandbox could start")

    monkeypatch.setattr(grader.engine, "grade", broken)
    payload = job_for("softmax", CORRECT, get_pack(None)).to_dict()
    with pytest.raises(RuntimeError):  # Dramatiq's Retries middleware re-queues it
        handle_job(payload, retries_done=0, max_retries=2)
    with pytest.raises(RuntimeError):
        handle_job(payload, retries_done=1, max_retries=2)
    last = Outcome.from_dict(handle_job(payload, retries_done=2, max_retries=2))
    assert (last.verdict, last.error) == (ERROR_VERDICT, "grader_failed")


def test_a_job_that_keeps_killing_its_worker_ends_as_an_error(redis_url):
    import redis

    client = redis.Redis.from_url(redis_url)
    payload = job_for("softmax", CORRECT, get_pack(None)).to_dict()
    outs = [Outcome.from_dict(handle_job(payload, client=client, max_deliveries=2)) for _ in range(3)]
    assert [o.error for o in outs] == [None, None, "gave_up"]
    assert outs[0].report().verdict == "accepted" and outs[2].verdict == ERROR_VERDICT


# ------------------------------------------------------------------------------ through Redis
def test_queue_positions_and_the_length_limit(redis_url, queue_name):
    q = JobQueue(redis_url, max_length=3)
    pack = get_pack(None)
    ids = [q.submit(job_for("softmax", CORRECT, pack)) for _ in range(3)]
    assert [(q.status(i).state, q.status(i).position) for i in ids] == [("queued", 1), ("queued", 2), ("queued", 3)]
    with pytest.raises(QueueFull):
        q.submit(job_for("softmax", CORRECT, pack))
    from dojo.grading import status_text

    assert status_text(q.status(ids[2])) == "queued, position 3"  # what the exercise page shows
    assert status_text(q.status(ids[0]), "zh") == "排队中，第 1 位"
    assert q.length() == 3 and q.status("never-submitted").state == "unknown"
    q.client.delete(q._b.queue_key)


def test_workers_grade_queued_jobs_and_say_when_they_lack_the_pack(redis_url, worker):
    q = JobQueue(redis_url)
    pack = get_pack(None)
    good, bad = job_for("softmax", CORRECT, pack), job_for("softmax", WRONG, pack)
    alien = job_for("softmax", CORRECT, pack)
    alien.pack_id, alien.pack_path = "not_installed_here", None
    for j in (good, alien, bad):
        q.submit(j)
    seen = []
    outs = {j.job_id: q.wait(j.job_id, timeout=120, on_wait=seen.append) for j in (good, alien, bad)}
    assert outs[good.job_id].report().verdict == "accepted"
    assert outs[bad.job_id].report().verdict == "non_finite"
    assert outs[bad.job_id].report().diagnosis == grade("softmax", WRONG, pack=pack).diagnosis
    assert (outs[alien.job_id].verdict, outs[alien.job_id].error) == (ERROR_VERDICT, "pack_unavailable")
    assert worker.proc.poll() is None  # a missing pack is a verdict, not a crash
    assert q.status(good.job_id).state == "done" and all(s.state in ("queued", "running") for s in seen)
    assert [q.executions(j.job_id) for j in (good, bad)] == [1, 1]


def test_a_worker_killed_mid_job_loses_nothing(redis_url, queue_name, tmp_path):
    """kill -9 while grading: the job is delivered to another worker and recorded once."""
    from dojo.storage import Store

    env = {"DOJO_QUEUE_HEARTBEAT_TIMEOUT_S": "2"}
    first = Worker(redis_url, queue_name, concurrency=1, extra_env=env)
    q = JobQueue(redis_url, heartbeat_timeout_s=2.0)
    job = job_for("softmax", SLOW, get_pack(None))
    q.submit(job)
    deadline = time.monotonic() + 60
    while q.status(job.job_id).state != "running":
        assert time.monotonic() < deadline, "the worker never started the job"
        time.sleep(0.05)
    time.sleep(0.3)
    first.kill9()
    assert q.status(job.job_id).state == "running"  # held by the dead worker: not lost, not done
    second = Worker(redis_url, queue_name, concurrency=1, extra_env=env)
    try:
        out = q.wait(job.job_id, timeout=120)
    finally:
        second.stop()
    assert out.ok and out.report().verdict == "accepted"
    assert str(second.proc.pid) in out.worker
    assert q.executions(job.job_id) == 1  # the killed worker never finished it
    store = Store(f"sqlite:///{tmp_path / 'h.sqlite3'}")
    for _ in range(2):  # two app replicas (or a rerun) record the same outcome
        store.record("ann", "attention_core", "softmax", "submit", SLOW, out.report(), job_id=job.job_id)
    assert [h["verdict"] for h in store.history("ann")] == ["accepted"]


def test_the_web_tier_never_starts_a_sandbox_with_a_broker(redis_url, worker, monkeypatch, tmp_path):
    """With DOJO_BROKER_URL set, the app's grading and runs go to the workers: no sandbox starts here."""
    import grader.engine
    import grader.sandbox
    from dojo import grading
    from dojo.settings import reload_settings
    from dojo.storage import Store

    def no_sandbox(*a, **k):
        raise AssertionError("the web tier started a sandbox")

    monkeypatch.setattr(grader.engine, "Session", no_sandbox)
    monkeypatch.setattr(grader.sandbox, "default_launcher", no_sandbox)
    monkeypatch.setattr(grader.sandbox.WarmPool, "prewarm", no_sandbox)
    monkeypatch.setenv("DOJO_BROKER_URL", redis_url)
    reload_settings()
    try:
        assert grading.queued()
        store = Store(f"sqlite:///{tmp_path / 'web.sqlite3'}")
        pack = get_pack(None)
        seen = []
        rep = grading.grade_and_record(store, "ann", pack, "softmax", WRONG, on_wait=seen.append)
        assert rep.verdict == "non_finite" and rep.sandbox  # graded in a worker's sandbox
        assert store.exercise_stats("ann", pack.id)["softmax"].attempts == 1
        assert grading.grade_capped("softmax", CORRECT, pack=pack).verdict == "accepted"
        x = np.array([[1.0, 2.0, 3.0]], dtype=np.float32)
        outs = grading.run_capped("softmax", CORRECT, [{"x": x}], pack=pack)
        assert outs[0].status == "ok"
        np.testing.assert_allclose(outs[0].outputs[0], np.exp(x - 3) / np.exp(x - 3).sum(), rtol=1e-6)
        assert all(grading.status_text(s) in ("queued", "grading…") or
                   grading.status_text(s).startswith("queued, position ") for s in seen)
        assert grading.status_text(type("S", (), {"state": "queued", "position": 4})(), "zh") == "排队中，第 4 位"
    finally:
        monkeypatch.delenv("DOJO_BROKER_URL")
        reload_settings()
    assert not grading.queued()


def test_grade_batch_submits_to_the_queue(redis_url, worker, monkeypatch, tmp_path):
    from grader.packs.batch import Submission, grade_one

    f = tmp_path / "ann" / "softmax.py"
    f.parent.mkdir()
    f.write_text(WRONG)
    monkeypatch.setenv("DOJO_BROKER_URL", redis_url)
    out = grade_one(Submission("ann", "softmax", f), get_pack(None), "en")
    assert (out.verdict, out.diagnosis) == ("non_finite", grade("softmax", WRONG).diagnosis)


def test_a_worker_finds_packs_by_id_and_version_and_ignores_hints_outside_its_folders(tmp_path, monkeypatch):
    import shutil

    from grader.queue import PackRegistry

    served = tmp_path / "served" / "variants"
    shutil.copytree(ROOT / "packs" / "attention_variants", served)
    elsewhere = tmp_path / "elsewhere" / "variants"
    shutil.copytree(ROOT / "packs" / "attention_variants", elsewhere)
    monkeypatch.setenv("DOJO_PACK_DIR", str(tmp_path / "uploads"))
    monkeypatch.delenv("DOJO_WORKER_PACKS", raising=False)
    reg = PackRegistry([served])
    variants = get_pack(served)
    version = str(variants.manifest.version)
    assert reg.find(variants.id, version) == served.resolve()
    assert reg.find(variants.id, version, hint=str(elsewhere)) == served.resolve()  # the hint is not trusted
    assert reg.find("attention_core", str(get_pack(None).manifest.version)) == ROOT
    assert reg.find(variants.id, "0.0.0-other") is None
    uploaded = tmp_path / "uploads" / "v"
    shutil.copytree(ROOT / "packs" / "attention_variants", uploaded)
    assert PackRegistry([]).find(variants.id, version, hint=str(uploaded)) == uploaded.resolve()
