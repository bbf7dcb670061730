"""Known mistakes as declared mutations of the reference: loading, applying, building mutants.

A pack's ``solutions/`` folder is loaded as one synthetic package per pack, so a composite reference
imports its parts with relative imports (``from .softmax import softmax`` in
``solutions/multi_head_attention.py``) and gets the sibling reference. Each entry of ``mistakes:``
in ``solutions/<id>.yaml`` is a mutation of that source (docs/packs.md, "Mistakes as mutations")::

    - name: forgot_max_subtraction
      misconceptions: [numerical_stability]
      message: {en: "...", zh: "..."}
      target: softmax                 # optional: edit a part's source instead of this reference's
      params: {divisor: ["d_k", "d_k ** 0.25"]}   # optional: one variant per value (cartesian)
      edits:
        - find: "m = np.max(x, axis=axis, keepdims=True)"   # must occur exactly once
          replace: "m = 0.0"                                # may use {divisor}

A *mutant* is the reference with one or two mutation variants applied: the edited sources are
compiled into a fresh synthetic package (cached), so an edit of a part changes every exercise that
imports it, directly or through another part. The mutations of a part are candidates in every
exercise that uses the part, under the part's names and messages; an exercise's own mutation of the
same name takes precedence.

Everything here runs in the grader's trusted process (pack code is instructor code).
"""

from __future__ import annotations

import ast
import functools
import importlib.abc
import importlib.util
import itertools
import sys
import threading
import types
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Sequence

from pydantic import ValidationError

from .pack import PackError, Problem, read_yaml, validation_problems
from .schema import Edit, ExerciseHidden, Mistake

MAX_MUTANTS = 4096  # compiled mutants kept per process (least recently used dropped first)


class MutationError(PackError):
    """A mutation that cannot be applied (a ``find`` that does not occur exactly once, …)."""


# ------------------------------------------------------------------ one variant of one declared mutation


@dataclass(frozen=True)
class Mutation:
    """One variant of a declared mutation: the spec, where it is declared, and its parameter values."""

    owner: str  # the exercise whose solutions/<owner>.yaml declares it
    index: int  # its position in that file's ``mistakes:`` list
    spec: Mistake
    values: tuple[tuple[str, str], ...] = ()  # (param, value) of this variant, in key order

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def target(self) -> str:
        """The module (reference id) whose source the edits change."""
        return self.spec.target or self.owner

    @functools.cached_property
    def key(self) -> str:
        """Unique within a pack: ``owner:name`` plus the parameter values of a family."""
        base = f"{self.owner}:{self.name}"
        if not self.values:
            return base
        return base + "[" + ",".join(f"{k}={v}" for k, v in self.values) + "]"

    @property
    def misconceptions(self) -> tuple[str, ...]:
        return tuple(self.spec.misconceptions)

    @property
    def file(self) -> str:
        return f"solutions/{self.owner}.yaml"

    def substitute(self, text: str) -> str:
        """``{param}`` replaced by this variant's value (other braces are left alone)."""
        for k, v in self.values:
            text = text.replace("{" + k + "}", v)
        return text

    def message(self, lang: str) -> str:
        """The message of this variant: ``{param.says}`` replaced by the words for its value, then
        ``{param}`` by the value itself."""
        text = self.spec.message.get(lang)
        for k, v in self.values:
            words = self.spec.says.get(k)
            if words:
                i = [_text(x) for x in self.spec.params[k]].index(v)
                text = text.replace("{" + k + ".says}", words[i].get(lang))
        return self.substitute(text)

    def edits(self) -> list[tuple[str, str]]:
        """(find, replace) of each edit of this variant; an edit that a variant's value leaves as it is
        (its replace equal to its find) is none: that variant does not touch that line, and can pair with
        another mutation there."""
        out = [(self.substitute(e.find), self.substitute(e.replace)) for e in self.spec.edits]
        return [(f, r) for f, r in out if f != r]


def variants(owner: str, index: int, spec: Mistake) -> list[Mutation]:
    """Every variant of one declared mutation (one per value, cartesian over the params' keys)."""
    if not spec.params:
        return [Mutation(owner, index, spec)]
    keys = list(spec.params)
    out = []
    for combo in itertools.product(*(spec.params[k] for k in keys)):
        out.append(Mutation(owner, index, spec, tuple((k, _text(v)) for k, v in zip(keys, combo))))
    return out


