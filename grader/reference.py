"""Hidden material: references, known mistakes, hidden case specs and generators.

This module (with :mod:`grader.mutations`, which loads ``solutions/`` as one synthetic package per
pack so composite references import their parts) is what reads a pack's ``solutions/`` folder. It
runs in the grader's own (trusted) process; nothing loaded here is ever sent to a submission's
process.

Known mistakes are declared mutations of the reference (:class:`~grader.mutations.Mutation`); an
entry of ``mistakes:`` without ``edits`` is a legacy whole-file copy in
``solutions/mistakes/<id>/<name>.py`` (:class:`MistakeImpl`), still loaded while packs move over.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Callable

from pydantic import ValidationError

from . import mutations as _mutations
from .mutations import Mutation, MutationError
from .pack import Exercise, Pack, PackError, Problem, read_yaml, validation_problems
from .schema import ExerciseHidden, Mistake


@dataclass(frozen=True)
class MistakeImpl:
    """A legacy known mistake: a whole wrong implementation in its own file."""

    spec: Mistake
    function: Callable
    path: Path

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def key(self) -> str:
        return f"file:{self.path.parent.name}:{self.name}"

    @property
    def misconceptions(self) -> tuple[str, ...]:
        return tuple(self.spec.misconceptions)

    def message(self, lang: str) -> str:
        return self.spec.message.get(lang)


@dataclass(frozen=True)
class Hidden:
    """Everything secret about one exercise."""

    spec: ExerciseHidden
    reference: Callable
    reference_path: Path
    mistakes: tuple[MistakeImpl, ...]  # legacy whole-file mistakes of this exercise
    generators: ModuleType | None
    mutations: tuple[Mutation, ...] = ()  # every mutation variant that applies (own, then the parts')
    exercise_id: str = ""
    function: str = ""

    def generator(self, name: str) -> Callable:
        fn = getattr(self.generators, name, None) if self.generators else None
        if fn is None:
            raise LookupError(f"case generator {name!r} not found in solutions/generators/")
        return fn

    def mistake(self, name: str) -> MistakeImpl | Mutation | None:
        """The known mistake reported under ``name`` (a mutation, or a legacy file); None if unknown."""
        return (next((m for m in self.mutations if m.name == name), None)
                or next((m for m in self.mistakes if m.name == name), None))

    def mutant(self, mutations: tuple[Mutation, ...]) -> Callable:
        """The reference with these mutations applied (compiled once per process).

        Raises:
            MutationError: they cannot be applied together.
        """
        return _mutations.mutant(self.reference_path.parent.parent, self.exercise_id, self.function, mutations)


def _import_file(path: Path, tag: str) -> ModuleType:
    name = f"_dojo_hidden_{tag}_{abs(hash(str(path)))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _loaded_function(path: Path, rel: str, load: Callable[[], object], fn_name: str,
                     problems: list[Problem]) -> Callable | None:
    """``fn_name`` of the module ``load()`` imports from ``path``, or None with the problem listed."""
    if not path.is_file():
        problems.append(Problem(rel, "", "file is missing"))
        return None
    try:
        module = load()
    except Exception as exc:  # an instructor's broken file is a problem to list, not a crash
        problems.append(Problem(rel, "", f"cannot be imported: {type(exc).__name__}: {exc}"))
        return None
    fn = getattr(module, fn_name, None)
    if not callable(fn):
        problems.append(Problem(rel, "", f"defines no function {fn_name!r}"))
        return None
    return fn


def _function(path: Path, fn_name: str, tag: str, problems: list[Problem], root: Path) -> Callable | None:
    rel = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
    return _loaded_function(path, rel, lambda: _import_file(path, tag), fn_name, problems)


def load_hidden(pack: Pack, exercise: Exercise) -> Hidden:
    """Load and check the hidden material of one exercise.

    Raises:
        PackError: every problem found (missing reference, schema errors, missing mistake files).
    """
    return _load_hidden_cached(pack.root, exercise.id, exercise.function)


@lru_cache(maxsize=256)
def _load_hidden_cached(root: Path, ex_id: str, fn_name: str) -> Hidden:
    problems: list[Problem] = []
    sol = root / "solutions"
    data = read_yaml(sol / f"{ex_id}.yaml", root, problems)
    spec = None
    if data is not None:
        try:
            spec = ExerciseHidden.model_validate(data)
        except ValidationError as exc:
            problems.extend(validation_problems(f"solutions/{ex_id}.yaml", exc))
    reference = _reference(root, ex_id, fn_name, problems)
    mistakes: list[MistakeImpl] = []
    edit_problems: list[Problem] = []  # mutations whose edits do not apply (the rest still loads)
    if spec is not None:
        names = [m.name for m in spec.mistakes]
        for dup in sorted({n for n in names if names.count(n) > 1}):
            problems.append(Problem(f"solutions/{ex_id}.yaml", "mistakes", f"mistake {dup!r} listed twice"))
        case_names = [c.name for c in spec.cases]
        for dup in sorted({n for n in case_names if case_names.count(n) > 1}):
            problems.append(Problem(f"solutions/{ex_id}.yaml", "cases", f"case name {dup!r} used twice"))
        closure = _mutations.folder(root).closure(ex_id)
        for p in spec.parts:
            if not (sol / f"{p}.py").is_file():
                problems.append(Problem(f"solutions/{ex_id}.yaml", "parts", f"{p!r}: solutions/{p}.py does not exist"))
        folder = _mutations.folder(root)
        for j, m in enumerate(spec.mistakes):
            if m.is_mutation:
                target = m.target or ex_id
                if target not in closure:
                    problems.append(Problem(f"solutions/{ex_id}.yaml", f"mistakes.{j}.target",
                                            f"{target!r} is not imported by solutions/{ex_id}.py (directly or "
                                            f"through a part), so editing it changes nothing"))
                    continue
                src = folder.source(target)
                if src is None:
                    problems.append(Problem(f"solutions/{ex_id}.yaml", f"mistakes.{j}.target",
                                            f"solutions/{target}.py does not exist"))
                    continue
                for variant in _mutations.variants(ex_id, j, m):
                    try:
                        _mutations.apply_edits(src, variant)
                    except MutationError as exc:
                        edit_problems.extend(exc.problems)
                continue
            path = sol / "mistakes" / ex_id / f"{m.name}.py"
            fn = _function(path, fn_name, f"mistake_{m.name}", problems, root)
            if fn is not None:
                mistakes.append(MistakeImpl(spec=m, function=fn, path=path))
    generators = None
    gen_path = sol / "generators" / f"{ex_id}.py"
    if gen_path.is_file():
        try:
            generators = _import_file(gen_path, "gen")
        except Exception as exc:
            problems.append(Problem(f"solutions/generators/{ex_id}.py", "", f"cannot be imported: {exc}"))
    if spec is not None and generators is None:
        for j, c in enumerate(spec.cases):
            if c.generator:
                problems.append(Problem(f"solutions/{ex_id}.yaml", f"cases.{j}.generator",
                                        f"{c.generator!r} needs solutions/generators/{ex_id}.py"))
    elif spec is not None:
        for j, c in enumerate(spec.cases):
            if c.generator and not callable(getattr(generators, c.generator, None)):
                problems.append(Problem(f"solutions/{ex_id}.yaml", f"cases.{j}.generator",
                                        f"no function {c.generator!r} in solutions/generators/{ex_id}.py"))
    if problems or spec is None or reference is None:
        raise PackError(problems + edit_problems)
    muts = _mutations.folder(root).candidates(ex_id)
    hidden = Hidden(spec=spec, reference=reference, reference_path=sol / f"{ex_id}.py",
                    mistakes=tuple(mistakes), generators=generators, mutations=muts, exercise_id=ex_id,
                    function=fn_name)
    if edit_problems:
        exc = PackError(edit_problems)
        exc.hidden = hidden  # validate still checks the reference and the other mutations
        raise exc
    return hidden


def _reference(root: Path, ex_id: str, fn_name: str, problems: list[Problem]) -> Callable | None:
    """The reference function, imported as a member of the pack's solutions package."""
    rel = f"solutions/{ex_id}.py"
    return _loaded_function(root / rel, rel, lambda: _mutations.folder(root).load(ex_id), fn_name, problems)


def reference_source(pack: Pack, exercise: Exercise) -> str:
    """The reference's source text (shown to a learner only after they solved the exercise)."""
    return (pack.root / "solutions" / f"{exercise.id}.py").read_text(encoding="utf-8")


def signature_of(fn: Callable) -> inspect.Signature:
    return inspect.signature(fn)
