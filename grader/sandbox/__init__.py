"""How a submission's process is isolated. ``default_launcher()`` picks the strongest available.

Launchers (each hands out leases; a lease starts children — see :mod:`grader.sandbox.base`):

``bwrap+zygote`` (:class:`WarmLauncher`, the default where it works)
    slots of a process-wide warm pool: one long-lived bubblewrap sandbox per slot, each with its
    own unprivileged uid, forking one hardened job per submission (~3 ms instead of ~120 ms).
``bwrap`` (:class:`BwrapLauncher`)
    the same sandbox, started fresh for every child.
``plain`` (:class:`PlainLauncher`)
    the fallback where bubblewrap cannot run: a separate process with rlimits, seccomp and a strict
    audit hook, but the host's filesystem and network namespace. ``doctor`` warns about it.

Choose with ``DOJO_SANDBOX=auto|bwrap+zygote|bwrap|plain`` (default ``auto``: the strongest that
works; a forced choice that does not work raises instead of degrading). ``DOJO_SANDBOX_SLOTS``
sizes the warm pool (default: the number of cores, at least 2); ``DOJO_SANDBOX_UID_BASE`` moves the
uid range (default 60000). Run ``python -m grader doctor`` to see what is active on this machine.
"""

from __future__ import annotations

import logging
import os
import time
import threading

from .base import SandboxError
from .bwrap import BwrapLauncher, static_problems
from .plain import PlainLauncher
from .pool import WarmLauncher, WarmPool, warm_pool

log = logging.getLogger("grader.sandbox")

_lock = threading.Lock()
_chosen = None
_why_not: list[str] = []
_prewarm_thread: threading.Thread | None = None


def _choice() -> str:
    return (os.environ.get("DOJO_SANDBOX") or "auto").strip().lower()


def _try_warm() -> WarmLauncher:
    pool = warm_pool()
    pool.prewarm(1, wait=True)  # a real start: bwrap, the uid drop and numpy inside, or an error
    return WarmLauncher(pool)


def default_launcher():
    """The launcher ``Session(launcher=None)`` uses. Decided once per process (a real start-up test)."""
    global _chosen, _why_not
    if _chosen is not None:
        return _chosen
    with _lock:
        if _chosen is not None:
            return _chosen
        if _prewarm_thread is not None:
            _prewarm_thread.join()
        choice = _choice()
        if choice == "plain":
            _chosen = PlainLauncher()
            _why_not = ["DOJO_SANDBOX=plain"]
        elif choice == "bwrap":
            problems = static_problems()
            if problems:
                raise SandboxError("DOJO_SANDBOX=bwrap but " + "; ".join(problems))
            _chosen = BwrapLauncher()
        else:
            problems = static_problems()
            if not problems:
                # bubblewrap can run here: a failed start (every uid busy, a slow machine) is retried and
                # then an error — never a silent fall back to the weaker plain launcher
                deadline = time.monotonic() + 120
                while _chosen is None:
                    try:
                        _chosen = _try_warm()
                    except SandboxError as exc:
                        if time.monotonic() >= deadline:
                            raise SandboxError(f"bubblewrap is available but no sandbox could start: {exc}") from None
                        time.sleep(0.5)
            if _chosen is None:
                if choice not in ("auto", ""):
                    raise SandboxError(f"DOJO_SANDBOX={choice} but " + "; ".join(problems))
                _why_not = problems
                log.warning("sandbox: bubblewrap unavailable (%s); falling back to the plain launcher, "
                            "which does not hide the filesystem or the network", "; ".join(problems))
                _chosen = PlainLauncher()
        return _chosen


def why_not_bwrap() -> list[str]:
    """Why ``default_launcher()`` fell back to the plain launcher (empty when it did not)."""
    return list(_why_not)


def prewarm() -> None:
    """Start the first warm sandbox in the background (the CLI calls this before its own imports)."""
    global _prewarm_thread
    if _chosen is not None or _prewarm_thread is not None or _choice() not in ("auto", "", "bwrap+zygote"):
        return
    if static_problems():
        return

    def run():
        try:
            warm_pool().prewarm(1, wait=False)
        except Exception:  # default_launcher() will find out and say why
            pass

    _prewarm_thread = threading.Thread(target=run, name="dojo-sandbox-prewarm", daemon=True)
    _prewarm_thread.start()


__all__ = ["default_launcher", "prewarm", "why_not_bwrap", "PlainLauncher", "BwrapLauncher", "WarmLauncher",
           "WarmPool", "warm_pool", "SandboxError"]