def _text(value) -> str:
    return value if isinstance(value, str) else repr(value)


def _shown(text: str, limit: int = 80) -> str:
    s = repr(text)
    return s if len(s) <= limit else s[: limit - 3] + "..."


def apply_edits(source: str, mutation: Mutation) -> str:
    """The source with the mutation's edits applied in order.

    Raises:
        MutationError: an edit whose ``find`` does not occur exactly once (file, field and value named).
    """
    for k, e in enumerate(mutation.spec.edits):
        find, replace = mutation.substitute(e.find), mutation.substitute(e.replace)
        if find == replace:
            continue  # this variant leaves that line as it is
        n = source.count(find)
        if n != 1:
            where = "does not occur in" if n == 0 else f"occurs {n} times in"
            raise MutationError([Problem(mutation.file, f"mistakes.{mutation.index}.edits.{k}.find",
                                         f"{_shown(find)} {where} solutions/{mutation.target}.py "
                                         f"(mutation {mutation.name!r}{_vals(mutation)}); it must occur exactly once")])
        source = source.replace(find, replace)
    return source


def _vals(m: Mutation) -> str:
    return "" if not m.values else " with " + ", ".join(f"{k}={v}" for k, v in m.values)


# ------------------------------------------------------------------ synthetic packages of sources


_LOCK = threading.RLock()
_PACKAGES: dict[str, Callable[[str], tuple[str, str] | None]] = {}  # package name -> module source lookup
_COUNTER = itertools.count()


@lru_cache(maxsize=4096)
def _compiled(source: str, filename: str) -> types.CodeType:
    return compile(source, filename, "exec", dont_inherit=True)


class _SourceLoader(importlib.abc.Loader):
    def __init__(self, source: str, filename: str):
        self.source, self.filename = source, filename

    def create_module(self, spec):  # default module creation
        return None

    def exec_module(self, module) -> None:
        module.__file__ = self.filename
        exec(_compiled(self.source, self.filename), module.__dict__)  # noqa: S102 - instructor code


class _Finder(importlib.abc.MetaPathFinder):
    """Finds ``<synthetic package>.<module>`` in the sources registered for that package."""

    def find_spec(self, fullname, path=None, target=None):
        pkg, _, mod = fullname.rpartition(".")
        lookup = _PACKAGES.get(pkg)
        if lookup is None or not mod.isidentifier():
            return None
        found = lookup(mod)
        if found is None:
            return None
        source, filename = found
        return importlib.util.spec_from_loader(fullname, _SourceLoader(source, filename), origin=filename)


_FINDER = _Finder()


def _ensure_finder() -> None:
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)


def _new_package(prefix: str, lookup: Callable[[str], tuple[str, str] | None]) -> str:
    _ensure_finder()
    name = f"_dojo_{prefix}_{next(_COUNTER)}"
    pkg = types.ModuleType(name)
    pkg.__path__ = []  # a package, found only by our finder
    pkg.__package__ = name
    sys.modules[name] = pkg
    _PACKAGES[name] = lookup
    return name


def _drop_package(name: str) -> None:
    _PACKAGES.pop(name, None)
    for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        sys.modules.pop(mod, None)


