"""Instructor commands: ``validate``, ``release``, ``grade-batch``, ``new`` and ``schema``.

Registered into ``python -m grader`` by :mod:`grader.cli` (``register(subparsers)``). The work is
done in :mod:`grader.packs`; this module only parses arguments, prints and picks exit codes:
0 done/valid, 2 usage error or a broken pack (every problem listed on stderr, one per line).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _err(line: str) -> None:
    print(line, file=sys.stderr)


def cmd_validate(args: argparse.Namespace) -> int:
    from .packs.validate import check_pack

    res = check_pack(args.pack_dir, run_code=not args.no_code, timeout_s=args.timeout)
    if args.json:
        print(json.dumps({"pack": str(args.pack_dir), "valid": res.ok,
                          "problems": [{"file": p.file, "field": p.field, "message": p.message} for p in res.problems],
                          "notes": res.notes, "warnings": res.warnings}, ensure_ascii=False))
    else:
        for note in res.notes:
            _err(f"note: {note}")
        for warning in res.warnings:  # interview mode: missing interview prompts, hint ladders, misconceptions
            _err(f"warning: {warning}")
        if res.ok:
            print(f"{args.pack_dir}: valid")
        else:
            for p in res.problems:
                _err(str(p))
            _err(f"{args.pack_dir}: {len(res.problems)} problem{'s' if len(res.problems) != 1 else ''}")
    return 0 if res.ok else 2


def cmd_release(args: argparse.Namespace) -> int:
    from .packs.release import ReleaseError, release_pack

    sys.dont_write_bytecode = True  # loading the references must not leave __pycache__ in the pack
    try:
        res = release_pack(args.pack_dir, args.out_dir, validate=not args.no_validate, force=args.force)
    except ReleaseError as exc:
        for line in exc.lines:
            _err(line)
        return 2
    for note in res.notes:
        _err(f"note: {note}")
    n_ex = len(res.exercises)
    print(f"released {res.pack_id} {res.version} to {res.out_dir}: {n_ex} exercise{'' if n_ex == 1 else 's'}, "
          f"{res.public_cases} public case{'' if res.public_cases == 1 else 's'}, {len(res.files)} files")
    return 0


def cmd_grade_batch(args: argparse.Namespace) -> int:
    from .packs.batch import BatchError, grade_batch

    sys.dont_write_bytecode = True
    try:
        res = grade_batch(args.pack_dir, args.submissions_dir, args.out, jobs=args.jobs, lang=args.lang,
                          progress=not args.no_progress, max_per_student=args.max_per_student,
                          student_time_budget_s=args.student_time_budget)
    except BatchError as exc:
        for line in exc.lines:
            _err(line)
        return 2
    def n(k: int, word: str) -> str:
        return f"{k} {word}{'' if k == 1 else 's'}"

    print(f"graded {n(res.graded, 'submission')} of {n(len(res.students), 'student')} × "
          f"{n(len(res.exercises), 'exercise')} ({res.missing} missing) in {res.total_s:.1f} s → {res.out_dir}")
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from .packs.scaffold import ScaffoldError, scaffold_pack

    try:
        root = scaffold_pack(args.pack_dir, pack_id=args.id)
    except ScaffoldError as exc:
        _err(f"error: {exc}")
        return 2
    print(f"created {root}; check it with: python -m grader validate {root}\n"
          f"then write the student copy with: python -m grader release {root} OUT_DIR")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from .packs.json_schema import pack_json_schema

    print(json.dumps(pack_json_schema(), indent=args.indent, ensure_ascii=False))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check a pack: every problem at once (exit 0 valid, 2 not)",
                       description="Check a pack's files, fields and code; list every problem with its file "
                                   "and dotted field path. Runs the pack's references, stubs, examples and "
                                   "known mistakes in a separate process.")
    p.add_argument("pack_dir", type=Path, help="the pack folder")
    p.add_argument("--json", action="store_true", help="print the result as JSON to stdout")
    p.add_argument("--no-code", action="store_true", help="check files and fields only; run none of the pack's code")
    p.add_argument("--timeout", type=float, default=600.0, help="seconds for the code checks (default 600)")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("release", help="write the student copy of a pack (no solutions, no hidden cases)",
                       description="Write the student copy: stubs, prompts, public cases with expected values, "
                                   "`pytest exercises` grading, the quiz without answer keys. Nothing of "
                                   "solutions/ is copied.")
    p.add_argument("pack_dir", type=Path)
    p.add_argument("out_dir", type=Path, help="where to write the copy (must not exist, or be empty)")
    p.add_argument("--force", action="store_true", help="replace OUT_DIR if it holds an earlier release")
    p.add_argument("--no-validate", action="store_true", help="skip validating the pack first")
    p.set_defaults(func=cmd_release)

    p = sub.add_parser("grade-batch", help="grade a class: SUBMISSIONS_DIR/<student>/<exercise>.py",
                       description="Grade every student's files in parallel; write gradebook.csv, gradebook.json, "
                                   "feedback/<student>.md, summary.md (what to teach again) and run-log.json.")
    p.add_argument("pack_dir", type=Path)
    p.add_argument("submissions_dir", type=Path)
    p.add_argument("--out", type=Path, required=True, help="output folder (created if needed)")
    p.add_argument("--jobs", type=int, default=2, help="submissions graded at the same time (default 2)")
    p.add_argument("--lang", choices=["en", "zh"], default="en", help="language of the feedback")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.add_argument("--max-per-student", type=int, default=None, metavar="N",
                   help="grade at most N files per student (the rest: rate_limited rows; default no cap)")
    p.add_argument("--student-time-budget", type=float, default=None, metavar="S",
                   help="stop grading a student's files once they used S seconds of grading time")
    p.set_defaults(func=cmd_grade_batch)

    p = sub.add_parser("new", help="scaffold a pack with one exercise and one quiz question",
                       description="Create a new pack folder that validates as it is; edit it from there.")
    p.add_argument("pack_dir", type=Path, help="folder to create (must not exist, or be empty)")
    p.add_argument("--id", help="pack id (default: from the folder name)")
    p.set_defaults(func=cmd_new)

    p = sub.add_parser("schema", help="print the pack schema as JSON Schema",
                       description="Print the JSON Schema of every pack file (pack.yaml, exercises/<id>.yaml, "
                                   "solutions/<id>.yaml, quiz files when available).")
    p.add_argument("--indent", type=int, default=2)
    p.set_defaults(func=cmd_schema)
