"""Attention Dojo's grader: one engine (``grade``) behind the CLI, ``pytest exercises`` and the app."""

import sys as _sys

if _sys.argv[:2] in (["-m", "grade"], ["-m", "grade-batch"]):
    # `python -m grader grade ...`: start the warm sandbox (bwrap + numpy inside, ~0.1 s) now, so it
    # imports numpy while this process imports the grader and loads the pack.
    from .sandbox import prewarm as _prewarm

    _prewarm()

from .engine import grade, run_function  # noqa: E402
from .pack import Pack, PackError, load_pack  # noqa: E402
from .report import Report  # noqa: E402

__all__ = ["grade", "run_function", "load_pack", "Pack", "PackError", "Report"]
