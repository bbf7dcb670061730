"""``release``: the student copy of a pack — learner material only, with local grading.

What goes into ``OUT_DIR`` (a whitelist; nothing else is copied)::

    pack.yaml                          the manifest, as written
    exercises/<id>.py                  stubs
    exercises/<id>.yaml                learner metadata and public case specs
    exercises/prompts/<id>.<lang>.md   prompts (and the optional <id>.interview.<lang>.md, <id>.stub.<lang>.md)
    exercises/public/<id>.json         public cases with their expected values (grader/release_format.py)
    exercises/conftest.py              `pytest exercises` grades the public cases
    quiz/<set>.yaml                    quiz questions (no answer keys: those live in solutions/quiz/)
    grader/                            a copy of the grader package (no solutions/ → it uses the frozen cases)
    README.md, requirements.txt, pytest.ini, .dojo-release

Never copied: ``solutions/`` — references, known mistakes, hidden case specs, generators, quiz keys.
Hidden cases are not even computed. After writing, every file made from the pack is searched for
the whole content of every file under ``solutions/`` (whatever its layout); a hit aborts the release
and names the instructor's file to fix. The grader's own files are not the pack's: a hidden file
found only there (the unchanged example of ``grader new``) is reported as a note.

The copy is built in a temporary folder next to ``OUT_DIR`` and moved into place at the end, so a
failed release leaves nothing half-written. ``--force`` replaces only a folder that holds an
earlier release (it has a ``.dojo-release`` marker).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..engine import prepare_cases
from ..pack import Pack, PackError, load_pack
from ..release_format import encode_case

MARKER = ".dojo-release"
GRADER_DIR = Path(__file__).resolve().parent.parent

CONFTEST = '''"""Run `pytest exercises` to grade your own solutions (one test per case); `pytest exercises/softmax.py` for one.

