"""Grading on a queue: the web tier submits jobs, workers on any number of hosts run ``grade()``.

Built on Dramatiq with its Redis broker (docs/scaling.md says why). Nothing here is a queue of our
own: Dramatiq delivers the messages, acknowledges them only after the actor returned, re-delivers the
messages a dead worker held (its heartbeat stops; a live worker's queue maintenance puts them back),
retries a failing job a bounded number of times and keeps each job's result in Redis (its Results
middleware). This module adds what grading needs on top:

* a job (:class:`GradingJob`): exercise, pack id and version (plus the submitting host's pack folder
  as a hint), the source, language, scope and a job id that is also the Dramatiq message id — so any
  app replica can find a job's result from its id alone;
* the worker's side (:func:`handle_job`): the pack looked up by id and version among the packs the
  worker holds; a missing pack, a job that keeps killing its worker, or a grader failure after the
  bounded retries become an *outcome with an error verdict* (``grader_error`` and a fixed message
  key), never a crash and never a hang;
* the client's side (:class:`JobQueue`): ``submit`` (refused with :class:`QueueFull` past the length
  limit), ``status`` (``queued`` with its position, ``running``, ``done``) and ``wait``.

Outcomes are JSON: ``{"job_id", "kind", "verdict", "error", "report" | "outcomes"}``. A grading
outcome carries ``Report.to_json()``; a run outcome (the app's pictures) carries the
:class:`grader.runner.CallOutcome` list with arrays as ``.npy`` bytes (base64, never pickle).

Settings (environment; the app also reads them from ``dojo.settings``):

    DOJO_BROKER_URL                 redis://host:6379/0 — unset: no queue, grading in-process
    DOJO_QUEUE_NAME                 the Dramatiq queue (default "grading")
    DOJO_QUEUE_MAX_LENGTH           jobs waiting at most; more are refused (default 1000)
    DOJO_QUEUE_HEARTBEAT_TIMEOUT_S  silence after which a worker counts as dead and its jobs are
                                    delivered again (default 15)
    DOJO_QUEUE_MAX_DELIVERIES       deliveries of one job before it ends as an error (default 3)
    DOJO_QUEUE_MAX_RETRIES          retries of a job whose grading raised (default 2)
    DOJO_QUEUE_RESULT_TTL_S         how long results stay in Redis (default 900: longer than the app waits; it records them at once)
    DOJO_WORKER_PACKS               pack folders a worker serves besides the built-in one (os.pathsep)
    DOJO_WORKER_POLL_MS             an idle worker's longest wait between looks at the queue (default 50)
"""

from __future__ import annotations

import base64
import dataclasses
import io
import json
import logging
import os
import signal
import socket
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

log = logging.getLogger("grader.queue")

ACTOR_NAME = "grade_job"
MAX_SOURCE_BYTES = 1 << 20
ERROR_VERDICT = "grader_error"

# what an error outcome may say: a fixed vocabulary (en, zh); nothing a submission chose
ERROR_MESSAGES: dict[str, tuple[str, str]] = {
    "pack_unavailable": ("the grading worker does not have this pack (id {pack_id}, version {version}); "
                         "ask the course staff to install it on the workers",
                         "评分节点上没有这个题包（id {pack_id}，版本 {version}）；请联系课程人员在评分节点上安装"),
    "unknown_exercise": ("the grading worker's pack has no such exercise", "评分节点的题包中没有这道题"),
    "gave_up": ("this submission was not graded: the grading workers failed on it repeatedly",
                "这次提交未能评分：评分节点多次处理失败"),
    "grader_failed": ("this submission was not graded: the grader failed (the pack or the sandbox is broken)",
                      "这次提交未能评分：评分器出错（题包或沙箱有问题）"),
    "bad_job": ("this submission was not graded: the job was malformed", "这次提交未能评分：任务格式错误"),
    "timed_out": ("no grading worker answered in time; your code is saved, submit again later",
                  "评分节点没有及时响应；代码已保存，请稍后再提交"),
}


def error_message(code: str, lang: str = "en", **params: Any) -> str:
    en, zh = ERROR_MESSAGES.get(code, ERROR_MESSAGES["grader_failed"])
    try:
        return (zh if lang == "zh" else en).format(**params)
    except (KeyError, IndexError, ValueError):
        return zh if lang == "zh" else en


