"""Checks on a pack's files and fields that run none of its code.

Everything here reads YAML (``safe_load``), validates it with the pydantic models of
:mod:`grader.schema`, and parses Python files with :mod:`ast` without executing them. So it is
safe on any folder, including an uploaded pack. Every problem is collected; nothing stops at the
first one. A problem names its file (relative to the pack) and the dotted path of the field.

The result also says which exercises are intact enough for the code checks
(:mod:`grader.packs.code_checks`), which then run the references, stubs and mistakes.
"""

from __future__ import annotations

import ast
import copy
import os
from dataclasses import dataclass, field
from pathlib import Path
from pydantic import ValidationError

from ..pack import Problem, read_text, read_yaml, validation_problems
from ..schema import ExerciseHidden, ExerciseMeta, PackManifest, SameAs
from ..stub_doc import stub_doc_path, stub_doc_problem


@dataclass
class StaticResult:
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    manifest: PackManifest | None = None
    exercise_ids: list[str] = field(default_factory=list)
    code_ready: list[str] = field(default_factory=list)  # exercises whose code checks can run
    metas: dict[str, ExerciseMeta] = field(default_factory=dict)
    hidden: dict[str, ExerciseHidden] = field(default_factory=dict)


# ------------------------------------------------------------------ python files, parsed only


def parse_python(path: Path, rel: str, problems: list[Problem]) -> ast.Module | None:
    text = read_text(path, rel, problems)
    if text is None:
        return None
    try:
        return ast.parse(text, filename=rel)
    except SyntaxError as exc:
        problems.append(Problem(rel, f"line {exc.lineno}", f"syntax error: {exc.msg}"))
        return None


def find_function(tree: ast.Module, name: str) -> ast.FunctionDef | None:
    """The last top-level ``def name`` (a later definition wins, as at import time)."""
    found = None
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            found = node
    return found


def signature_text(fn: ast.FunctionDef) -> str:
    """``name(x, axis=-1)``: parameter names, kinds and defaults; annotations are ignored."""
    args = copy.deepcopy(fn.args)
    for a in args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]:
        if a is not None:
            a.annotation = None
    return f"{fn.name}({ast.unparse(args)})"


def parameters(fn: ast.FunctionDef) -> tuple[list[str], set[str]]:
    """(parameter names in call order, names that have no default)."""
    a = fn.args
    positional = a.posonlyargs + a.args
    n_without = len(positional) - len(a.defaults)
    required = {p.arg for p in positional[:n_without]}
    required |= {p.arg for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is None}
    return [p.arg for p in positional + a.kwonlyargs], required


# ------------------------------------------------------------------ the checks


def _dups(names: list[str]) -> list[str]:
    return sorted({n for n in names if names.count(n) > 1})


def _manifest(root: Path, res: StaticResult) -> None:
    raw = read_yaml(root / "pack.yaml", root, res.problems)
    if raw is None:
        return
    try:
        res.manifest = PackManifest.model_validate(raw)
        res.exercise_ids = list(res.manifest.exercises)
    except ValidationError as exc:
        res.problems.extend(validation_problems("pack.yaml", exc))
        # keep going with the exercise list when it is readable, so every file gets checked
        ids = raw.get("exercises")
        if isinstance(ids, list):
            res.exercise_ids = list(dict.fromkeys(i for i in ids if isinstance(i, str) and i.isidentifier()))


