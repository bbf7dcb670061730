"""Attention Dojo's grader: one engine (``grade``) behind the CLI, ``pytest exercises`` and the app."""

from .engine import grade, run_function
from .pack import Pack, PackError, load_pack
from .report import Report

__all__ = ["grade", "run_function", "load_pack", "Pack", "PackError", "Report"]
