"""``validate``: every problem of a pack at once, each with its file and dotted field path.

:func:`validate_pack` is what the app calls on an uploaded pack, and what ``python -m grader
validate`` prints. It never raises because of the pack and never runs the pack's code in the
caller's process:

1. :mod:`.static_checks` — files, schema, ids, signatures, case arguments (no code runs);
2. :mod:`.code_checks` — references, stubs, shown examples and known mistakes, in a separate
   worker process with a time and memory limit. Whatever that process does (loops, exits,
   crashes, prints) becomes at most one more problem in the list.

Trust assumption: a pack's Python (references, mistakes, generators, examples) is written by an
instructor and is trusted not to be malicious — the worker contains its *bugs*, it is not a
sandbox against an attacker. Learner code is a different matter: it only ever runs in the
sandboxed runner. An app that accepts packs from untrusted uploaders must not rely on this.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from ..pack import PackError, Problem, load_pack
from .interview_checks import interview_warnings
from .quiz_checks import quiz_checks
from .static_checks import static_checks

GRADER_PARENT = Path(__file__).resolve().parent.parent.parent  # the folder that holds `grader/`
DEFAULT_TIMEOUT_S = 600.0


@dataclass
class ValidationResult:
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # things not checked, and why
    warnings: list[str] = field(default_factory=list)  # things missing that leave the pack valid (interview mode)

    @property
    def ok(self) -> bool:
        return not self.problems


def _dedupe(problems: list[Problem]) -> list[Problem]:
    seen: set[tuple[str, str, str]] = set()
    out = []
    for p in problems:
        key = (p.file, p.field, p.message)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def run_code_checks(root: Path, timeout_s: float = DEFAULT_TIMEOUT_S) -> tuple[list[Problem], list[str]]:
    """Run :mod:`.code_checks` in its own process; its failure is reported, never raised."""
    with tempfile.TemporaryDirectory(prefix="dojo-validate-") as tmp:
        result = Path(tmp) / "result.json"
        log = Path(tmp) / "output.txt"
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(GRADER_PARENT)] + [p for p in [env.get("PYTHONPATH")] if p])
        env.update(PYTHONDONTWRITEBYTECODE="1", OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1",
                   MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-m", "grader.packs.code_checks", str(root), str(result)],
                cwd=tmp, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            try:
                code = proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
                return [Problem("", "", f"checking the pack's code did not finish within {timeout_s:g} s "
                                        "(an endless loop in a reference, mistake or generator?)")], []
        try:
            data = json.loads(result.read_text(encoding="utf-8"))
            problems = [Problem(str(p["file"]), str(p["field"]), str(p["message"])) for p in data["problems"]]
            return problems, [str(n) for n in data.get("notes", [])]
        except (OSError, ValueError, KeyError, TypeError):
            tail = log.read_bytes()[-600:].decode("utf-8", "replace").strip().splitlines()
            last = tail[-1] if tail else ""
            how = f"exit code {code}" if code >= 0 else f"signal {signal.Signals(-code).name}"
            return [Problem("", "", f"checking the pack's code stopped early ({how}): {last[:300]}")], []


def check_pack(path: str | Path, *, run_code: bool = True, timeout_s: float = DEFAULT_TIMEOUT_S) -> ValidationResult:
    """Every problem of the pack at ``path`` (and notes on what could not be checked)."""
    root = Path(path).resolve()
    res = ValidationResult()
    static = static_checks(root)
    res.problems.extend(static.problems)
    res.notes.extend(static.notes)
    if static.manifest is not None or root.is_dir():
        q_problems, q_notes = quiz_checks(root, static.manifest)
        res.problems.extend(q_problems)
        res.notes.extend(q_notes)
        res.warnings.extend(interview_warnings(root, static.manifest))  # interview mode: warnings only
    if not static.problems:
        # the engine's own loader must agree (it is what grading uses)
        try:
            load_pack(root)
        except PackError as exc:
            res.problems.extend(exc.problems)
    if run_code and static.code_ready:
        problems, notes = run_code_checks(root, timeout_s)
        res.problems.extend(problems)
        res.notes.extend(notes)
    elif not run_code:
        res.notes.append("the pack's code was not run (references, stubs, examples and mistakes unchecked)")
    res.problems = _dedupe(res.problems)
    return res


def validate_pack(path: str | Path, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> list[Problem]:
    """Every problem of the pack at ``path``; an empty list means the pack is valid.

    Safe to call from the app: the pack's Python runs only in a separate worker process.
    """
    try:
        return check_pack(path, timeout_s=timeout_s).problems
    except Exception as exc:  # a bug of ours must not become a crash of the caller either
        return [Problem(str(path), "", f"the validator failed: {type(exc).__name__}: {exc}")]


__all__ = ["ValidationResult", "check_pack", "validate_pack", "run_code_checks"]
