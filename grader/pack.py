"""Load a pack folder into typed, validated values — all of it or nothing.

Only the learner-visible part is read here (manifest, stubs, prompts, public cases). Hidden
material (``solutions/``) is read by :mod:`grader.reference` alone, in the trusted process.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from .schema import LANGS, ExerciseMeta, PackManifest
from .stub_doc import StubDocError, localized_stub, stub_doc_path

BUILTIN_PACK = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a pack: the file, the dotted field path and what is wrong."""

    file: str
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}: {self.field}" if self.field else self.file
        return f"{where}: {self.message}"


class PackError(Exception):
    """A pack that cannot be loaded; ``problems`` lists every problem found, not only the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


LEVELS: tuple[str, ...] = ("learn", "interview")


def interview_prompt_path(root: Path, exercise_id: str, lang: str) -> Path:
    """``exercises/prompts/<id>.interview.<lang>.md``: the prompt as an interviewer states it."""
    return root / "exercises" / "prompts" / f"{exercise_id}.interview.{lang}.md"


@dataclass(frozen=True)
class Exercise:
    meta: ExerciseMeta
    stub_path: Path
    prompts: dict[str, str]  # lang -> markdown (the "learn" level)
    pack_root: Path
    interview_prompts: dict[str, str] = field(default_factory=dict)  # lang -> markdown; optional files
    stub_docs: dict[str, str] = field(default_factory=dict)  # lang -> the stub's docstring; optional files

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def function(self) -> str:
        return self.meta.function

    def prompt(self, lang: str, level: str = "learn") -> str:
        """The prompt (markdown) at ``level`` in ``lang``, falling back to English.

        ``learn`` teaches the derivation; ``interview`` states only the contract (signature, shapes,
        conventions, edge cases, one worked example). An exercise without an interview prompt
        gives its learn prompt at both levels (:meth:`has_level` tells which).

        Raises:
            ValueError: a level other than ``learn`` or ``interview``.
        """
        if level not in LEVELS:
            raise ValueError(f"unknown prompt level {level!r}; known: {', '.join(LEVELS)}")
        if level == "interview" and self.interview_prompts:
            return self.interview_prompts.get(lang) or self.interview_prompts.get("en") or self.prompt(lang)
        return self.prompts.get(lang) or self.prompts.get("en", "")

    def has_level(self, level: str) -> bool:
        """True when the exercise has its own prompt at ``level`` (every exercise has ``learn``)."""
        return level == "learn" or (level == "interview" and bool(self.interview_prompts))

    def stub_source(self) -> str:
        """The stub file as written (English): what ``pytest exercises`` and a student copy use."""
        return self.stub_path.read_text(encoding="utf-8")

    def stub(self, lang: str = "en") -> str:
        """The stub a learner starts from in ``lang``: the stub file with its function's docstring
        replaced by ``exercises/prompts/<id>.stub.<lang>.md`` (:mod:`grader.stub_doc`); the signature
        and body are untouched. English, or a language without a (usable) translation, gives the
        file as it is."""
        source = self.stub_source()
        doc = self.stub_docs.get(lang) if lang != "en" else None
        if not doc:
            return source
        try:
            return localized_stub(source, self.function, doc)
        except StubDocError:  # reported by `grader validate`; the learner gets the English stub
            return source


@dataclass(frozen=True)
class Pack:
    root: Path
    manifest: PackManifest
    exercises: dict[str, Exercise] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.manifest.id

    def ordered(self) -> list[Exercise]:
        """The loaded exercises in learning order (all of them unless loaded with ``only``)."""
        return [self.exercises[i] for i in self.manifest.exercises if i in self.exercises]

    def get(self, exercise_id: str) -> Exercise:
        try:
            return self.exercises[exercise_id]
        except KeyError:
            known = ", ".join(self.manifest.exercises)
            raise KeyError(f"no exercise {exercise_id!r} in pack {self.id!r} (known: {known})") from None

    @property
    def has_solutions(self) -> bool:
        return (self.root / "solutions").is_dir()


def _rel(root: Path, path: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def validation_problems(file: str, err: ValidationError) -> list[Problem]:
    """One Problem per pydantic error, with the dotted path (``public_cases.0.args.x.shape``)."""
    out = []
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"])
        value = e.get("input")
        shown = repr(value)
        if len(shown) > 80:
            shown = shown[:77] + "..."
        msg = e["msg"] if isinstance(value, dict) else f"{e['msg']} (got {shown})"
        out.append(Problem(file, loc, msg))
    return out


MAX_YAML_BYTES = 2 << 20


MAX_INT_DIGITS = 100  # a pack never needs more; int("9" * 5000) raises ValueError in Python 3.11+


class _PackYamlLoader(yaml.SafeLoader):
    """Safe YAML without aliases (``*name`` references let 1 KB of YAML expand into gigabytes), and
    without the tags that are valid YAML but break loading or are never pack data: dates stay text
    (``2024-13-45`` would raise ValueError), ``!!binary``/``!!timestamp``/``!!set``/``!!omap``/
    ``!!pairs`` are refused, integers are capped at 100 digits. Every refusal is a YAMLError, so
    ``read_yaml`` lists it as a problem of the file."""

    def compose_node(self, parent, index):  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed in a pack",
                                              event.start_mark)
        return super().compose_node(parent, index)

    def construct_yaml_int(self, node):  # type: ignore[override]
        digits = sum(c.isdigit() for c in str(node.value))
        if digits > MAX_INT_DIGITS:
            raise yaml.constructor.ConstructorError(None, None, f"an integer with {digits} digits (at most "
                                                    f"{MAX_INT_DIGITS} are allowed in a pack)", node.start_mark)
        try:
            return super().construct_yaml_int(node)
        except (ValueError, OverflowError) as exc:
            raise yaml.constructor.ConstructorError(None, None, f"not a usable integer: {exc}",
                                                    node.start_mark) from None

    def construct_yaml_float(self, node):  # type: ignore[override]
        if len(str(node.value)) > 400:
            raise yaml.constructor.ConstructorError(None, None, "a number written with more than 400 characters",
                                                    node.start_mark)
        try:
            return super().construct_yaml_float(node)
        except (ValueError, OverflowError) as exc:
            raise yaml.constructor.ConstructorError(None, None, f"not a usable number: {exc}",
                                                    node.start_mark) from None

    def _refuse(self, node):
        raise yaml.constructor.ConstructorError(None, None, f"the tag {node.tag} is not allowed in a pack",
                                                node.start_mark)


_PackYamlLoader.add_constructor("tag:yaml.org,2002:int", _PackYamlLoader.construct_yaml_int)
_PackYamlLoader.add_constructor("tag:yaml.org,2002:float", _PackYamlLoader.construct_yaml_float)
for _tag in ("binary", "timestamp", "set", "omap", "pairs"):
    _PackYamlLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _PackYamlLoader._refuse)
# a bare date (2024-01-31) is read as text: no implicit timestamps
_PackYamlLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}


def read_text(path: Path, rel: str, problems: list[Problem]) -> str | None:
    """A pack file's UTF-8 text, or None with a Problem naming ``rel`` (never an exception)."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        problems.append(Problem(rel, "", "file is missing"))
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(Problem(rel, "", f"cannot read: {exc}"))
    return None


