"""``python -m grader``: the command line of design.md.

Exit codes: ``grade`` 0 accepted, 1 not accepted, 2 usage or pack error; ``validate`` 0 valid,
2 with every problem listed. Errors go to stderr, one line each; ``--json`` output goes to stdout
alone. Commands that other modules own register themselves through ``register(subparsers)``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

from .pack import PackError

# Modules that add their own subcommands (each defines register(subparsers)).
PLUGINS = ("grader.packs_cli", "grader.quiz.cli", "grader.real_model", "grader.sandbox.doctor",
           "grader.queue")  # grader.queue: `worker`


class UsageError(Exception):
    pass


def _err(msg: str) -> None:
    for line in str(msg).splitlines() or [""]:
        print(line, file=sys.stderr)


def cmd_list(args: argparse.Namespace) -> int:
    from .engine import get_pack

    pack = get_pack(args.pack)
    rows = [{"id": e.id, "function": e.function, "title": e.meta.title.get(args.lang), "difficulty": e.meta.difficulty,
             "tags": e.meta.tags, "outputs": e.meta.outputs, "public_cases": len(e.meta.public_cases)}
            for e in pack.ordered()]
    if args.json:
        print(json.dumps({"pack": pack.id, "title": pack.manifest.title.get(args.lang), "exercises": rows},
                         ensure_ascii=False))
    else:
        print(f"{pack.manifest.title.get(args.lang)} ({pack.id} {pack.manifest.version})")
        level = {"easy": "简单", "medium": "中等", "hard": "困难"} if args.lang == "zh" else {}
        width = max(len(r["id"]) for r in rows) + 1
        for i, r in enumerate(rows, 1):
            print(f"  {i:>2}. {r['id']:<{width}} {level.get(r['difficulty'], r['difficulty']):<7} {r['title']}")
    return 0


def text_report(report) -> str:
    """The report for people: its table, then each failing public case with its inputs, the expected
    and your values (summarised: a few values per axis)."""
    from .case_text import public_case_lines

    zh = report.lang == "zh"
    if report.cases and all(c.verdict == "not_implemented" for c in report.cases):  # an untouched stub
        head = report.to_text().splitlines()[0]
        n = len(report.cases)
        return head + "\n  " + (f"还没开始：函数仍然抛出 NotImplementedError。写好后再评分（{n} 个用例）。" if zh else
                                 f"not started: the function still raises NotImplementedError; write it, then grade "
                                 f"again ({n} case{'' if n == 1 else 's'} waiting)")
    blocks = []
    for c in report.cases:
        if c.visibility == "public" and c.verdict not in ("accepted", "not_implemented"):
            body = public_case_lines(c, report.lang)
            if body:
                blocks.append("\n".join([f"  {c.name}:"] + [f"    {line}" for line in body]))
    if not blocks:
        return report.to_text()
    if len(blocks) > 8:  # bounded: the table above lists every case
        blocks = blocks[:8] + [f"  … {len(blocks) - 8} more"]
    title = "未通过的公开用例（输入、期望值与你的结果）：" if zh else "Public cases that failed (inputs, expected, yours):"
    return report.to_text() + "\n\n" + title + "\n" + "\n".join(blocks)


def cmd_grade(args: argparse.Namespace) -> int:
    from .engine import get_pack, grade

    path = Path(args.submission)
    try:
        source = path.read_bytes()
    except OSError as exc:
        raise UsageError(f"{path}: cannot read the submission: {exc.strerror or exc}") from None
    pack = get_pack(args.pack, only=frozenset([args.exercise]))
    if args.exercise not in pack.exercises:
        raise UsageError(f"unknown exercise {args.exercise!r}; known: {', '.join(pack.manifest.exercises)}")
    report = grade(args.exercise, source, pack=pack, lang=args.lang, scope="public" if args.public else "all",
                   filename=path.name)
    code = 0 if report.accepted else 1  # decided before printing: a closed pipe must not change it
    try:
        print(report.to_json() if args.json else text_report(report), flush=True)
    except BrokenPipeError:
        sys.stdout = None  # nothing more can be written; keep the verdict's exit code
    return code


# ---- `show` (interview mode): one prompt as plain text; its lines end at the next marker ----
def cmd_show(args: argparse.Namespace) -> int:
    from .engine import get_pack
    from .prompt_text import plain_text

    pack = get_pack(args.pack, only=frozenset([args.exercise]))
    ex = pack.get(args.exercise)
    if args.level != "learn" and not ex.has_level(args.level):
        _err(f"note: {ex.id} has no {args.level} prompt in this pack; showing the learn prompt")
    title = ex.meta.title.get(args.lang)
    out = [f"{title} ({ex.id}, {args.level})", "", plain_text(ex.prompt(args.lang, level=args.level)).rstrip()]
    ladder = ex.meta.hint_ladder
    if args.hints and ladder is not None:
        out += ["", "提示（由浅入深）" if args.lang == "zh" else "Hints, from a nudge to a near-solution"]
        out += [f"{n}. {plain_text(h.get(args.lang)).strip()}" for n, (_, h) in enumerate(ladder.rungs(), 1)]
    elif args.hints:
        out += ["", "（没有提示阶梯）" if args.lang == "zh" else "(no hint ladder)"]
    try:
        print("\n".join(out), flush=True)
    except BrokenPipeError:
        sys.stdout = None
    return 0


def _add_show(sub) -> None:
    p = sub.add_parser("show", help="print an exercise's prompt as plain text (learn or interview level)")
    p.add_argument("exercise", help="exercise id, e.g. softmax")
    p.add_argument("--pack", help="pack folder (default: the built-in pack)")
    p.add_argument("--level", choices=["learn", "interview"], default="learn", help="prompt level (default: learn)")
    p.add_argument("--lang", choices=["en", "zh"], default="en", help="language of the prompt")
    p.add_argument("--hints", action="store_true", help="also print the interview level's hint ladder")
    p.set_defaults(func=cmd_show)
# ---- end of `show` ----


CORE_COMMANDS = {"list", "grade", "show"}


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser; plugin commands are imported only when needed (a cold `grade` stays fast)."""
    parser = argparse.ArgumentParser(prog="python -m grader", description="Attention Dojo grader.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("list", help="list the exercises of a pack in learning order")
    p.add_argument("--pack", help="pack folder (default: the built-in pack)")
    p.add_argument("--json", action="store_true", help="print JSON to stdout")
    p.add_argument("--lang", choices=["en", "zh"], default="en", help="language of titles and messages")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("grade", help="grade one submission file")
    p.add_argument("exercise", help="exercise id, e.g. softmax")
    p.add_argument("submission", help="path to the learner's .py file")
    p.add_argument("--pack", help="pack folder (default: the built-in pack)")
    p.add_argument("--json", action="store_true", help="print the JSON report to stdout")
    p.add_argument("--lang", choices=["en", "zh"], default="en", help="language of the messages")
    p.add_argument("--public", action="store_true", help="run the public cases only")
    p.set_defaults(func=cmd_grade)

    _add_show(sub)

    words = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")]
    if words and words[0] in CORE_COMMANDS:
        return parser
    for name in PLUGINS:
        try:
            module = importlib.import_module(name)
            module.register(sub)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that part is not built (yet)
            print(f"warning: commands of {name} are unavailable: {exc}", file=sys.stderr)
        except Exception as exc:  # one broken part must not take the whole CLI down
            print(f"warning: commands of {name} are unavailable: {type(exc).__name__}: {exc}", file=sys.stderr)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return 2 if exc.code not in (0, None) else 0
    try:
        return int(args.func(args) or 0)
    except UsageError as exc:
        _err(f"error: {exc}")
        return 2
    except PackError as exc:
        _err("error: the pack is broken:")
        for p in exc.problems:
            _err(f"  - {p}")
        return 2
    except KeyError as exc:
        _err(f"error: {exc.args[0] if exc.args else exc}")
        return 2
    except BrokenPipeError:
        return 1