def _exercise(root: Path, ex_id: str, languages: list[str], res: StaticResult) -> None:
    problems: list[Problem] = []
    ex_rel, hid_rel = f"exercises/{ex_id}.yaml", f"solutions/{ex_id}.yaml"
    stub_rel, ref_rel = f"exercises/{ex_id}.py", f"solutions/{ex_id}.py"

    meta = hidden = None
    data = ex_data = read_yaml(root / ex_rel, root, problems)
    if data is not None:
        try:
            meta = ExerciseMeta.model_validate(data)
        except ValidationError as exc:
            problems.extend(validation_problems(ex_rel, exc))
    if meta is not None and meta.id != ex_id:
        problems.append(Problem(ex_rel, "id", f"is {meta.id!r} but pack.yaml lists {ex_id!r}"))
    for lang in languages:
        p = root / "exercises" / "prompts" / f"{ex_id}.{lang}.md"
        rel = f"exercises/prompts/{ex_id}.{lang}.md"
        try:
            if not p.read_text(encoding="utf-8").strip():
                problems.append(Problem(rel, "", "the prompt is empty"))
        except FileNotFoundError:
            problems.append(Problem(rel, "", f"prompt in language {lang!r} is missing"))
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(Problem(rel, "", f"cannot read: {exc}"))

    data = read_yaml(root / hid_rel, root, problems)
    if data is not None:
        try:
            hidden = ExerciseHidden.model_validate(data)
        except ValidationError as exc:
            problems.extend(validation_problems(hid_rel, exc))

    # ids: case names across public and hidden cases, mistake names
    if meta is not None:
        for dup in _dups([c.name for c in meta.public_cases]):
            problems.append(Problem(ex_rel, "public_cases", f"case name {dup!r} is used twice"))
    if hidden is not None:
        for dup in _dups([c.name for c in hidden.cases]):
            problems.append(Problem(hid_rel, "cases", f"case name {dup!r} is used twice"))
        for dup in _dups([m.name for m in hidden.mistakes]):
            problems.append(Problem(hid_rel, "mistakes", f"mistake {dup!r} is listed twice"))
    if meta is not None and hidden is not None:
        public = {c.name for c in meta.public_cases}
        for j, c in enumerate(hidden.cases):
            if c.name in public:
                problems.append(Problem(hid_rel, f"cases.{j}.name",
                                        f"case name {c.name!r} is also a public case in {ex_rel}"))

    # Python files: parse, find the function, compare signatures
    # without valid metadata, still check the files against the function name it gives (or the id)
    raw_fn = ex_data.get("function") if isinstance(ex_data, dict) else None
    function = meta.function if meta is not None else (raw_fn if isinstance(raw_fn, str) and raw_fn.isidentifier()
                                                        else ex_id)
    stub_tree = parse_python(root / stub_rel, stub_rel, problems)
    ref_tree = parse_python(root / ref_rel, ref_rel, problems)
    stub_fn = ref_fn = None
    if function is not None:
        if stub_tree is not None:
            stub_fn = find_function(stub_tree, function)
            if stub_fn is None:
                problems.append(Problem(stub_rel, "", f"defines no top-level function {function!r}"))
        if ref_tree is not None:
            ref_fn = find_function(ref_tree, function)
            if ref_fn is None:
                problems.append(Problem(ref_rel, "", f"defines no top-level function {function!r}"))
        if stub_fn is not None and ref_fn is not None and signature_text(stub_fn) != signature_text(ref_fn):
            problems.append(Problem(stub_rel, "signature",
                                    f"the stub's `def {signature_text(stub_fn)}` differs from the reference's "
                                    f"`def {signature_text(ref_fn)}`"))

    # translated stub docstrings (optional): each must be the docstring of the same function
    if stub_fn is not None:
        for lang in languages:
            doc_path = stub_doc_path(root, ex_id, lang)
            if lang == "en" or not doc_path.exists():
                continue
            doc_rel = f"exercises/prompts/{doc_path.name}"
            try:
                why = stub_doc_problem((root / stub_rel).read_text(encoding="utf-8"), function,
                                       doc_path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                why = f"cannot read: {exc}"
            if why is not None:
                problems.append(Problem(doc_rel, "", f"cannot be the docstring of {function}() in {stub_rel}: {why}"))

    # case arguments against the reference's parameters
    if ref_fn is not None:
        names, required = parameters(ref_fn)
        groups = []
        if meta is not None:
            groups.append((ex_rel, "public_cases", meta.public_cases))
        if hidden is not None:
            groups.append((hid_rel, "cases", hidden.cases))
        for rel, key, cases in groups:
            for j, c in enumerate(cases):
                if c.args is None:
                    continue  # a generator builds the arguments: checked when it runs
                for name in c.args:
                    if name not in names:
                        problems.append(Problem(rel, f"{key}.{j}.args.{name}",
                                                f"{function}() has no parameter {name!r} (it takes {', '.join(names)})"))
                missing = sorted(required - set(c.args))
                if missing:
                    problems.append(Problem(rel, f"{key}.{j}.args",
                                            f"no value for required parameter(s) {', '.join(missing)}"))
                for name, spec in c.args.items():
                    if isinstance(spec, SameAs) and list(c.args).index(spec.arg) > list(c.args).index(name):
                        problems.append(Problem(rel, f"{key}.{j}.args.{name}",
                                                f"same_as {spec.arg!r} must name an argument listed before it"))

    # hidden material files: mistakes (listed ⇔ present), generators
    sol = root / "solutions"
    if hidden is not None and function is not None:
        for j, m in enumerate(hidden.mistakes):
            if m.is_mutation:
                continue  # a declared mutation has no file (its edits are checked when the code loads)
            rel = f"solutions/mistakes/{ex_id}/{m.name}.py"
            tree = parse_python(sol / "mistakes" / ex_id / f"{m.name}.py", rel, problems)
            if tree is not None and find_function(tree, function) is None:
                problems.append(Problem(rel, "", f"defines no top-level function {function!r}"))
        listed = {m.name for m in hidden.mistakes if not m.is_mutation}
        folder = sol / "mistakes" / ex_id
        if folder.is_dir():
            for extra in sorted(p.stem for p in folder.glob("*.py") if p.stem not in listed):
                problems.append(Problem(f"solutions/mistakes/{ex_id}/{extra}.py", "",
                                        f"not listed under 'mistakes' in {hid_rel}, so it is never diagnosed"))
        gen_rel = f"solutions/generators/{ex_id}.py"
        gen_names = [(j, c.generator, key, rel) for rel, key, cases in
                     ([(hid_rel, "cases", hidden.cases)] + ([(ex_rel, "public_cases", meta.public_cases)] if meta else []))
                     for j, c in enumerate(cases) if c.generator]
        if gen_names:
            gen_tree = parse_python(sol / "generators" / f"{ex_id}.py", gen_rel, problems)
            if gen_tree is not None:
                for j, name, key, rel in gen_names:
                    if find_function(gen_tree, name) is None:
                        problems.append(Problem(rel, f"{key}.{j}.generator", f"no function {name!r} in {gen_rel}"))

    res.problems.extend(problems)
    if meta is not None:
        res.metas[ex_id] = meta
    if hidden is not None:
        res.hidden[ex_id] = hidden
    if not problems and meta is not None and hidden is not None:
        res.code_ready.append(ex_id)


PACK_FOLDERS = ("exercises", "solutions", "quiz")


def _links(root: Path, res: StaticResult) -> None:
    """A pack holds plain files: a symbolic link (say, from an uploaded zip) could point anywhere."""
    # Only what the pack loader reads: a checkout of the built-in pack also holds a .venv, .git …
    tops = [root / "pack.yaml"] + [root / d for d in PACK_FOLDERS]
    for top in tops:
        if top.is_symlink():
            res.problems.append(Problem(str(top.relative_to(root)), "", "is a symbolic link; a pack holds plain files only"))
            continue
        if not top.is_dir():
            continue
        for folder, dirs, files in os.walk(top, followlinks=False):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in sorted(dirs + files):
                path = Path(folder) / name
                if path.is_symlink():
                    res.problems.append(Problem(str(path.relative_to(root)), "",
                                                "is a symbolic link; a pack holds plain files only"))


def static_checks(root: Path) -> StaticResult:
    """Every problem in the pack's files and fields (no code of the pack runs)."""
    res = StaticResult()
    if not root.is_dir():
        res.problems.append(Problem(str(root), "", "not a folder"))
        return res
    _links(root, res)
    linked = bool(res.problems)
    _manifest(root, res)
    languages = list(res.manifest.languages) if res.manifest else ["en", "zh"]
    for ex_id in res.exercise_ids:
        _exercise(root, ex_id, languages, res)
    if linked:
        res.code_ready = []  # run no code of a pack whose files may be somewhere else
        res.notes.append("the pack's code was not run because the pack contains symbolic links")
    return res


__all__ = ["StaticResult", "static_checks", "parse_python", "find_function", "signature_text", "parameters"]
