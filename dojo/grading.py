"""Grading from the app: the one place the pages call into the grader.

``submit()`` is what a page's Run / Submit does: it refuses a source over the size limit before
anything is stored, applies the per-profile submit rate limit, grades with the same ``grade()`` as
the CLI (behind a cap on concurrent gradings, or on the grading queue) and records the attempt with
its source. The rate limit counts the profile's stored submits of the last 60 seconds, so it holds
across tabs, reloads, server restarts and app processes.

Two modes, chosen by ``DOJO_BROKER_URL`` (dojo.settings):

* unset (the default): in-process, as below — this process's own sandbox pool grades;
* set: every grading and every run goes to the grading queue (:mod:`grader.queue`, Dramatiq on Redis)
  and this process never starts a sandbox. :func:`grade_and_record` waits for the outcome, telling
  ``on_wait`` the job's state ("queued, position N" — :func:`status_text`) meanwhile, and records the
  attempt under its job id, so that the same job is never recorded twice.

In-process: each Streamlit session runs its script in its own thread, and a grading spends its time waiting on
the sandboxed child process, so other sessions stay responsive. The cap (a module-level semaphore —
shared by design, it holds no per-user state) keeps a burst of submissions from starting more child
processes than the machine has cores for.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Callable

from grader.engine import grade, run_function

from .settings import get_settings


class GraderBusy(RuntimeError):
    """Every grading slot stayed busy for the whole queue timeout (or the grading queue is full)."""


class GradingFailed(GraderBusy):
    """A queued job ended without a grade: ``message`` says why, from a fixed vocabulary (en/zh).

    A GraderBusy, so that a caller that only knows "busy" still shows a warning instead of crashing.
    """

    def __init__(self, message: str, code: str = "grader_failed"):
        super().__init__(message)
        self.message, self.code = message, code


@dataclass
class Refused(Exception):
    """A submission the app will not grade; ``key`` / ``params`` are a ``dojo.i18n`` message."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:  # pragma: no cover - for logs
        return f"{self.key} {self.params}"


# ------------------------------------------------------------------ the grading queue (DOJO_BROKER_URL)
_queues: dict[Any, Any] = {}


def broker_url() -> str | None:
    """The grading queue's URL, or None: grading in-process."""
    return get_settings().broker_url


def queued() -> bool:
    return broker_url() is not None


def job_queue():
    """The :class:`grader.queue.JobQueue` of DOJO_BROKER_URL (one per process and URL)."""
    from grader.queue import JobQueue, QueueSettings

    url = broker_url()
    if url is None:
        raise RuntimeError("DOJO_BROKER_URL is not set")
    key = QueueSettings.from_env(url)  # the URL and the DOJO_QUEUE_* knobs in force now
    with _lock:
        q = _queues.get(key)
        if q is None:
            q = _queues[key] = JobQueue(url)
        return q


def enqueue(exercise_id: str, source: str, *, pack: Any, lang: str = "en", scope: str = "all",
            kind: str = "grade", calls: list[dict[str, Any]] | None = None) -> str:
    """Put a grading (or run) job on the queue; returns its job id. GraderBusy when the queue is full."""
    from grader.engine import get_pack
    from grader.queue import QueueError, QueueFull, error_message, job_for

    job = job_for(exercise_id, source, get_pack(pack), lang=lang, scope=scope, kind=kind, calls=calls)
    try:
        return job_queue().submit(job)
    except QueueFull as exc:
        raise GraderBusy(str(exc)) from None
    except QueueError:
        raise GradingFailed(error_message("timed_out", lang), "unreachable") from None


def job_status(job_id: str):
    """The job's :class:`grader.queue.JobStatus`: state queued (with ``position``), running, done, unknown."""
    return job_queue().status(job_id)


def status_text(status: Any, lang: str = "en") -> str:
    """'queued, position N' / 'grading…' for a JobStatus (the app shows it while waiting)."""
    if status.state == "queued" and status.position:
        return f"排队中，第 {status.position} 位" if lang == "zh" else f"queued, position {status.position}"
    if status.state == "queued":
        return "排队中" if lang == "zh" else "queued"
    if status.state == "done":
        return "已完成" if lang == "zh" else "done"
    return "评分中…" if lang == "zh" else "grading…"


def wait_outcome(job_id: str, *, lang: str = "en", on_wait: Callable[[Any], None] | None = None):
    """Wait for a job; returns the :class:`grader.queue.Outcome`. GradingFailed for an error outcome."""
    out = job_queue().wait(job_id, timeout=get_settings().queue_wait_timeout_s, on_wait=on_wait, poll_s=1.0)
    if not out.ok:
        from grader.queue import error_message

        raise GradingFailed(out.message or error_message(out.error or "grader_failed", lang), out.error or "")
    return out


