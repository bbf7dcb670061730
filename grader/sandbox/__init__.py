"""How a submission's process is isolated. ``default_launcher()`` picks the strongest available.

A launcher turns "run grader/child.py with these two pipe fds" into an argv of exec'd tools
(no ``preexec_fn``: the app's server is threaded). See :mod:`grader.sandbox.plain`.
"""

from __future__ import annotations

from .plain import PlainLauncher


def default_launcher():
    return PlainLauncher()


__all__ = ["default_launcher", "PlainLauncher"]
