"""``pytest exercises``: grade the learner's own files, one test item per (exercise, case).

Loaded by ``exercises/conftest.py``. Each ``exercises/<id>.py`` that the pack lists becomes a
collector; its items are the cases, named by their stable ids (``softmax.py::large_logits``).
The file is graded once, through the same ``grade()`` as the CLI and the app, the first time one
of its items runs. ``pytest exercises/softmax.py`` grades one exercise.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .engine import get_pack, grade, prepare_cases
from .messages import verdict_label


class CaseFailed(Exception):
    pass


class ExerciseFile(pytest.File):
    def collect(self):
        pack = get_pack(self.path.parent.parent)
        exercise = pack.get(self.path.stem)
        self._report = None
        for pc in prepare_cases(pack, exercise, "all"):
            yield CaseItem.from_parent(self, name=pc.case.name, visibility=pc.case.visibility)
        if pack.has_solutions and _has_search(pack, exercise):
            # the counterexample search (runs when every case passed): fails when it found an input
            yield CaseItem.from_parent(self, name=FOUND, visibility="found")

    def report(self):
        if self._report is None:
            pack = get_pack(self.path.parent.parent)
            self._report = grade(self.path.stem, self.path.read_bytes(), pack=pack)
        return self._report


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
            if c.diagnosis:
                fb = next((f for f in self.parent.report().feedback if f.mistake == c.diagnosis), None)
                lines.append(f"Diagnosis [{c.diagnosis}]: {fb.message if fb else ''}")
            if c.description:
                lines.append(f"Case: {c.description}")
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