class QueueError(RuntimeError):
    """The broker cannot be reached or refused the job."""


class QueueFull(QueueError):
    """The queue holds DOJO_QUEUE_MAX_LENGTH jobs already."""


# ---------------------------------------------------------------------------------------------- settings
@dataclass(frozen=True)
class QueueSettings:
    broker_url: str
    queue_name: str = "grading"
    max_length: int = 1000
    heartbeat_timeout_s: float = 15.0
    max_deliveries: int = 3
    max_retries: int = 2
    result_ttl_s: int = 900
    # out of a million broker commands, how many run the maintenance that re-delivers a dead worker's
    # jobs (Dramatiq's default, 1000, can leave them waiting for minutes on a quiet queue)
    maintenance_chance: int = 100_000

    @classmethod
    def from_env(cls, broker_url: str | None = None, **overrides: Any) -> "QueueSettings":
        env = os.environ
        url = broker_url or env.get("DOJO_BROKER_URL") or ""
        if not url:
            raise QueueError("no broker: set DOJO_BROKER_URL (e.g. redis://127.0.0.1:6379/0) or pass --broker")
        if not url.startswith(("redis://", "rediss://", "unix://")):
            raise QueueError(f"DOJO_BROKER_URL: {url!r} is not a Redis URL (redis://host:port/db)")

        def num(name: str, default, kind=int):
            raw = env.get(name)
            if raw in (None, ""):
                return default
            try:
                value = kind(raw)
            except ValueError:
                raise QueueError(f"{name}: {raw!r} is not a number") from None
            if value <= 0:
                raise QueueError(f"{name}: must be positive, got {raw!r}")
            return value

        values = dict(broker_url=url, queue_name=env.get("DOJO_QUEUE_NAME") or "grading",
                      max_length=num("DOJO_QUEUE_MAX_LENGTH", 1000),
                      heartbeat_timeout_s=num("DOJO_QUEUE_HEARTBEAT_TIMEOUT_S", 15.0, float),
                      max_deliveries=num("DOJO_QUEUE_MAX_DELIVERIES", 3),
                      max_retries=num("DOJO_QUEUE_MAX_RETRIES", 2),
                      result_ttl_s=num("DOJO_QUEUE_RESULT_TTL_S", 900))
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def broker_url_from_env() -> str | None:
    return os.environ.get("DOJO_BROKER_URL") or None


# ---------------------------------------------------------------------------------------------- jobs
@dataclass
class GradingJob:
    """One submission to grade (``kind="grade"``) or to run on extra inputs (``kind="run"``)."""

    exercise: str
    pack_id: str
    pack_version: str
    source: bytes
    lang: str = "en"
    scope: str = "all"
    kind: str = "grade"
    pack_path: str | None = None  # the submitter's folder: used when a worker has the same folder
    calls: list[dict[str, Any]] | None = None
    job_id: str = field(default_factory=lambda: uuid.uuid4().hex)

    def to_dict(self) -> dict[str, Any]:
        d = {"job_id": self.job_id, "kind": self.kind, "exercise": self.exercise, "pack_id": self.pack_id,
             "pack_version": self.pack_version, "pack_path": self.pack_path, "lang": self.lang,
             "scope": self.scope, "source_b64": base64.b64encode(self.source).decode("ascii")}
        if self.calls is not None:
            d["calls"] = encode_value(self.calls)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "GradingJob":
        if not isinstance(d, dict):
            raise ValueError("a job is a JSON object")
        kind = d.get("kind", "grade")
        if kind not in ("grade", "run"):
            raise ValueError(f"kind: {kind!r}")
        source = base64.b64decode(str(d["source_b64"]), validate=True)
        calls = decode_value(d["calls"]) if d.get("calls") is not None else None
        return cls(exercise=str(d["exercise"]), pack_id=str(d["pack_id"]), pack_version=str(d["pack_version"]),
                   source=source, lang="zh" if d.get("lang") == "zh" else "en",
                   scope="public" if d.get("scope") == "public" else "all", kind=kind,
                   pack_path=d.get("pack_path") or None, calls=calls, job_id=str(d["job_id"]))


