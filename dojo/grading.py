"""Grading from the app: the one place the pages call into the grader.

``submit()`` is what a page's Run / Submit does: it refuses a source over the size limit before
anything is stored, applies the per-profile submit rate limit, grades with the same ``grade()`` as
the CLI behind a cap on concurrent gradings, and records the attempt with its source. A queue (a
"queued, position N" state) would be shown from here too.

Each Streamlit session runs its script in its own thread, and a grading spends its time waiting on
the sandboxed child process, so other sessions stay responsive. The cap (a module-level semaphore —
shared by design, it holds no per-user state) keeps a burst of submissions from starting more child
processes than the machine has cores for. The rate limit counts the profile's stored submits of the
last 60 seconds, so it holds across tabs, reloads, server restarts and app processes.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from grader.engine import grade, run_function

from .settings import get_settings


class GraderBusy(RuntimeError):
    """Every grading slot stayed busy for the whole queue timeout."""


@dataclass
class Refused(Exception):
    """A submission the app will not grade; ``key`` / ``params`` are a ``dojo.i18n`` message."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:  # pragma: no cover - for logs
        return f"{self.key} {self.params}"


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


def grade_capped(exercise_id: str, source: str, *, pack: Any = None, lang: str = "en", scope: str = "all",
                 timeout: float | None = None):
    """``grader.engine.grade`` behind the concurrency cap (and the size limit). Raises GraderBusy
    when no slot frees up, Refused for a source over the size limit."""
    check_size(source)
    with _Slot(timeout):
        return grade(exercise_id, source, pack=pack, lang=lang, scope=scope)


def submit(store, profile: str, pack: Any, exercise_id: str, source: str, *, lang: str = "en",
           scope: str = "all", record: bool = True):
    """Grade ``source`` for ``profile`` and record it (kind "submit" for scope "all", else "run").

    Raises Refused (too large, rate limited: nothing stored), GraderBusy, and the pack's PackError."""
    check_size(source)
    if scope == "all":
        check_rate(store, profile)
    report = grade_capped(exercise_id, source, pack=pack, lang=lang, scope=scope)
    if record:
        store.record(profile, pack.id, exercise_id, "submit" if scope == "all" else "run", source, report)
    return report


def run_capped(exercise_id: str, source: str, calls: list[dict[str, Any]], *, pack: Any = None,
               timeout: float | None = None):
    """``grader.engine.run_function`` (the learner's code on the demo inputs) behind the same cap."""
    check_size(source)
    with _Slot(timeout):
        return run_function(exercise_id, source, calls, pack=pack)
