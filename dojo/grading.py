"""Grading from the app: the same ``grade()`` as the CLI, with a cap on concurrent gradings.

Each Streamlit session runs its script in its own thread, and a grading spends its time waiting on
the sandboxed child process, so other sessions stay responsive. The cap (a module-level semaphore —
shared by design, it holds no per-user state) keeps a burst of submissions from starting more child
processes than the machine has cores for.
"""

from __future__ import annotations

import threading
from typing import Any

from grader.engine import grade, run_function

from .settings import get_settings


class GraderBusy(RuntimeError):
    """Every grading slot stayed busy for the whole queue timeout."""


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
    """``grader.engine.grade`` behind the concurrency cap. Raises GraderBusy when no slot frees up."""
    with _Slot(timeout):
        return grade(exercise_id, source, pack=pack, lang=lang, scope=scope)


def run_capped(exercise_id: str, source: str, calls: list[dict[str, Any]], *, pack: Any = None,
               timeout: float | None = None):
    """``grader.engine.run_function`` (the learner's code on the demo inputs) behind the same cap."""
    with _Slot(timeout):
        return run_function(exercise_id, source, calls, pack=pack)