def job_for(exercise_id: str, source: str | bytes, pack: Any, *, lang: str = "en", scope: str = "all",
            kind: str = "grade", calls: list[dict[str, Any]] | None = None) -> GradingJob:
    """A job for ``pack`` (a loaded :class:`grader.pack.Pack`)."""
    raw = source if isinstance(source, bytes) else source.encode("utf-8", "surrogateescape")
    return GradingJob(exercise=exercise_id, pack_id=pack.id, pack_version=str(pack.manifest.version),
                      source=raw[:MAX_SOURCE_BYTES + 1], lang=lang, scope=scope, kind=kind,
                      pack_path=str(pack.root), calls=calls)


# numpy arrays inside JSON: {"__ndarray__": base64 of np.save bytes (allow_pickle=False)}
def encode_value(value: Any) -> Any:
    import numpy as np

    if isinstance(value, np.ndarray):
        if value.dtype == object:
            raise ValueError("object arrays cannot travel")
        buf = io.BytesIO()
        np.save(buf, value, allow_pickle=False)
        return {"__ndarray__": base64.b64encode(buf.getvalue()).decode("ascii")}
    if isinstance(value, np.generic):
        return encode_value(np.asarray(value))
    if isinstance(value, dict):
        return {str(k): encode_value(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [encode_value(v) for v in value]
    if isinstance(value, float) and value != value:
        return {"__float__": "nan"}
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return {"__float__": "inf" if value > 0 else "-inf"}
    return value


def decode_value(value: Any) -> Any:
    import numpy as np

    if isinstance(value, dict):
        if set(value) == {"__ndarray__"}:
            return np.load(io.BytesIO(base64.b64decode(value["__ndarray__"])), allow_pickle=False)
        if set(value) == {"__float__"}:
            return float(value["__float__"])
        return {k: decode_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode_value(v) for v in value]
    return value


# ---------------------------------------------------------------------------------------------- outcomes
@dataclass
class Outcome:
    """What became of a job. ``verdict`` is the report's verdict, or ``grader_error`` with ``error``."""

    job_id: str
    kind: str
    verdict: str
    error: str | None = None
    message: str = ""
    report_json: str | None = None
    outcomes: list[Any] | None = None  # CallOutcome list of a run job
    worker: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None

    def report(self):
        """The :class:`grader.report.Report` of a graded job (None for an error outcome)."""
        from .report import Report

        return Report.model_validate_json(self.report_json) if self.report_json else None

    def to_dict(self) -> dict[str, Any]:
        d = {"job_id": self.job_id, "kind": self.kind, "verdict": self.verdict, "error": self.error,
             "message": self.message, "report": self.report_json, "worker": self.worker}
        if self.outcomes is not None:
            d["outcomes"] = [encode_value(dataclasses.asdict(o)) for o in self.outcomes]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Outcome":
        outs = None
        if d.get("outcomes") is not None:
            from .runner import CallOutcome

            outs = [CallOutcome(**decode_value(o)) for o in d["outcomes"]]
        return cls(job_id=d["job_id"], kind=d.get("kind", "grade"), verdict=d["verdict"], error=d.get("error"),
                   message=d.get("message") or "", report_json=d.get("report"), outcomes=outs,
                   worker=d.get("worker") or "")


def error_outcome(job_id: str, kind: str, code: str, lang: str = "en", **params: Any) -> Outcome:
    return Outcome(job_id=job_id, kind=kind, verdict=ERROR_VERDICT, error=code,
                   message=error_message(code, lang, **params), worker=WORKER_NAME)


# ---------------------------------------------------------------------------------------------- broker
def _keys(ns: str, job_id: str) -> dict[str, str]:
    base = f"{ns}:job:{job_id}"
    return {"meta": base, "deliveries": base + ":deliveries", "graded": base + ":graded"}


NAMESPACE = "dojo"


class _Broker:
    """The Dramatiq broker, results backend and actor for one set of settings (one per process)."""

    def __init__(self, settings: QueueSettings):
        import dramatiq
        from dramatiq.brokers.redis import RedisBroker
        from dramatiq.middleware import (AgeLimit, Callbacks, CurrentMessage, Pipelines, Retries,
                                         ShutdownNotifications, TimeLimit)
        from dramatiq.results import Results
        from dramatiq.results.backends.redis import RedisBackend

        self.settings = settings
        self.broker = RedisBroker(url=settings.broker_url, namespace=NAMESPACE + "-dramatiq",
                                  heartbeat_timeout=int(settings.heartbeat_timeout_s * 1000),
                                  maintenance_chance=settings.maintenance_chance,
                                  socket_timeout=30, socket_connect_timeout=5, health_check_interval=30,
                                  # Dramatiq's defaults without Prometheus (an exporter is a deployment choice)
                                  middleware=[m() for m in (AgeLimit, TimeLimit, ShutdownNotifications,
                                                            Callbacks, Pipelines, Retries)])
        self.client = self.broker.client
        self.results = RedisBackend(client=self.client, namespace=NAMESPACE + "-results")
        self.broker.add_middleware(Results(backend=self.results, store_results=True,
                                           result_ttl=settings.result_ttl_s * 1000))
        self.broker.add_middleware(CurrentMessage())
        self.actor = dramatiq.actor(_run_job_message, actor_name=ACTOR_NAME, broker=self.broker,
                                    queue_name=settings.queue_name, max_retries=settings.max_retries,
                                    min_backoff=200, max_backoff=2000, time_limit=10 * 60 * 1000,
                                    store_results=True)
        self.queue_key = f"{NAMESPACE}-dramatiq:{settings.queue_name}"

    def message(self, job_id: str, payload: dict | None = None):
        from dramatiq import Message

        return Message(queue_name=self.settings.queue_name, actor_name=ACTOR_NAME,
                       args=(payload,) if payload is not None else (), kwargs={},
                       options={"max_retries": self.settings.max_retries}, message_id=job_id,
                       message_timestamp=int(time.time() * 1000))


_brokers: dict[QueueSettings, _Broker] = {}
_brokers_lock = threading.Lock()


def broker_for(settings: QueueSettings) -> _Broker:
    with _brokers_lock:
        b = _brokers.get(settings)
        if b is None:
            b = _brokers[settings] = _Broker(settings)
        return b


# ---------------------------------------------------------------------------------------------- client
@dataclass
class JobStatus:
    """``state``: queued (``position`` 1 = next), running, done (``outcome`` set) or unknown."""

    job_id: str
    state: str
    position: int | None = None
    outcome: Outcome | None = None


class JobQueue:
    """The client side: what the app and ``grade-batch`` use. Thread-safe; holds no per-user state."""

    def __init__(self, broker_url: str | None = None, **overrides: Any):
        self.settings = QueueSettings.from_env(broker_url, **overrides)
        self._b = broker_for(self.settings)

    @property
    def client(self):
        return self._b.client

    def length(self) -> int:
        return int(self.client.llen(self._b.queue_key))

    def submit(self, job: GradingJob) -> str:
        """Put a job on the queue; returns its id. Raises QueueFull past the length limit."""
        import redis

        try:
            if self.length() >= self.settings.max_length:
                raise QueueFull(f"the grading queue is full ({self.settings.max_length} jobs waiting)")
            msg = self._b.broker.enqueue(self._b.message(job.job_id, job.to_dict()))
            keys = _keys(NAMESPACE, job.job_id)
            pipe = self.client.pipeline()
            pipe.hset(keys["meta"], mapping={"redis_id": msg.options["redis_message_id"],
                                             "submitted": f"{time.time():.6f}"})
            pipe.expire(keys["meta"], self.settings.result_ttl_s)
            pipe.execute()
        except redis.RedisError as exc:
            raise QueueError(f"the grading queue at {_safe_url(self.settings.broker_url)} is unreachable: "
                             f"{type(exc).__name__}") from None
        return job.job_id

    def _result(self, job_id: str, block_s: float = 0.0) -> Outcome | None:
        from dramatiq.results import ResultFailure, ResultMissing, ResultTimeout

        msg = self._b.message(job_id)
        try:
            if block_s >= 1:
                data = self._b.results.get_result(msg, block=True, timeout=int(block_s * 1000))
            else:
                data = self._b.results.get_result(msg, block=False)
        except (ResultMissing, ResultTimeout):
            return None
        except ResultFailure:  # the retries ran out on an exception: an error verdict, never a hang
            return error_outcome(job_id, "grade", "grader_failed")
        return Outcome.from_dict(data)

    def status(self, job_id: str) -> JobStatus:
        out = self._result(job_id)
        if out is not None:
            return JobStatus(job_id, "done", outcome=out)
        keys = _keys(NAMESPACE, job_id)
        meta = self.client.hgetall(keys["meta"])
        if not meta:
            return JobStatus(job_id, "unknown")
        redis_id = meta.get(b"redis_id", b"").decode()
        pos = self.client.lpos(self._b.queue_key, redis_id) if redis_id else None
        if pos is not None:
            return JobStatus(job_id, "queued", position=int(pos) + 1)
        # off the queue: a worker holds it (running, or prefetched), or it waits for a retry/re-delivery
        return JobStatus(job_id, "running" if meta.get(b"started") else "queued",
                         position=None if meta.get(b"started") else 0)

    def wait(self, job_id: str, *, timeout: float = 600.0, on_wait: Callable[[JobStatus], None] | None = None,
             poll_s: float = 1.0) -> Outcome:
        """Block until the job's outcome is in (``on_wait`` sees each status meanwhile).

        After ``timeout`` an error outcome (``timed_out``) comes back; the job may still be graded later.
        """
        deadline = time.monotonic() + timeout
        while True:
            if on_wait is not None:
                st = self.status(job_id)
                if st.outcome is not None:
                    return st.outcome
                on_wait(st)
            left = deadline - time.monotonic()
            if left <= 0:
                return error_outcome(job_id, "grade", "timed_out")
            out = self._result(job_id, block_s=max(1.0, min(poll_s, left)))
            if out is not None:
                return out

    def deliveries(self, job_id: str) -> int:
        """How many times workers started this job (more than 1: re-delivered or retried)."""
        v = self.client.get(_keys(NAMESPACE, job_id)["deliveries"])
        return int(v or 0)

    def executions(self, job_id: str) -> int:
        """How many times workers finished grading this job (more than 1 after a re-delivery)."""
        v = self.client.get(_keys(NAMESPACE, job_id)["graded"])
        return int(v or 0)


def _safe_url(url: str) -> str:
    """The URL without a password (it ends up in messages)."""
    if "@" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://***@{rest.rsplit('@', 1)[1]}"
    return url


def grade_remote(exercise_id: str, source: str | bytes, *, pack: Any, lang: str = "en", scope: str = "all",
                 broker_url: str | None = None, timeout: float = 600.0,
                 on_wait: Callable[[JobStatus], None] | None = None):
    """Submit, wait and return ``(Report | None, Outcome)``: the queued twin of ``grade()``."""
    q = JobQueue(broker_url)
    job = job_for(exercise_id, source, pack, lang=lang, scope=scope)
    q.submit(job)
    out = q.wait(job.job_id, timeout=timeout, on_wait=on_wait)
    return out.report(), out


def grade_queued(exercise_id: str, source: str | bytes, *, pack: Any, lang: str = "en", scope: str = "all",
                 broker_url: str | None = None, timeout: float = 600.0):
    """``grade()`` through the queue (``grade-batch`` with DOJO_BROKER_URL): the Report, or QueueError
    with the error outcome's message when the job could not be graded."""
    report, out = grade_remote(exercise_id, source, pack=pack, lang=lang, scope=scope, broker_url=broker_url,
                               timeout=timeout)
    if report is None:
        raise QueueError(out.message or out.error or "not graded")
    return report


# ---------------------------------------------------------------------------------------------- worker
WORKER_NAME = f"{socket.gethostname()}:{os.getpid()}"


class PackRegistry:
    """The packs a worker serves, by (id, version): the built-in pack and DOJO_WORKER_PACKS / --pack."""

    def __init__(self, folders: list[str | Path] | None = None):
        from .pack import BUILTIN_PACK

        extra = [p for p in (os.environ.get("DOJO_WORKER_PACKS") or "").split(os.pathsep) if p.strip()]
        self.folders = [Path(BUILTIN_PACK)] + [Path(p) for p in (folders or [])] + [Path(p) for p in extra]
        self._by_key: dict[tuple[str, str], Path] | None = None
        self._lock = threading.Lock()

    @staticmethod
    def _key_of(folder: Path) -> tuple[str, str] | None:
        import yaml

        try:
            manifest = yaml.safe_load((folder / "pack.yaml").read_text(encoding="utf-8"))
            return str(manifest["id"]), str(manifest["version"])
        except Exception:
            return None

    def index(self) -> dict[tuple[str, str], Path]:
        with self._lock:
            if self._by_key is None:
                self._by_key = {}
                for f in self.folders:
                    key = self._key_of(f)
                    if key is None:
                        log.warning("worker: %s is not a pack folder; skipped", f)
                    else:
                        self._by_key.setdefault(key, f.resolve())
            return self._by_key

    def roots(self) -> list[Path]:
        """Where a job's folder hint may point: the served packs and the app's pack folder
        (DOJO_PACK_DIR, default var/packs) — a job never makes a worker load a pack from elsewhere."""
        from .pack import BUILTIN_PACK

        pack_dir = Path(os.environ.get("DOJO_PACK_DIR") or "var/packs")
        if not pack_dir.is_absolute():
            pack_dir = Path(BUILTIN_PACK) / pack_dir
        return [f.resolve() for f in self.folders] + [pack_dir.resolve()]

    def find(self, pack_id: str, version: str, hint: str | None = None) -> Path | None:
        if hint:
            h = Path(hint).resolve()
            allowed = any(h == r or r in h.parents for r in self.roots())
            if allowed and h.is_dir() and self._key_of(h) == (pack_id, version):
                return h
        return self.index().get((pack_id, version))


_registry: PackRegistry | None = None
_worker_broker: "_Broker | None" = None


def set_registry(registry: PackRegistry) -> None:
    global _registry
    _registry = registry


def handle_job(payload: dict[str, Any], *, retries_done: int = 0, max_retries: int = 0,
               client=None, max_deliveries: int = 3, result_ttl_s: int = 86400) -> dict[str, Any]:
    """Run one job in this worker; returns the outcome as a dict. Raises only to ask for a retry."""
    from .engine import get_pack, grade, run_function
    from .pack import PackError

    try:
        job = GradingJob.from_dict(payload)
    except (KeyError, TypeError, ValueError) as exc:
        log.warning("worker: malformed job: %s", exc)
        jid = str(payload.get("job_id", "")) if isinstance(payload, dict) else ""
        return error_outcome(jid, "grade", "bad_job").to_dict()
    keys = _keys(NAMESPACE, job.job_id)
    if client is not None:
        pipe = client.pipeline()
        pipe.incr(keys["deliveries"])
        pipe.expire(keys["deliveries"], result_ttl_s)
        pipe.hset(keys["meta"], "started", f"{time.time():.6f}")
        deliveries = int(pipe.execute()[0])
        # a job that killed its worker (or the host) again and again is not tried forever;
        # retries after an exception are counted by Dramatiq and are not deliveries of this kind
        if deliveries - retries_done > max_deliveries:
            log.warning("worker: job %s delivered %d times; giving up", job.job_id, deliveries)
            return error_outcome(job.job_id, job.kind, "gave_up", job.lang).to_dict()

    registry = _registry or PackRegistry()
    folder = registry.find(job.pack_id, job.pack_version, job.pack_path)
    if folder is None:
        return error_outcome(job.job_id, job.kind, "pack_unavailable", job.lang, pack_id=job.pack_id,
                             version=job.pack_version).to_dict()
    try:
        pack = get_pack(folder)
        if job.exercise not in pack.exercises:
            return error_outcome(job.job_id, job.kind, "unknown_exercise", job.lang).to_dict()
        if job.kind == "run":
            outs = run_function(job.exercise, job.source, job.calls or [], pack=pack)
            out = Outcome(job.job_id, "run", "accepted", outcomes=outs, worker=WORKER_NAME)
        else:
            report = grade(job.exercise, job.source, pack=pack, lang=job.lang, scope=job.scope)
            out = Outcome(job.job_id, "grade", report.verdict, report_json=report.to_json(), worker=WORKER_NAME)
    except (PackError, KeyError) as exc:  # the pack's own material is broken: retrying cannot help
        log.warning("worker: job %s: pack error: %s", job.job_id, exc)
        return error_outcome(job.job_id, job.kind, "grader_failed", job.lang).to_dict()
    except Exception as exc:  # the sandbox could not start, out of uids, ...: retry, then an error verdict
        if retries_done < max_retries:
            log.warning("worker: job %s failed (%s: %s); retrying", job.job_id, type(exc).__name__, exc)
            raise
        log.error("worker: job %s failed after %d retries: %s: %s", job.job_id, retries_done,
                  type(exc).__name__, exc)
        return error_outcome(job.job_id, job.kind, "grader_failed", job.lang).to_dict()
    if client is not None:
        pipe = client.pipeline()
        pipe.incr(keys["graded"])
        pipe.expire(keys["graded"], result_ttl_s)
        pipe.execute()
    return out.to_dict()


def _run_job_message(payload):
    """The Dramatiq actor: one job, with the broker's own bookkeeping."""
    from dramatiq.middleware import CurrentMessage

    msg = CurrentMessage.get_current_message()
    b = _worker_broker
    if b is None:  # only run_worker consumes; a stray consumer elsewhere must not grade
        raise QueueError("grading jobs run in `python -m grader worker` only")
    retries = int(msg.options.get("retries", 0)) if msg is not None else 0
    return handle_job(payload, retries_done=retries, max_retries=b.settings.max_retries, client=b.client,
                      max_deliveries=b.settings.max_deliveries, result_ttl_s=b.settings.result_ttl_s)


def _poll_ms() -> int:
    """DOJO_WORKER_POLL_MS: an idle worker looks for jobs at least this often (Dramatiq's Redis broker
    polls, backing off up to this; default 50 ms — Redis serves that without noticing)."""
    raw = os.environ.get("DOJO_WORKER_POLL_MS") or "50"
    try:
        return max(5, min(5000, int(raw)))
    except ValueError:
        raise QueueError(f"DOJO_WORKER_POLL_MS: {raw!r} is not a whole number of milliseconds") from None


def run_worker(broker_url: str | None = None, *, concurrency: int = 2, packs: list[str] | None = None,
               stop: threading.Event | None = None) -> int:
    """``python -m grader worker``: consume grading jobs until SIGTERM/SIGINT (or ``stop`` is set)."""
    import dramatiq

    global _worker_broker
    settings = QueueSettings.from_env(broker_url)
    b = _worker_broker = broker_for(settings)
    set_registry(PackRegistry(packs))
    index = _registry.index()
    b.client.ping()
    from .sandbox import default_launcher, warm_pool

    launcher = default_launcher()  # decided (and the first warm sandbox started) before the first job
    if getattr(launcher, "name", "") == "bwrap+zygote":
        try:
            warm_pool().prewarm(concurrency, wait=False)
        except Exception:  # the pool starts slots on demand anyway
            pass
    worker = dramatiq.Worker(b.broker, queues={settings.queue_name, settings.queue_name + ".DQ"},
                             worker_threads=concurrency, worker_timeout=_poll_ms())
    worker.queue_prefetch = concurrency  # hold no more jobs than it runs: the rest stay queued for others
    stop = stop or threading.Event()
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: stop.set())
    worker.start()
    print(f"worker {WORKER_NAME}: queue {settings.queue_name!r} on {_safe_url(settings.broker_url)}, "
          f"{concurrency} at a time, sandbox {getattr(launcher, 'name', '?')}, packs "
          + ", ".join(f"{i} {v}" for i, v in sorted(index)), flush=True)
    try:
        while not stop.wait(0.5):
            pass
    finally:
        worker.stop(timeout=30_000)  # finish running jobs; unstarted prefetched ones go back to the queue
        print(f"worker {WORKER_NAME}: stopped", flush=True)
    return 0


def _cmd_worker(args) -> int:
    import redis

    try:
        return run_worker(args.broker, concurrency=args.concurrency, packs=args.pack)
    except QueueError as exc:
        print(f"error: {exc}", file=sys.stderr, flush=True)
        return 2
    except redis.RedisError as exc:
        url = _safe_url(args.broker or os.environ.get("DOJO_BROKER_URL", ""))
        print(f"error: the broker at {url} is unreachable: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        return 2


def register(sub) -> None:
    """The ``worker`` subcommand of ``python -m grader``."""
    p = sub.add_parser("worker", help="grade queued submissions (Dramatiq on Redis) until stopped")
    p.add_argument("--broker", help="Redis URL (default: DOJO_BROKER_URL)")
    p.add_argument("--concurrency", type=int, default=2, choices=range(1, 65), metavar="N",
                   help="jobs graded at once (default 2)")
    p.add_argument("--pack", action="append", default=[], metavar="DIR",
                   help="a pack folder to serve besides the built-in one (repeatable; also DOJO_WORKER_PACKS)")
    p.set_defaults(func=_cmd_worker)


__all__ = ["GradingJob", "JobQueue", "JobStatus", "Outcome", "QueueError", "QueueFull", "QueueSettings",
           "PackRegistry", "grade_remote", "handle_job", "job_for", "run_worker", "ERROR_VERDICT",
           "error_message", "broker_url_from_env"]