def read_yaml(path: Path, root: Path, problems: list[Problem]) -> Any:
    """One YAML file of a pack as plain data, or None with a Problem (never an exception)."""
    rel = _rel(root, path)
    try:
        too_big = path.stat().st_size > MAX_YAML_BYTES
    except OSError:
        too_big = False  # read_text names the problem
    if too_big:
        problems.append(Problem(rel, "", f"file is larger than {MAX_YAML_BYTES >> 20} MiB"))
        return None
    text = read_text(path, rel, problems)
    if text is None:
        return None
    try:
        data = yaml.load(text, Loader=_PackYamlLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as exc:
        problems.append(Problem(rel, "", f"not valid YAML: {exc}".replace("\n", " ")))
        return None
    except RecursionError:
        problems.append(Problem(rel, "", "nested too deeply"))
        return None
    except (ValueError, TypeError, OverflowError, MemoryError) as exc:  # a constructor we did not foresee
        problems.append(Problem(rel, "", f"YAML that cannot be loaded: {type(exc).__name__}: {exc}"[:300]))
        return None
    if not isinstance(data, dict):
        problems.append(Problem(rel, "", f"expected a mapping at the top, got {type(data).__name__}"))
        return None
    return data


def _interview_prompts(root: Path, ex_id: str, languages: list[str], problems: list[Problem]) -> dict[str, str]:
    """The optional interview prompts of one exercise; a file that exists but cannot be read is a Problem."""
    out: dict[str, str] = {}
    for lang in languages:
        p = interview_prompt_path(root, ex_id, lang)
        if not p.exists():
            continue
        try:
            out[lang] = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            problems.append(Problem(_rel(root, p), "", f"interview prompt in language {lang!r} is unreadable"))
    return out


def _stub_docs(root: Path, ex_id: str, function: str, stub: Path, languages: list[str],
               problems: list[Problem]) -> dict[str, str]:
    """The optional translations of one stub's docstring; one that exists but cannot be read is a Problem."""
    out: dict[str, str] = {}
    for lang in languages:
        p = stub_doc_path(root, ex_id, lang)
        if lang == "en" or not p.exists():
            continue
        try:
            out[lang] = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            problems.append(Problem(_rel(root, p), "", f"stub docstring in language {lang!r} is unreadable"))
        # not checked against exercises/<id>.py here: in a learner's clone that file is their own code
        # (`grader validate` checks a translation; Exercise.stub falls back to the file when it does not fit)
    return out


def load_pack(root: str | Path | None = None, only: frozenset[str] | None = None) -> Pack:
    """Load and validate a pack's learner-visible material.

    ``only``: load just these exercise ids (the CLI grading one file needs one, not 25); unknown
    ids in ``only`` are ignored here and reported by ``Pack.get``.

    Raises:
        PackError: with every problem found (missing files, schema errors, id mismatches).
    """
    root = Path(root).resolve() if root is not None else BUILTIN_PACK
    problems: list[Problem] = []
    if not root.is_dir():
        raise PackError([Problem(str(root), "", "not a folder")])
    raw = read_yaml(root / "pack.yaml", root, problems)
    if raw is None:
        raise PackError(problems)
    try:
        manifest = PackManifest.model_validate(raw)
    except ValidationError as exc:
        raise PackError(problems + validation_problems("pack.yaml", exc)) from None

    exercises: dict[str, Exercise] = {}
    for i, ex_id in enumerate(manifest.exercises):
        if only is not None and ex_id not in only:
            continue
        meta_path = root / "exercises" / f"{ex_id}.yaml"
        data = read_yaml(meta_path, root, problems)
        stub = root / "exercises" / f"{ex_id}.py"
        if not stub.is_file():
            problems.append(Problem(f"exercises/{ex_id}.py", "", "stub file is missing"))
        prompts: dict[str, str] = {}
        for lang in manifest.languages:
            p = root / "exercises" / "prompts" / f"{ex_id}.{lang}.md"
            try:
                prompts[lang] = p.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                problems.append(Problem(_rel(root, p), "", f"prompt in language {lang!r} is missing or unreadable"))
        interview = _interview_prompts(root, ex_id, manifest.languages, problems)
        if data is None:
            continue
        try:
            meta = ExerciseMeta.model_validate(data)
        except ValidationError as exc:
            problems.extend(validation_problems(f"exercises/{ex_id}.yaml", exc))
            continue
        if meta.id != ex_id:
            problems.append(Problem(f"exercises/{ex_id}.yaml", "id", f"is {meta.id!r} but pack.yaml lists {ex_id!r}"))
        names = [c.name for c in meta.public_cases]
        dup = {n for n in names if names.count(n) > 1}
        if dup:
            problems.append(Problem(f"exercises/{ex_id}.yaml", "public_cases", f"case names repeated: {sorted(dup)}"))
        docs = _stub_docs(root, ex_id, meta.function, stub, manifest.languages, problems) if stub.is_file() else {}
        exercises[ex_id] = Exercise(meta=meta, stub_path=stub, prompts=prompts, pack_root=root,
                                    interview_prompts=interview, stub_docs=docs)
    if problems:
        raise PackError(problems)
    return Pack(root=root, manifest=manifest, exercises=exercises)


def frozen_public_cases(pack: Pack, exercise_id: str) -> dict[str, Any] | None:
    """Public cases with stored expected values, as written by ``release`` (no references needed)."""
    path = pack.root / "exercises" / "public" / f"{exercise_id}.json"
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


__all__ = ["Pack", "Exercise", "LEVELS", "interview_prompt_path", "PackError", "Problem", "load_pack", "BUILTIN_PACK", "LANGS"]
