"""``pytest exercises``: grade the learner's own files, one test item per (exercise, case).

Loaded by ``exercises/conftest.py`` (which re-exports the hooks below). Each ``exercises/<id>.py``
that the pack lists becomes a collector; its items are the cases, named by their stable ids
(``softmax.py::large_logits``). The file is graded once, through the same ``grade()`` as the CLI
and the app, the first time one of its items runs. ``pytest exercises/softmax.py`` grades one.

An untouched stub (the function's body is still only ``raise NotImplementedError``) is one skipped
item, "not started", instead of a failure per case. A failing case says its verdict and, for a
public case, its inputs, the expected and your values; the diagnosis — the named mistake — is said
once per exercise at the end of the run, with the cases it explains.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from .case_text import public_case_lines
from .engine import get_pack, grade, prepare_cases
from .messages import verdict_label

_GRADED: dict[str, object] = {}  # nodeid of the file -> its Report (for the end-of-run diagnoses)


class CaseFailed(Exception):
    pass


def not_started(source: bytes, function: str) -> bool:
    """True when ``function`` is defined at the top level and its body (after the docstring) is
    only ``raise NotImplementedError`` (or ``raise NotImplementedError(...)``)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return False
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == function:
            body = list(node.body)
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
                    and isinstance(body[0].value.value, str):
                body = body[1:]
            if len(body) != 1 or not isinstance(body[0], ast.Raise) or body[0].exc is None:
                return False
            exc = body[0].exc.func if isinstance(body[0].exc, ast.Call) else body[0].exc
            return isinstance(exc, ast.Name) and exc.id == "NotImplementedError"
    return False


class ExerciseFile(pytest.File):
    def collect(self):
        pack = get_pack(self.path.parent.parent)
        exercise = pack.get(self.path.stem)
        self._report = None
        try:
            source = self.path.read_bytes()
        except OSError:
            source = b""
        if not_started(source, exercise.function):
            yield NotStartedItem.from_parent(self, name="not_started", function=exercise.function)
            return
        for pc in prepare_cases(pack, exercise, "all"):
            yield CaseItem.from_parent(self, name=pc.case.name, visibility=pc.case.visibility)
        if pack.has_solutions and _has_search(pack, exercise):
            # the counterexample search (runs when every case passed): fails when it found an input
            yield CaseItem.from_parent(self, name=FOUND, visibility="found")

    def report(self):
        if self._report is None:
            pack = get_pack(self.path.parent.parent)
            self._report = grade(self.path.stem, self.path.read_bytes(), pack=pack, filename=self.path.name)
            _GRADED[self.nodeid] = self._report
        return self._report


class NotStartedItem(pytest.Item):
    def __init__(self, *, function: str, **kwargs):
        super().__init__(**kwargs)
        self.exercise_function = function  # not `function`: pytest's -k reads that attribute of an item
        # a skip mark, so that the line names the learner's file (a skip raised here would name this module)
        self.add_marker(pytest.mark.skip(reason=f"not started: `{function}` still raises NotImplementedError "
                                                f"(write it in {self.path.name}, then run this again)"))

    def runtest(self) -> None:  # pragma: no cover - skipped by its mark
        pass

    def reportinfo(self):
        return self.path, 0, f"{self.path.stem}::not_started"


FOUND = "counterexample"


def _has_search(pack, exercise) -> bool:
    from .reference import load_hidden

    return getattr(load_hidden(pack, exercise).spec, "search", None) is not None


class CaseItem(pytest.Item):
    def __init__(self, *, visibility: str, **kwargs):
        super().__init__(**kwargs)
        self.visibility = visibility
        self.add_marker(getattr(pytest.mark, visibility))

    def runtest(self) -> None:
        report = self.parent.report()
        case = next((c for c in report.cases if c.name == self.name), None)
        if case is None and self.visibility == "found":
            return  # no counterexample: the search found none, or a case failed first (and it did not run)
        if case.verdict != "accepted":
            raise CaseFailed(case)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, CaseFailed):
            c = excinfo.value.args[0]
            lines = [f"{verdict_label(c.verdict)} ({c.visibility} case {c.name}): {c.message}"]
            if c.description:
                lines.append(f"Case: {c.description}")
            lines += public_case_lines(c)
            if c.stdout:
                lines.append("Your function printed:\n" + c.stdout[:2000])
            return "\n".join(lines)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, None, f"{self.path.stem}::{self.name}"


def collect_exercise_file(file_path: Path, parent):
    if file_path.suffix != ".py" or file_path.name.startswith(("_", "conftest")):
        return None
    try:
        pack = get_pack(file_path.parent.parent)
    except Exception:
        return None
    if file_path.stem not in pack.exercises:
        return None
    return ExerciseFile.from_parent(parent, path=file_path)


# ---------------------------------------------------------------- hooks (re-exported by exercises/conftest.py)


def pytest_collect_file(file_path, parent):
    return collect_exercise_file(file_path, parent)


def pytest_configure(config):
    config.addinivalue_line("markers", "public: a public case (inputs and expected values shown)")
    config.addinivalue_line("markers", "hidden: a hidden case (verdict and message only)")
    config.addinivalue_line("markers", "found: the counterexample search (inputs and expected values shown)")
    chars = getattr(config.option, "reportchars", None)
    if isinstance(chars, str) and "s" not in chars and "a" not in chars and "A" not in chars:
        config.option.reportchars = chars + "s"  # the "not started" lines are the point: show them


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Each exercise's diagnoses once, with the cases each one explains."""
    lines = []
    for nodeid, report in sorted(_GRADED.items()):
        for f in report.feedback:
            names = [c.name for c in report.cases if c.diagnosis == f.mistake and c.verdict != "accepted"]
            shown = ", ".join(names[:8]) + (f", … ({len(names)} in all)" if len(names) > 8 else "")
            lines.append(f"{report.exercise}: [{f.mistake}] {f.message}")
            lines.append(f"    explains {len(names)} case{'' if len(names) == 1 else 's'}: {shown}")
    if lines:
        terminalreporter.write_sep("=", "diagnosis: the mistakes your code makes")
        for line in lines:
            terminalreporter.write_line(line)


__all__ = ["collect_exercise_file", "not_started", "pytest_collect_file", "pytest_configure",
           "pytest_terminal_summary"]
