"""Quiz questions of a pack, validated by the quiz's own loader (:func:`grader.quiz.validate_quiz`).

The quiz format belongs to :mod:`grader.quiz` (learner questions in ``quiz/<set>.yaml``, answer
keys in ``solutions/quiz/<set>.yaml``, set files listed under ``quiz:`` in ``pack.yaml``). Its
checks are declarative — YAML, pydantic and a small arithmetic parser, no ``eval`` — so they run
in the caller's process. When that module cannot be imported, the quiz is not checked and a note
says so: validation never pretends.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from ..pack import Problem
from ..schema import PackManifest


def quiz_module():
    """:mod:`grader.quiz`, or None when it is not there (or cannot be imported) in this checkout."""
    try:
        return importlib.import_module("grader.quiz")
    except Exception:  # noqa: BLE001 - a missing or half-built quiz module must not break validation
        return None


def quiz_checks(root: Path, manifest: PackManifest | None) -> tuple[list[Problem], list[str]]:
    """(problems, notes) for the pack's quiz."""
    listed = list(manifest.quiz) if manifest is not None else []
    if manifest is None or (not listed and not (root / "quiz").is_dir()):
        return [], []
    problems: list[Problem] = []
    named = {n if n.endswith((".yaml", ".yml")) else f"{n}.yaml" for n in listed}
    if (root / "quiz").is_dir():
        for f in sorted(p.name for p in (root / "quiz").iterdir() if p.suffix in (".yaml", ".yml")):
            if f not in named:
                problems.append(Problem(f"quiz/{f}", "", "not listed under 'quiz' in pack.yaml, so it is never asked"))
    module = quiz_module()
    validate = getattr(module, "validate_quiz", None) if module is not None else None
    if validate is None:
        return problems, ["quiz not checked: grader.quiz (validate_quiz) is not available in this checkout"]
    try:
        return problems + list(validate(root)), []
    except Exception as exc:  # noqa: BLE001 - a bug in the quiz loader is reported, not raised
        return problems + [Problem("pack.yaml", "quiz", f"the quiz could not be checked: {type(exc).__name__}: {exc}")], []


__all__ = ["quiz_checks", "quiz_module"]