An exercise you have not started yet is one skipped line; the diagnosis of a mistake is printed
once per exercise at the end of the run."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from grader.pytest_plugin import pytest_collect_file, pytest_configure, pytest_terminal_summary  # noqa: E402,F401
'''

PYTEST_INI = "[pytest]\naddopts = -p no:cacheprovider\n"

REQUIREMENTS = "numpy>=2.0,<3\npydantic>=2.7,<3\nPyYAML>=6.0,<7\npytest>=8\n"


class ReleaseError(Exception):
    """The release was refused; ``lines`` say why (one problem per line)."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        super().__init__("\n".join(lines))


@dataclass
class ReleaseResult:
    out_dir: Path
    pack_id: str
    version: str
    exercises: list[str]
    public_cases: int
    files: list[str] = field(default_factory=list)  # relative paths, sorted
    notes: list[str] = field(default_factory=list)  # worth telling the instructor (not errors)


def _json_default(o: Any) -> Any:
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    raise TypeError(f"cannot store {type(o).__name__} in a released pack")


QUIZ_README = """
## Quiz / 测验

`python -m grader quiz` (中文：`--lang zh`) asks the quiz questions and records your answers to
`quiz_answers.json` in this folder — this copy has no answer keys, so it cannot say right or wrong;
your instructor grades the file. Quit any time (`q`): the next run asks only what is still unanswered.
Hand in `quiz_answers.json` together with your `exercises/<id>.py` files.

`python -m grader quiz` 会逐题提问，并把你的答案记录到本文件夹的 `quiz_answers.json`。这个版本不含答案，
无法当场判断对错，由老师评分。随时可以输入 `q` 退出，下次只会问还没答的题。请把 `quiz_answers.json`
和你的 `exercises/<id>.py` 一起提交。
"""


def _readme(pack: Pack) -> str:
    m = pack.manifest
    quiz = QUIZ_README if m.quiz else ""
    rows = "\n".join(f"| `{e.id}` | {e.meta.title.en} | {e.meta.title.zh} | {e.meta.difficulty} |" for e in pack.ordered())
    return f"""# {m.title.en} / {m.title.zh}

Version {m.version} — {", ".join(m.authors)}

{m.description.en if m.description else ""}

{m.description.zh if m.description else ""}

| exercise | title | 标题 | difficulty |
|---|---|---|---|
{rows}

## How to work / 如何练习

1. `pip install -r requirements.txt`
2. Read `exercises/prompts/<id>.en.md` (中文：`<id>.zh.md`), write your code in `exercises/<id>.py`.
   阅读题目，在 `exercises/<id>.py` 中实现函数。
3. `pytest exercises` grades every exercise on its public cases; `pytest exercises/<id>.py` grades one.
   `python -m grader grade <id> exercises/<id>.py` prints a report.
   `pytest exercises` 用公开用例给所有练习评分；`pytest exercises/<id>.py` 只评一个。

Your instructor grades your files on more cases than the public ones here.
老师评分时使用的用例比这里公开的更多。
{quiz}"""


def _copy_grader(dest: Path) -> list[Path]:
    written = []
    for src in sorted(GRADER_DIR.rglob("*")):
        rel = src.relative_to(GRADER_DIR)
        if "__pycache__" in rel.parts or src.suffix in (".pyc", ".pyo") or not src.is_file():
            continue
        target = dest / "grader" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, target)
        written.append(target)
    return written


def _quiz_files(pack: Pack) -> list[str]:
    out = []
    for name in pack.manifest.quiz:
        f = name if name.endswith((".yaml", ".yml")) else f"{name}.yaml"
        if "/" in f or "\\" in f or f.startswith("."):
            raise ReleaseError([f"pack.yaml: quiz: {name!r} is not a file name inside quiz/"])
        out.append(f)
    return out


MIN_SECRET_BYTES = 80  # shorter hidden files (an import line) would match innocent text


def _secrets(root: Path) -> list[tuple[str, bytes]]:
    """(file, content) of everything hidden: every file under solutions/, whatever its layout
    (references, hidden case specs, mistakes as files or as declared mutations, generators, quiz keys),
    text or binary."""
    out = []
    sol = root / "solutions"
    if sol.is_dir():
        for p in sorted(sol.rglob("*")):
            if p.is_file() and not p.is_symlink() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo"):
                try:
                    data = p.read_bytes().strip()
                except OSError:
                    continue
                if len(data) >= MIN_SECRET_BYTES:
                    out.append((str(p.relative_to(root)), data))
    return out


def _source_of(rel: str) -> str:
    """The instructor's file a released file was made from."""
    parts = rel.split("/")
    if rel == "README.md":
        return "pack.yaml (title and description; the student README is made from them)"
    if len(parts) == 3 and parts[:2] == ["exercises", "public"]:
        return f"exercises/{Path(parts[2]).stem}.yaml (its public cases)"
    return rel


def _leaks(out: Path, secrets: list[tuple[str, bytes]], grader_files: set[str]) -> tuple[list[str], list[str]]:
    """(leaks, notes). A leak: a file made from the pack holds the whole text of a hidden file.
    A hidden file whose text is only in the grader's own copy (the example of ``grader new`` in
    grader/packs/scaffold.py) is a note: the grader is public, so is its example."""
    found, in_grader = [], {}
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(out).as_posix()
        try:
            data = p.read_bytes()
        except OSError:
            continue
        for name, secret in secrets:
            if secret not in data:
                continue
            if rel in grader_files:
                in_grader.setdefault(name, rel)
            else:
                found.append(f"{_source_of(rel)} contains the text of {name}: remove that text from it "
                             f"(a student copy must not hold hidden material), then release again")
    notes = []
    if in_grader:
        notes.append(f"unchanged example of `grader new`: {', '.join(sorted(in_grader))} "
                     f"{'is' if len(in_grader) == 1 else 'are'} published with the grader itself "
                     f"({', '.join(sorted(set(in_grader.values())))}), so students can read "
                     f"{'it' if len(in_grader) == 1 else 'them'}; replace the example with your own "
                     "exercise and questions before giving this pack to a class")
    return found, notes


def _check_paths(root: Path, out: Path, force: bool) -> None:
    if out == root or root in out.parents or out in root.parents:
        raise ReleaseError([f"error: OUT_DIR {out} must be outside the pack folder {root} (and not contain it)"])
    if out.exists():
        if not out.is_dir():
            raise ReleaseError([f"error: {out} exists and is not a folder"])
        if any(out.iterdir()):
            if not force:
                raise ReleaseError([f"error: {out} is not empty; choose a new folder "
                                    f"(or --force to replace an earlier release there)"])
            if not (out / MARKER).is_file():
                raise ReleaseError([f"error: {out} is not empty and holds no earlier release ({MARKER}); "
                                    "refusing to replace it"])


def release_pack(pack_dir: str | Path, out_dir: str | Path, *, validate: bool = True,
                 force: bool = False) -> ReleaseResult:
    """Write the student copy of the pack at ``pack_dir`` into ``out_dir``.

    Raises:
        ReleaseError: the pack is invalid, the output folder is unsafe to use, or a secret leaked.
    """
    root, out = Path(pack_dir).resolve(), Path(out_dir).resolve()
    _check_paths(root, out, force)
    if validate:
        from .validate import check_pack

        res = check_pack(root)
        if res.problems:
            raise ReleaseError(["error: the pack is not valid; fix these first (or use --no-validate):"]
                               + [f"  {p}" for p in res.problems])
    try:
        pack = load_pack(root)
    except PackError as exc:
        raise ReleaseError(["error: the pack is broken:"] + [f"  {p}" for p in exc.problems]) from None
    if not pack.has_solutions:
        raise ReleaseError([f"error: {root} has no solutions/ folder: it is already a student copy"])

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=out.parent))
    try:
        n_public, grader_files = _write(pack, tmp)
        leaks, leak_notes = _leaks(tmp, _secrets(root), grader_files)
        if leaks:
            raise ReleaseError(["error: hidden material would leak into the release:"] + [f"  {x}" for x in leaks])
        files = sorted(str(p.relative_to(tmp)) for p in tmp.rglob("*") if p.is_file())
        if out.exists():
            trash = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
            out.rename(trash / out.name)
            shutil.rmtree(trash, ignore_errors=True)
        tmp.rename(out)
    except PackError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise ReleaseError(["error: the pack is broken:"] + [f"  {p}" for p in exc.problems]) from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    notes = leak_notes + [f"{ex.id} has no public cases: students cannot check it with `pytest exercises`"
             for ex in pack.ordered() if not ex.meta.public_cases]
    return ReleaseResult(out_dir=out, pack_id=pack.id, version=pack.manifest.version,
                         exercises=list(pack.manifest.exercises), public_cases=n_public, files=files, notes=notes)


def _write(pack: Pack, dest: Path) -> tuple[int, set[str]]:
    """Write the copy; return (public cases written, the paths of the grader's own files)."""
    root = pack.root

    def copy(rel: str) -> None:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, dest / rel)

    def write(rel: str, text: str) -> None:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        (dest / rel).write_text(text, encoding="utf-8")

    copy("pack.yaml")
    n_public = 0
    for ex in pack.ordered():
        copy(f"exercises/{ex.id}.py")
        copy(f"exercises/{ex.id}.yaml")
        for lang in pack.manifest.languages:
            copy(f"exercises/prompts/{ex.id}.{lang}.md")
            if (root / f"exercises/prompts/{ex.id}.interview.{lang}.md").is_file():  # interview level (optional)
                copy(f"exercises/prompts/{ex.id}.interview.{lang}.md")
            if (root / f"exercises/prompts/{ex.id}.stub.{lang}.md").is_file():  # the stub's docstring (optional)
                copy(f"exercises/prompts/{ex.id}.stub.{lang}.md")
        prepared = prepare_cases(pack, ex, "public")  # public cases only: hidden ones are never built
        cases = [encode_case(pc) for pc in prepared]
        n_public += len(cases)
        body = ",\n".join(json.dumps(c, ensure_ascii=False, default=_json_default) for c in cases)
        write(f"exercises/public/{ex.id}.json",
              f'{{"format": 1, "exercise": {json.dumps(ex.id)}, "cases": [\n{body}\n]}}\n')
    write("exercises/conftest.py", CONFTEST)
    for f in _quiz_files(pack):
        copy(f"quiz/{f}")
    grader_files = {p.relative_to(dest).as_posix() for p in _copy_grader(dest)}
    write("README.md", _readme(pack))
    write("requirements.txt", REQUIREMENTS)
    write("pytest.ini", PYTEST_INI)
    write(MARKER, json.dumps({"pack": pack.id, "version": pack.manifest.version,
                              "exercises": list(pack.manifest.exercises)}, indent=1) + "\n")
    return n_public, grader_files


__all__ = ["release_pack", "ReleaseResult", "ReleaseError", "MARKER"]
