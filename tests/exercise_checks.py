"""What the exercise tests share: where an exercise's files are, loading a function from a file,
grading a file once per session, the hidden material, the shared cases and bug reports.

The generic checks every exercise of the built-in pack must pass are in
tests/test_exercises_graded.py; each exercise's own tests (bug reports, independent formulations,
properties, its particular cases) stay in its test_core_<id>.py / test_curriculum_*.py and import
from here. Not a test module: pytest does not collect it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path

import pytest

from grader.engine import get_pack, grade
from grader.reference import load_hidden

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"
STUBS = ROOT / "exercises"
ALT_STYLES = ROOT / "tests" / "data" / "alt_styles"
SHARED = ROOT.parent / "shared" / "cases"  # handed to the project beside the checkout, not inside it
BUGS = SHARED / "bug_reports.json"

CORE = ("softmax", "causal_mask", "padding_mask", "scaled_dot_product_attention", "split_heads", "merge_heads",
        "multi_head_attention")


# ------------------------------------------------------------------ files


def reference_path(exercise: str) -> Path:
    return SOLUTIONS / f"{exercise}.py"


def stub_path(exercise: str) -> Path:
    return STUBS / f"{exercise}.py"


GENERATED = Path(tempfile.gettempdir()) / f"dojo-mutants-{os.getpid()}"  # standalone mutants, one file each


def _standalone_file(exercise: str, mutations: tuple[str, ...], stem: str) -> Path:
    from grader.mutations import standalone_source

    folder = GENERATED / exercise
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.py"
    path.write_text(standalone_source(get_pack().get(exercise), list(mutations)), encoding="utf-8")
    return path


def standalone_reference_path(exercise: str) -> Path:
    """The reference as one self-contained submission file (its parts inlined), as a learner would send it."""
    return _standalone_file(exercise, (), "_reference")


def mistake_path(exercise: str, mistake: str) -> Path:
    """A legacy mistake file, or the declared mutation of that name rendered as one submission file."""
    legacy = SOLUTIONS / "mistakes" / exercise / f"{mistake}.py"
    if legacy.is_file():
        return legacy
    return _standalone_file(exercise, (mistake,), mistake)


def mistake_files(exercise: str) -> list[Path]:
    return sorted((SOLUTIONS / "mistakes" / exercise).glob("*.py"))


def alt_style_files(exercise: str) -> list[Path]:
    """Correct submissions in other styles: tests/data/alt_styles/<exercise>/*.py, and the correct bases
    that learner-written mistakes are edits of (tests/data/learner_wrong/<exercise>/base_*.py)."""
    bases = (ALT_STYLES.parent / "learner_wrong" / exercise).glob("base_*.py")
    return sorted((ALT_STYLES / exercise).glob("*.py")) + sorted(p for p in bases if "__" not in p.stem)


def shared_files(kind: str, exercise: str) -> list[Path]:
    """../shared/cases/<kind>/<exercise>/*.py (kind: known_right or known_wrong); [] when absent."""
    return sorted((SHARED / kind / exercise).glob("*.py"))


# ------------------------------------------------------------------ loading and grading


def load_function(path: Path, name: str):
    """The function `name` of the Python file at `path`, imported on its own (not in sys.modules)."""
    spec = importlib.util.spec_from_file_location(f"_exercise_checks_{path.parent.name}_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def load_reference(exercise: str, mistake: str | None = None):
    """The reference of `exercise` (imported with its parts), or the known mistake of that name
    (its declared mutation's mutant, or a legacy file)."""
    if mistake is None:
        from grader.mutations import folder

        return getattr(folder(ROOT).load(exercise), exercise)
    h = hidden(exercise)
    m = next((m for m in h.mutations if m.name == mistake), None)
    if m is not None:
        return h.mutant((m,))
    return load_function(mistake_path(exercise, mistake), exercise)


@lru_cache(maxsize=None)  # a report is only read; each file is graded once per session
def grade_file(exercise: str, path: Path):
    return grade(exercise, path.read_text(encoding="utf-8"))


def hidden(exercise: str):
    """The exercise's hidden material (cases, mistakes, explanation) as the grader loads it."""
    pack = get_pack()
    return load_hidden(pack, pack.get(exercise))


def case(report, name: str):
    """The report's case of that name."""
    return next(c for c in report.cases if c.name == name)


def not_accepted(report) -> list[tuple[str, str, str]]:
    """(name, verdict, message) of every case that was not accepted: the message of a failed check."""
    return [(c.name, c.verdict, c.message) for c in report.cases if c.verdict != "accepted"]


# ------------------------------------------------------------------ bug reports


def bug_report(bug_id: str) -> dict:
    """One case of ../shared/cases/bug_reports.json; skips the test when the file is not there."""
    if not BUGS.is_file():
        pytest.skip(f"../shared/cases/bug_reports.json is not beside the checkout ({BUGS})")
    return next(c for c in json.loads(BUGS.read_text(encoding="utf-8"))["cases"] if c["id"] == bug_id)
