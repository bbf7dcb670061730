"""Interview level and misconception coverage of a pack: warnings, never problems.

A pack written before interview mode existed stays valid. ``validate`` lists, as warnings
(``ValidationResult.warnings``, printed as ``warning: …`` lines), what such a pack lacks for the interview level and for misconception tracking:

* ``exercises/prompts/<id>.interview.<lang>.md`` missing for a language of the pack (the app then
  shows the learn prompt at both levels), or an interview prompt that is empty or not shorter than
  the learn prompt;
* ``hint_ladder`` missing in ``exercises/<id>.yaml`` (the interview level then has no hints);
* a known mistake in ``solutions/<id>.yaml`` or a quiz question without ``misconceptions``
  (progress cannot say which misunderstanding it reveals).

Misconception ids outside the vocabulary are schema errors, reported by the schema as problems.
Reads YAML and markdown only; runs no code of the pack.
"""

from __future__ import annotations

from pathlib import Path

from ..pack import Problem, interview_prompt_path, read_yaml
from ..schema import PackManifest

MAX_LISTED = 12  # names per warning line; the rest are counted


def _names(names: list[str]) -> str:
    shown = ", ".join(names[:MAX_LISTED])
    return shown + (f" and {len(names) - MAX_LISTED} more" if len(names) > MAX_LISTED else "")


def interview_warnings(root: Path, manifest: PackManifest | None) -> list[str]:
    """Warnings (one line each) on the interview level and misconception coverage of the pack."""
    if manifest is None:
        return []
    root = Path(root)
    scratch: list[Problem] = []  # unreadable files are the static checks' problems, not ours
    out: list[str] = []
    missing_prompt: dict[str, list[str]] = {lang: [] for lang in manifest.languages}
    long_prompt: list[str] = []
    no_ladder: list[str] = []
    bare_mistakes: list[str] = []
    for ex_id in manifest.exercises:
        for lang in manifest.languages:
            p = interview_prompt_path(root, ex_id, lang)
            learn = root / "exercises" / "prompts" / f"{ex_id}.{lang}.md"
            try:
                text = p.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                missing_prompt[lang].append(ex_id)
                continue
            try:
                learn_len = len(" ".join(learn.read_text(encoding="utf-8").split()))
            except (OSError, UnicodeDecodeError):
                learn_len = 0
            n = len(" ".join(text.split()))
            if n == 0 or (learn_len and n >= learn_len):
                long_prompt.append(f"{ex_id}.interview.{lang}.md")
        meta = read_yaml(root / "exercises" / f"{ex_id}.yaml", root, scratch)
        if isinstance(meta, dict) and not meta.get("hint_ladder"):
            no_ladder.append(ex_id)
        hidden = read_yaml(root / "solutions" / f"{ex_id}.yaml", root, scratch) if (root / "solutions").is_dir() else None
        if isinstance(hidden, dict):
            for m in hidden.get("mistakes") or []:
                if isinstance(m, dict) and not m.get("misconceptions"):
                    bare_mistakes.append(f"{ex_id}/{m.get('name')}")
    for lang, ids in missing_prompt.items():
        if ids:
            out.append(f"no interview prompt in {lang!r} (exercises/prompts/<id>.interview.{lang}.md) "
                       f"for {len(ids)} exercise(s): {_names(ids)}; the learn prompt is shown at both levels")
    if long_prompt:
        out.append(f"interview prompt(s) empty or not shorter than the learn prompt: {_names(long_prompt)}")
    if no_ladder:
        out.append(f"no hint_ladder in exercises/<id>.yaml for {len(no_ladder)} exercise(s): "
                   f"{_names(no_ladder)}; the interview level has no hints there")
    if bare_mistakes:
        out.append(f"{len(bare_mistakes)} known mistake(s) name no misconceptions "
                   f"(solutions/<id>.yaml, mistakes[].misconceptions): {_names(bare_mistakes)}")
    bare_questions = _bare_questions(root, manifest)
    if bare_questions:
        out.append(f"{len(bare_questions)} quiz question(s) name no misconceptions "
                   f"(quiz/<set>.yaml, questions[].misconceptions): {_names(bare_questions)}")
    return out


def _bare_questions(root: Path, manifest: PackManifest) -> list[str]:
    scratch: list[Problem] = []
    out = []
    for name in manifest.quiz:
        f = name if name.endswith((".yaml", ".yml")) else f"{name}.yaml"
        data = read_yaml(root / "quiz" / f, root, scratch)
        if not isinstance(data, dict):
            continue
        for q in data.get("questions") or []:
            if isinstance(q, dict) and not q.get("misconceptions"):
                out.append(f"{Path(f).stem}/{q.get('id')}")
    return out


__all__ = ["interview_warnings"]