class SolutionsFolder:
    """One pack's ``solutions/`` folder: sources read once, the reference package, specs and parts."""

    def __init__(self, root: Path):
        self.root = root
        self.sol = root / "solutions"
        self._sources: dict[str, str | None] = {}
        self._specs: dict[str, ExerciseHidden | None] = {}
        self._parts: dict[str, list[str]] = {}
        self._closures: dict[str, list[str]] = {}
        self.package = _new_package("sol", self._lookup)

    def source(self, module: str) -> str | None:
        """The text of ``solutions/<module>.py`` (None: no such file)."""
        if module not in self._sources:
            p = self.sol / f"{module}.py"
            try:
                self._sources[module] = p.read_text(encoding="utf-8") if p.is_file() else None
            except (OSError, UnicodeDecodeError):
                self._sources[module] = None
        return self._sources[module]

    def filename(self, module: str) -> str:
        return str(self.sol / f"{module}.py")

    def _lookup(self, module: str) -> tuple[str, str] | None:
        src = self.source(module)
        return None if src is None else (src, self.filename(module))

    def load(self, module: str) -> types.ModuleType:
        """Import ``solutions/<module>.py`` as a member of this pack's package (its parts resolve)."""
        with _LOCK:
            return importlib.import_module(f"{self.package}.{module}")

    def spec(self, ex_id: str) -> ExerciseHidden | None:
        """``solutions/<ex_id>.yaml`` validated (None: absent or invalid — reference.py reports why)."""
        if ex_id not in self._specs:
            spec = None
            path = self.sol / f"{ex_id}.yaml"
            if path.is_file():
                data = read_yaml(path, self.root, [])
                try:
                    spec = ExerciseHidden.model_validate(data) if data is not None else None
                except ValidationError:
                    spec = None
            self._specs[ex_id] = spec
        return self._specs[ex_id]

    def direct_parts(self, module: str) -> list[str]:
        """Modules this one imports relatively (``from .part import …``), plus its declared ``parts``."""
        if module in self._parts:
            return self._parts[module]
        out: list[str] = []
        src = self.source(module)
        if src is not None:
            try:
                tree = ast.parse(src)
            except SyntaxError:
                tree = None
            for node in (tree.body if tree else []):
                if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                    if node.module not in out:
                        out.append(node.module)
        spec = self.spec(module)
        for p in (spec.parts if spec else []):
            if p not in out:
                out.append(p)
        self._parts[module] = out
        return out

    def closure(self, module: str) -> list[str]:
        """``module`` and every part it uses, transitively, nearest first (breadth first)."""
        if module in self._closures:
            return list(self._closures[module])
        seen = [module]
        i = 0
        while i < len(seen):
            for p in self.direct_parts(seen[i]):
                if p not in seen:
                    seen.append(p)
            i += 1
        self._closures[module] = seen
        return list(seen)

    def declared(self, ex_id: str) -> list[Mutation]:
        """Every variant of every mutation declared in ``solutions/<ex_id>.yaml``."""
        spec = self.spec(ex_id)
        out: list[Mutation] = []
        for j, m in enumerate(spec.mistakes if spec else []):
            if m.is_mutation:
                out.extend(variants(ex_id, j, m))
        return out

    def candidates(self, ex_id: str) -> tuple[Mutation, ...]:
        """The mutations that apply to exercise ``ex_id``: its own, then its parts' (nearest first).

        A part's mutation keeps the part's name and message, unless a user of the part (the exercise,
        or a part that imports it) declares the same name with that part as its ``target``: then the
        user's is the one reported (the same edit, worded for its context). A user's same-named mistake
        that edits its own code instead (SDPA's NaN rows written into its outputs) is another way to the
        same mistake: both stay candidates, one name (the part's edit still composes with the user's other
        mistakes: a softmax over the wrong axis beside a missing guard). Only mutations whose target is in
        the exercise's closure count.
        """
        closure = self.closure(ex_id)
        declared = {owner: [m for m in self.declared(owner) if m.target in closure] for owner in closure}
        out: list[Mutation] = []
        for owner in closure:
            # users of this part (the exercise, or a part that imports it) that declare the same name
            # redeclare it: theirs is the one reported
            users = [o for o in closure if o != owner and owner in self.closure(o)]
            shadowed = {m.name for o in users for m in declared[o] if m.target == owner}
            out.extend(m for m in declared[owner] if m.name not in shadowed)
        return tuple(out)

    def mutated_sources(self, ex_id: str, mutations: Sequence[Mutation]) -> dict[str, str]:
        """The edited sources (module -> text) of the reference with ``mutations`` applied.

        Raises:
            MutationError: an edit does not apply, or a mutation's target is not part of ``ex_id``.
        """
        closure = self.closure(ex_id)
        edited: dict[str, str] = {}
        for m in mutations:
            if m.target not in closure:
                raise MutationError([Problem(m.file, f"mistakes.{m.index}.target",
                                             f"{m.target!r} is not used by solutions/{ex_id}.py")])
            base = edited.get(m.target, self.source(m.target))
            if base is None:
                raise MutationError([Problem(m.file, f"mistakes.{m.index}.target",
                                             f"solutions/{m.target}.py does not exist")])
            edited[m.target] = apply_edits(base, m)
        return edited


# ------------------------------------------------------------------ folders and mutants, cached


_FOLDERS: dict[Path, SolutionsFolder] = {}
_MUTANTS: "OrderedDict[tuple, Callable | MutationError]" = OrderedDict()
_MUTANT_PACKAGES: dict[tuple, str] = {}


