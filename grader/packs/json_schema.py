"""``schema``: the pack schema as one JSON Schema document (draft 2020-12).

The pack is described as an object whose keys are file paths and whose values are those files'
parsed YAML: ``pack.yaml`` → :class:`~grader.schema.PackManifest`, ``exercises/<id>.yaml`` →
:class:`~grader.schema.ExerciseMeta`, ``solutions/<id>.yaml`` → :class:`~grader.schema.ExerciseHidden`,
and, when :mod:`grader.quiz` is available, ``quiz/<set>.yaml`` → ``QuizSet`` and
``solutions/quiz/<set>.yaml`` → ``QuizKeys``. Editors that map a schema to a file can use the
``$defs`` entries directly.
"""

from __future__ import annotations

from typing import Any

from pydantic.json_schema import models_json_schema

from ..schema import ExerciseHidden, ExerciseMeta, PackManifest
from .quiz_checks import quiz_module

ID = "[a-z][a-z0-9_]*"


def pack_json_schema() -> dict[str, Any]:
    properties: dict[str, Any] = {}
    patterns: dict[str, Any] = {}
    models: list[tuple[str, str, type]] = [
        ("pack.yaml", "", PackManifest),
        (f"^exercises/{ID}\\.yaml$", "pattern", ExerciseMeta),
        (f"^solutions/{ID}\\.yaml$", "pattern", ExerciseHidden),
    ]
    quiz = quiz_module()
    quiz_schema = getattr(quiz, "schema", None) if quiz is not None else None
    if quiz_schema is not None and hasattr(quiz_schema, "QuizSet") and hasattr(quiz_schema, "QuizKeys"):
        models += [(f"^quiz/{ID}\\.ya?ml$", "pattern", quiz_schema.QuizSet),
                   (f"^solutions/quiz/{ID}\\.ya?ml$", "pattern", quiz_schema.QuizKeys)]
    # prompts are markdown, not YAML: described as strings (the interview level is optional)
    patterns[f"^exercises/prompts/{ID}\\.(en|zh)\\.md$"] = {
        "type": "string", "description": "the learn-level prompt of an exercise (markdown with $math$)"}
    patterns[f"^exercises/prompts/{ID}\\.interview\\.(en|zh)\\.md$"] = {
        "type": "string", "description": ("optional interview-level prompt: signature, contract, edge cases and one "
                                          "worked example, no formula or code that gives the solution away")}
    refs, schema = models_json_schema([(m, "validation") for _, _, m in models], ref_template="#/$defs/{model}")
    for path, kind, model in models:
        ref = refs[(model, "validation")]
        (patterns if kind == "pattern" else properties)[path] = ref
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://attention-dojo.local/schemas/pack.json",
        "title": "Attention Dojo pack",
        "description": ("A pack folder as {file path: parsed YAML}. Learner material: pack.yaml, exercises/, quiz/. "
                        "Hidden material: solutions/ (references are Python files; hidden cases and known mistakes, declared as mutations of the reference, are in solutions/<id>.yaml: see docs/packs.md)."),
        "type": "object",
        "required": ["pack.yaml"],
        "properties": properties,
        "patternProperties": patterns,
        "$defs": schema.get("$defs", {}),
    }


__all__ = ["pack_json_schema"]
