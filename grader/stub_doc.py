"""The stub's docstring in the learner's language.

A stub (``exercises/<id>.py``) is written once, in English: that file is what ``pytest exercises``
and a student copy use. A translation of its docstring is data beside the prompts:
``exercises/prompts/<id>.stub.<lang>.md`` holds the docstring's text (no quotes, not indented: the
first line is the summary, then the sections, as in the English docstring; indented as in the
source is read the same). :func:`localized_stub`
puts that text in place of the docstring of the exercise's function and touches nothing else: the
signature, the body, the imports and every other line stay byte for byte, and the result is checked
to parse into the same module (only that one docstring differs). :func:`stub_doc_problem` says why a
translation cannot be used (``grader validate`` and the pack loader report it, naming the file).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

__all__ = ["stub_doc_path", "localized_stub", "stub_doc_problem", "StubDocError"]


class StubDocError(ValueError):
    """A translated docstring that cannot replace the stub's docstring (the message says why)."""


def stub_doc_path(root: Path, exercise_id: str, lang: str) -> Path:
    """``exercises/prompts/<id>.stub.<lang>.md``: the stub's docstring in ``lang``."""
    return Path(root) / "exercises" / "prompts" / f"{exercise_id}.stub.{lang}.md"


def _function(tree: ast.Module, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    found = None
    for node in tree.body:  # the last top-level definition wins, as at import time
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            found = node
    return found


def _docstring_node(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.Constant | None:
    first = fn.body[0] if fn.body else None
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
        return first.value
    return None


def _without_docstring(tree: ast.Module, name: str) -> str:
    fn = _function(tree, name)
    node = _docstring_node(fn) if fn is not None else None
    if node is not None:
        node.value = ""
    return ast.dump(tree, include_attributes=False)


def _offset(lines: list[bytes], lineno: int, col: int) -> int:
    """Byte offset of (1-based line, byte column) in the source."""
    return sum(len(line) for line in lines[: lineno - 1]) + col


def localized_stub(source: str, function: str, doc: str) -> str:
    """``source`` with the docstring of ``def function`` replaced by ``doc`` (indented as the body).

    Raises:
        StubDocError: the source does not parse, has no such function or no docstring to replace,
            ``doc`` is empty or holds ``\"\"\"``, or the result is not the same function with ``doc``
            as its docstring.
    """
    text = inspect.cleandoc(doc)  # written flush left, or indented as in the source: the same text
    if not text.strip():
        raise StubDocError("the translated docstring is empty")
    if '"""' in text:
        raise StubDocError('the translated docstring contains """ (it would end the docstring)')
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise StubDocError(f"the stub does not parse (line {exc.lineno}: {exc.msg})") from None
    fn = _function(tree, function)
    if fn is None:
        raise StubDocError(f"the stub has no top-level function {function!r}")
    node = _docstring_node(fn)
    if node is None:
        raise StubDocError(f"{function}() in the stub has no docstring to replace")
    raw = source.encode("utf-8")
    lines = raw.splitlines(keepends=True)
    start = _offset(lines, node.lineno, node.col_offset)
    end = _offset(lines, node.end_lineno, node.end_col_offset)
    indent = " " * node.col_offset
    body = "\n".join((indent + ln if ln.strip() else "") for ln in text.splitlines())
    prefix = "r" if "\\" in text else ""  # shown as written: a backslash is never an escape
    literal = f'{prefix}"""{body.lstrip()}\n{indent}"""'
    out = (raw[:start] + literal.encode("utf-8") + raw[end:]).decode("utf-8")
    try:
        new_tree = ast.parse(out)
    except SyntaxError as exc:
        raise StubDocError(f"the stub with this docstring does not parse (line {exc.lineno}: {exc.msg})") from None
    new_fn = _function(new_tree, function)
    got = ast.get_docstring(new_fn) if new_fn is not None else None
    if got is None or got.rstrip() != text.rstrip():  # (cleandoc keeps a one-line docstring's last indent)
        raise StubDocError("the translated text does not read back as the docstring")
    if _without_docstring(new_tree, function) != _without_docstring(ast.parse(source), function):
        raise StubDocError(f"the stub with this docstring is not the same {function}()")
    return out


def stub_doc_problem(source: str, function: str, doc: str) -> str | None:
    """Why ``doc`` cannot be the docstring of ``function`` in ``source`` (None when it can)."""
    try:
        localized_stub(source, function, doc)
    except StubDocError as exc:
        return str(exc)
    return None