def folder(root: Path) -> SolutionsFolder:
    """The (cached) solutions folder of the pack at ``root``."""
    root = Path(root).resolve()
    with _LOCK:
        f = _FOLDERS.get(root)
        if f is None:
            f = _FOLDERS[root] = SolutionsFolder(root)
        return f


def clear_cache() -> None:
    """Forget every loaded solutions folder and mutant (after a pack's files changed on disk)."""
    with _LOCK:
        for f in _FOLDERS.values():
            _drop_package(f.package)
        _FOLDERS.clear()
        for name in _MUTANT_PACKAGES.values():
            _drop_package(name)
        _MUTANT_PACKAGES.clear()
        _MUTANTS.clear()
        _compiled.cache_clear()


def candidates(root: Path, ex_id: str) -> tuple[Mutation, ...]:
    return folder(root).candidates(ex_id)


def mutant(root: Path, ex_id: str, function: str, mutations: Sequence[Mutation]) -> Callable:
    """The reference of ``ex_id`` with ``mutations`` applied, as a callable (compiled once, cached).

    Raises:
        MutationError: the mutations cannot be applied (together).
        PackError: a mutated module cannot be imported or lacks the function.
    """
    key = (Path(root).resolve(), ex_id, function, tuple(m.key for m in mutations))
    with _LOCK:
        hit = _MUTANTS.get(key)
        if hit is not None:
            _MUTANTS.move_to_end(key)
            if isinstance(hit, MutationError):
                raise hit
            return hit
        f = folder(root)
        try:
            edited = f.mutated_sources(ex_id, mutations)
        except MutationError as exc:
            _remember(key, exc)
            raise
        tag = "+".join(m.key for m in mutations)

        def lookup(module: str, _edited=edited, _f=f, _tag=tag) -> tuple[str, str] | None:
            if module in _edited:
                return _edited[module], f"<mutant {module}: {_tag}>"
            return _f._lookup(module)

        pkg = _new_package("mut", lookup)
        # modules untouched by the edits, directly or through a part they import, are shared with
        # the reference's package (not executed again): only the edited ones and their users are
        dirty = {m for m in f.closure(ex_id) if set(f.closure(m)) & set(edited)}
        try:
            for m in f.closure(ex_id):
                if m not in dirty:
                    sys.modules[f"{pkg}.{m}"] = f.load(m)
            module = importlib.import_module(f"{pkg}.{ex_id}")
        except Exception as exc:
            _drop_package(pkg)
            err = MutationError([Problem(mutations[0].file if mutations else f"solutions/{ex_id}.py",
                                         f"mistakes.{mutations[0].index}" if mutations else "",
                                         f"the mutated solutions/{ex_id}.py ({tag}) cannot be imported: "
                                         f"{type(exc).__name__}: {exc}")])
            _remember(key, err)
            raise err from None
        fn = getattr(module, function, None)
        if not callable(fn):
            _drop_package(pkg)
            err = MutationError([Problem(f"solutions/{ex_id}.py", "", f"the mutant ({tag}) defines no {function!r}")])
            _remember(key, err)
            raise err
        _MUTANT_PACKAGES[key] = pkg
        _remember(key, fn)
        return fn


def _remember(key: tuple, value) -> None:
    _MUTANTS[key] = value
    while len(_MUTANTS) > MAX_MUTANTS:
        old, _ = _MUTANTS.popitem(last=False)
        pkg = _MUTANT_PACKAGES.pop(old, None)
        if pkg:
            _drop_package(pkg)


def resolve(root: Path, ex_id: str, wanted: Iterable[Mutation | str]) -> list[Mutation]:
    """Mutations given as objects, keys (``owner:name[...]``) or names (first variant with that name)."""
    cands = candidates(root, ex_id)
    out = []
    for w in wanted:
        if isinstance(w, Mutation):
            out.append(w)
            continue
        m = next((c for c in cands if c.key == w), None) or next((c for c in cands if c.name == w), None)
        if m is None:
            raise KeyError(f"no mutation {w!r} applies to exercise {ex_id!r}")
        out.append(m)
    return out


# ------------------------------------------------------------------ one self-contained file


def _relative_imports(tree: ast.Module) -> list[ast.ImportFrom]:
    return [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.level > 0]