def grade_and_record(store: Any, who: str, pack: Any, exercise_id: str, source: str, *, lang: str = "en",
                     scope: str = "all", on_wait: Callable[[Any], None] | None = None,
                     on_submitted: Callable[[str], None] | None = None):
    """Grade (in-process or queued) and store the attempt; returns the Report.

    Raises GraderBusy (no slot / queue full), GradingFailed (queued: the job ended with an error
    verdict), PackError (in-process: the pack is broken).
    """
    kind = "submit" if scope == "all" else "run"
    if not queued():
        report = grade_capped(exercise_id, source, pack=pack, lang=lang, scope=scope)
        store.record(who, pack.id, exercise_id, kind, source, report)
        return report
    job_id = enqueue(exercise_id, source, pack=pack, lang=lang, scope=scope)
    if on_submitted is not None:  # the load test keeps the job ids
        on_submitted(job_id)
    report = wait_outcome(job_id, lang=lang, on_wait=on_wait).report()
    store.record(who, pack.id, exercise_id, kind, source, report, job_id=job_id)
    return report


_lock = threading.Lock()
_slots: threading.BoundedSemaphore | None = None
_capacity = 0


def _semaphore() -> threading.BoundedSemaphore:
    global _slots, _capacity
    with _lock:
        if _slots is None:
            _capacity = get_settings().max_concurrent_gradings
            _slots = threading.BoundedSemaphore(_capacity)
        return _slots


class _Slot:
    def __init__(self, timeout: float | None):
        self.timeout = get_settings().grading_queue_timeout_s if timeout is None else timeout

    def __enter__(self):
        if not _semaphore().acquire(timeout=self.timeout):
            raise GraderBusy(f"no grading slot free within {self.timeout:.0f} s")
        return self

    def __exit__(self, *exc):
        _semaphore().release()
        return False


def capacity() -> int:
    _semaphore()
    return _capacity


def grade_capped(exercise_id: str, source: str, *, pack: Any = None, lang: str = "en", scope: str = "all",
                 timeout: float | None = None):
    """``grader.engine.grade`` behind the concurrency cap. Raises GraderBusy when no slot frees up.

    With DOJO_BROKER_URL set: the same grading on the queue (GradingFailed for an error outcome).
    Refused for a source over the size limit.
    """
    check_size(source)
    if queued():
        return wait_outcome(enqueue(exercise_id, source, pack=pack, lang=lang, scope=scope), lang=lang).report()
    with _Slot(timeout):
        return grade(exercise_id, source, pack=pack, lang=lang, scope=scope)


def run_capped(exercise_id: str, source: str, calls: list[dict[str, Any]], *, pack: Any = None,
               timeout: float | None = None):
    """``grader.engine.run_function`` (the learner's code on the demo inputs) behind the same cap.

    With DOJO_BROKER_URL set: a run job on the queue (the outcomes come back with their arrays).
    """
    check_size(source)
    if queued():
        return wait_outcome(enqueue(exercise_id, source, pack=pack, kind="run", calls=calls)).outcomes
    with _Slot(timeout):
        return run_function(exercise_id, source, calls, pack=pack)


def check_size(source: str) -> None:
    """Raise Refused("grading.too_large") for a source over ``max_source_bytes``."""
    limit = get_settings().max_source_bytes
    size = len(source.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise Refused("grading.too_large", {"size_kb": round(size / 1024), "limit_kb": round(limit / 1024)})


def check_rate(store, profile: str, now=None) -> None:
    """Raise Refused("grading.rate_limited") when ``profile`` made its quota of submits in the last minute."""
    per_min = get_settings().submit_rate_per_minute
    if per_min <= 0:
        return
    from .storage import utcnow

    now = now or utcnow()
    recent = store.submits_since(profile, now - timedelta(seconds=60))
    if len(recent) >= per_min:
        wait = max(1, int(60 - (now - recent[0]).total_seconds()) + 1)
        raise Refused("grading.rate_limited", {"n": per_min, "wait": wait})


def submit(store, profile: str, pack: Any, exercise_id: str, source: str, *, lang: str = "en",
           scope: str = "all", record: bool = True, on_wait: Callable[[Any], None] | None = None):
    """What a page's Run / Submit does: grade ``source`` for ``profile`` and record it (kind "submit"
    for scope "all", else "run"), in-process or on the grading queue (``on_wait`` hears "queued,
    position N" meanwhile).

    Raises Refused (too large, rate limited: nothing stored), GraderBusy (no slot / queue full),
    GradingFailed (queued: the job ended with an error verdict), and the pack's PackError."""
    check_size(source)
    if scope == "all":
        check_rate(store, profile)
    if record:
        return grade_and_record(store, profile, pack, exercise_id, source, lang=lang, scope=scope, on_wait=on_wait)
    return grade_capped(exercise_id, source, pack=pack, lang=lang, scope=scope)
