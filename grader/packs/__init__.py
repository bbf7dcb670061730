"""Instructor packs: validate a pack, release a student copy, grade a class, scaffold a new pack.

Each step is one module and each hands a typed value to the next:

- :mod:`.static_checks` — the pack's files and fields, checked without running any of its code;
- :mod:`.code_checks`   — the pack's Python (references, stubs, shown examples, known mistakes),
  run in a separate, disposable process (:func:`.validate.validate_pack` starts it);
- :mod:`.examples`      — ``>>>`` examples shown in prompts and stubs, checked against the reference;
- :mod:`.release`       — the student copy (no ``solutions/``, public cases frozen with expected values);
- :mod:`.batch`         — a whole class's submissions → gradebook, feedback files, what to teach again;
- :mod:`.scaffold`      — ``new``: a pack with one exercise and one quiz question that validates;
- :mod:`.json_schema`   — the pack schema as JSON Schema.

The command line for all of it is :mod:`grader.packs_cli`.
"""

from .validate import ValidationResult, check_pack, validate_pack

__all__ = ["validate_pack", "check_pack", "ValidationResult"]