def _inline_module(source: str, module: str, keep_docstring: bool) -> tuple[list[str], list[str], dict[str, str]]:
    """(future imports, body lines, top-level names defined) of one module, relative imports removed."""
    tree = ast.parse(source)
    lines = source.splitlines()
    drop: dict[int, list[str]] = {}  # first line (0-based) -> replacement lines; covered lines removed
    covered: set[int] = set()
    futures: list[str] = []
    for node in tree.body:
        span = range(node.lineno - 1, node.end_lineno)
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            if node.level != 1 or not node.module:
                raise ValueError(f"solutions/{module}.py: only `from .part import name` is supported "
                                 f"(line {node.lineno})")
            covered.update(span)
            drop[node.lineno - 1] = [f"{a.asname} = {a.name}" for a in node.names if a.asname and a.asname != a.name]
        elif isinstance(node, ast.ImportFrom) and node.module == "__future__":
            covered.update(span)
            futures.append(ast.get_source_segment(source, node) or "")
        elif (not keep_docstring and node is tree.body[0] and isinstance(node, ast.Expr)
              and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            covered.update(span)
    body: list[str] = []
    for i, line in enumerate(lines):
        if i in drop:
            body.extend(drop[i])
        if i not in covered:
            body.append(line)
    names: dict[str, str] = {}  # top-level name -> the source of its definition
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] = ast.get_source_segment(source, node) or ""
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                if isinstance(t, ast.Name):
                    names[t.id] = ast.get_source_segment(source, node) or ""
    return futures, body, names


def _one_line(key: str) -> str:
    """A mutation's key for a comment line: a parameter value may span lines (a replaced block)."""
    return key.replace("\\", "\\\\").replace("\n", "\\n")


def standalone_source(exercise, mutations: Sequence[Mutation | str] = (), *, root: Path | None = None) -> str:
    """The reference of ``exercise`` with ``mutations`` applied, as ONE self-contained submission file.

    Parts are inlined (deepest first) and relative imports removed, so the text can be graded in the
    sandbox like a learner's file. ``exercise`` is an :class:`~grader.pack.Exercise` (or an id, with
    ``root`` the pack folder); mutations are objects, keys or names.

    Raises:
        MutationError: a mutation does not apply.
        ValueError: two parts define the same top-level name differently, or an unsupported import.
    """
    if isinstance(exercise, str):
        ex_id, pack_root = exercise, Path(root) if root is not None else None
        if pack_root is None:
            from .pack import BUILTIN_PACK

            pack_root = BUILTIN_PACK
    else:
        ex_id, pack_root = exercise.id, exercise.pack_root
    f = folder(pack_root)
    muts = resolve(pack_root, ex_id, mutations)
    edited = f.mutated_sources(ex_id, muts)
    order = list(reversed(f.closure(ex_id)))  # deepest part first, the exercise last
    # a part used by two others appears once, before every user
    futures: list[str] = []
    chunks: list[str] = []
    defined: dict[str, tuple[str, str]] = {}  # name -> (module, its source segment)
    for module in order:
        src = edited.get(module, f.source(module))
        if src is None:
            raise ValueError(f"solutions/{module}.py does not exist")
        fut, body, names = _inline_module(src, module, keep_docstring=(module == ex_id))
        for name, seg in names.items():
            if name in defined and defined[name][1] != seg and name != "__all__":
                raise ValueError(f"solutions/{module}.py and solutions/{defined[name][0]}.py both define "
                                 f"{name!r} differently; give one of them another name")
            defined[name] = (module, seg)
        for x in fut:
            if x not in futures:
                futures.append(x)
        chunks.append(f"# ---- solutions/{module}.py" + (f" (mutated: {', '.join(_one_line(m.key) for m in muts if m.target == module)})"
                                                          if module in edited else "") + "\n" + "\n".join(body).strip("\n"))
    if muts:  # (no "name:value" on the first two lines: "encoding:x" there would be read as a source encoding)
        chunks.insert(0, "# a mutant of the reference, with: " + " + ".join(_one_line(m.key).replace(":", " / ") for m in muts))
    text = "\n".join(futures + [""] if futures else []) + "\n\n\n".join(chunks) + "\n"
    return text


__all__ = ["Mutation", "MutationError", "SolutionsFolder", "apply_edits", "candidates", "clear_cache", "folder",
           "mutant", "resolve", "standalone_source", "variants"]
