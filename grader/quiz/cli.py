"""``python -m grader quiz``: the quiz in the terminal (interactive; works with piped stdin too).

    python -m grader quiz [--pack DIR] [--lang en|zh] [--count N] [--seed S] [--topic T] [--kind K]
    python -m grader quiz --list [--json]                          # id, kind, languages, topic
    python -m grader quiz --mock [--minutes M] [--exercises N]     # timed mock interview

Answers: one letter for single choice, every letter that applies for multiple choice (``A C``),
numbers for numeric questions, the item numbers in order for ordering (``3 1 2``), and free text
ended by an empty line for explain-in-words (then a y/n self-check per point of the model answer).
``s`` skips, ``q`` quits; the end of the input quits as well, and the summary is printed. With
``--json`` the conversation goes to stderr and only the summary, as JSON, to stdout.

A round is 10 questions unless ``--count`` says otherwise. In a released student copy (no answer
keys) the quiz asks every question not answered yet and records the answers to
``quiz_answers.json`` (:mod:`grader.quiz.answer_file`); the instructor grades it with ``grade-batch``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from .checking import AnswerFormatError, ExplainAnswer, check, parse_answer, self_check_points
from .i18n import t
from .loader import Quiz, load_quiz
from .render import displayed, render_prompt
from .schema import KINDS
from .session import ExerciseItem, MockInterview, QuestionItem, QuizRun, clock_text

DEFAULT_COUNT = 10
SKIP = {"s", "skip", "跳过"}
QUIT = {"q", "quit", "exit", "退出"}
YES = {"y", "yes", "是", "对", "1", "true"}


class _Quit(Exception):
    pass


class Terminal:
    """Reads answers line by line and writes the conversation (stdout, or stderr under --json)."""

    def __init__(self, inp: TextIO, out: TextIO):
        self.inp, self.out = inp, out

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def ask(self, prompt: str) -> str:
        print(prompt, end="", file=self.out, flush=True)
        line = self.inp.readline()
        if not line:  # end of input
            self.say()
            raise _Quit
        if not getattr(self.inp, "isatty", lambda: False)():
            self.say(line.rstrip("\n"))  # echo piped answers so the transcript reads well
        return line.rstrip("\r\n")

    def ask_lines(self, prompt: str) -> str:
        self.say(prompt)
        lines = []
        while True:
            line = self.inp.readline()
            if not line:
                if not lines:
                    raise _Quit
                break
            line = line.rstrip("\r\n")
            if not line.strip():
                break
            if not lines and line.strip().lower() in QUIT:
                raise _Quit
            if not getattr(self.inp, "isatty", lambda: False)():
                self.say(line)
            lines.append(line)
        return "\n".join(lines)


def _header(quiz: Quiz, item, i: int, n: int, lang: str, run: QuizRun) -> str:
    bits = [t("question_n", lang, i=i + 1, n=n)]
    if isinstance(item, QuestionItem):
        q = quiz.get(item.id).question
        bits += [quiz.topic_label(item.topic, lang), t("kind_" + item.kind, lang), t("difficulty_" + q.difficulty, lang)]
    else:
        bits += [t("kind_exercise", lang), t("difficulty_" + item.difficulty, lang)]
    left = run.remaining()
    if left is not None:
        bits.append(t("time_left", lang, left=clock_text(left)))
    return "[" + " · ".join(bits) + "]"


def _verdict(score: float, correct: bool, lang: str) -> str:
    if correct:
        return f"✓ {t('correct', lang)}"
    mark, word = ("~", t("partly", lang)) if score > 0 else ("✗", t("wrong", lang))
    lp, rp = ("（", "）") if lang == "zh" else (" (", ")")
    return f"{mark} {word}{lp}{t('score', lang)} {score:.2f}{rp}"


def _label(key: str, lang: str) -> str:
    """``Why: `` / ``解析：``"""
    return t(key, lang) + ("：" if lang == "zh" else ": ")


def _ask_question(term: Terminal, quiz: Quiz, run: QuizRun, idx: int, lang: str) -> None:
    item = run.items[idx]
    q = quiz.get(item.id).question
    inst = item.instance
    term.say(render_prompt(q, inst, lang))
    for label, _, text in displayed(q, inst):
        term.say(f"  {label}. {text.get(lang)}")
    if q.kind == "numeric" and q.unit:
        term.say(f"  ({_label('unit', lang)}{q.unit.get(lang)})")
    if q.kind == "explain":
        text = term.ask_lines(t("cli_explain", lang))
        if text.strip().lower() in SKIP:
            run.skip(idx)
            term.say(t("cli_skipped", lang))
            return
        term.say(f"\n{_label('model_answer', lang)}{quiz.get(item.id).key.model_answer.get(lang)}")
        term.say(t("self_check", lang))
        ticked = []
        for k, point in enumerate(self_check_points(quiz, item.id, lang)):
            term.say(f"  {k + 1}. {point}")
            ans = term.ask("     " + t("cli_tick", lang)).strip().lower()
            if ans in QUIT:
                raise _Quit
            if ans in YES:
                ticked.append(k)
        result = run.submit(quiz, ExplainAnswer(text=text, checked=tuple(ticked)), lang, index=idx)
        term.say(_verdict(result.score, result.correct, lang))
        for f in result.feedback:
            term.say(f"  {f}")
        return
    prompt = {"single_choice": t("cli_single", lang), "multiple_choice": t("cli_multiple", lang),
              "ordering": t("cli_ordering", lang)}.get(q.kind)
    if q.kind == "numeric":
        prompt = t("cli_numeric", lang) if q.size == 1 else t("cli_numeric_n", lang, n=q.size)
    while True:
        line = term.ask(prompt).strip()
        low = line.lower()
        if low in QUIT:
            raise _Quit
        if low in SKIP:
            run.skip(idx)
            term.say(t("cli_skipped", lang))
            return
        try:
            answer = parse_answer(quiz, inst, line, lang)
            result = run.submit(quiz, answer, lang, index=idx)
            break
        except AnswerFormatError as exc:
            term.say(f"  {exc}")
            prompt = t("cli_try_again", lang)
    term.say(_verdict(result.score, result.correct, lang))
    if not result.correct:
        term.say(f"  {_label('expected', lang)}{result.expected}")
    for f in result.feedback:
        term.say(f"  {f}")
    term.say(f"  {_label('why', lang)}{result.explanation}")


def _ask_exercise(term: Terminal, run: MockInterview, idx: int, lang: str) -> None:
    from ..engine import get_pack

    item: ExerciseItem = run.items[idx]
    ex = get_pack(run.pack).get(item.exercise_id)
    term.say(f"{item.title.get(lang)} — {ex.meta.summary.get(lang)}")
    term.say(ex.prompt(lang).strip())
    while True:
        path = term.ask(t("cli_exercise", lang, function=ex.function, stub=ex.stub_path)).strip()
        if not path or path.lower() in SKIP:
            run.skip(idx)
            term.say(t("cli_skipped", lang))
            return
        if path.lower() in QUIT:
            raise _Quit
        try:
            with open(path, "rb") as fh:
                source = fh.read()
        except OSError as exc:
            term.say("  " + t("cli_cannot_read", lang, path=path, err=exc.strerror or exc))
            continue
        report = run.submit_exercise(source, lang, index=idx)
        term.say(report.to_text())
        return


def _run(term: Terminal, quiz: Quiz, run: QuizRun, lang: str) -> None:
    n = len(run.items)
    try:
        while not run.done:
            idx = run.current_index
            if idx is None:
                break
            term.say()
            term.say(_header(quiz, run.items[idx], idx, n, lang, run))
            if isinstance(run.items[idx], ExerciseItem):
                _ask_exercise(term, run, idx, lang)
            else:
                _ask_question(term, quiz, run, idx, lang)
        if run.time_up():
            term.say(t("time_up", lang))
    except (_Quit, KeyboardInterrupt):
        term.say()
        term.say(t("cli_bye", lang))
    run.finish()


def _record_answers(quiz: Quiz, args: argparse.Namespace) -> int:
    """A student copy: ask, read each answer with the labels shown, record it; no verdicts (no keys)."""
    import random
    from pathlib import Path

    from ..cli import UsageError
    from .answer_file import AnswerFile, AnswerFileError, default_path, load_answer_file, record, save_answer_file
    from .loader import _manifest_of

    lang = args.lang
    out = sys.stderr if args.json else sys.stdout
    root, manifest = _manifest_of(args.pack)
    path = Path(args.answers) if args.answers else default_path(root)
    if path.exists():
        try:
            af = load_answer_file(path)
        except AnswerFileError as exc:
            raise UsageError(f"{path}: {exc}; move it away to start again") from None
    else:
        af = AnswerFile(pack=manifest.id, version=manifest.version)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    pool = [it for it in quiz.questions(topics=args.topic, kinds=args.kind) if it.id not in af.answers]
    if args.count is not None:
        pool = pool[:args.count]
    term = Terminal(sys.stdin, out)
    if not pool and af.answers:
        term.say(t("cli_record_all_done", lang, path=path))
    else:
        term.say(t("cli_record_intro", lang, n=len(pool), path=path))
    recorded = 0
    try:
        for i, it in enumerate(pool):
            q = it.question
            inst = quiz.instantiate(it.id, seed)
            term.say()
            term.say("[" + " · ".join([t("question_n", lang, i=i + 1, n=len(pool)), quiz.topic_label(it.topic, lang),
                                       t("kind_" + it.kind, lang)]) + "]")
            term.say(render_prompt(q, inst, lang))
            for label, _, text in displayed(q, inst):
                term.say(f"  {label}. {text.get(lang)}")
            if q.kind == "numeric" and q.unit:
                term.say(f"  ({_label('unit', lang)}{q.unit.get(lang)})")
            if q.kind == "explain":
                typed = term.ask_lines(t("cli_explain", lang))
                if typed.strip().lower() in SKIP or not typed.strip():
                    term.say(t("cli_skipped", lang))
                    continue
            else:
                prompt = {"single_choice": t("cli_single", lang), "multiple_choice": t("cli_multiple", lang),
                          "ordering": t("cli_ordering", lang)}.get(q.kind)
                if q.kind == "numeric":
                    prompt = t("cli_numeric", lang) if q.size == 1 else t("cli_numeric_n", lang, n=q.size)
                while True:
                    typed = term.ask(prompt).strip()
                    if typed.lower() in QUIT:
                        raise _Quit
                    if typed.lower() in SKIP:
                        break
                    try:
                        parse_answer(quiz, inst, typed, lang)  # the form only: a letter that exists, numbers …
                        break
                    except AnswerFormatError as exc:
                        term.say(f"  {exc}")
                        prompt = t("cli_try_again", lang)
                if typed.lower() in SKIP:
                    term.say(t("cli_skipped", lang))
                    continue
            record(af, inst, typed, lang)
            save_answer_file(path, af)  # after every answer: quitting never loses one
            recorded += 1
            term.say(t("cli_recorded", lang))
    except (_Quit, KeyboardInterrupt):
        term.say()
        term.say(t("cli_bye", lang))
    summary = {"mode": "record", "answers_file": str(path), "recorded_now": recorded,
               "answered": len(af.answers), "questions": len(quiz)}
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        term.say()
        term.say(t("cli_record_summary", lang, k=recorded, answered=len(af.answers), n=len(quiz), path=path))
    return 0


def cmd_quiz(args: argparse.Namespace) -> int:
    from ..cli import UsageError

    quiz = load_quiz(args.pack)
    lang = args.lang
    if args.list:
        rows = quiz.list_rows()
        if args.topic:
            rows = [r for r in rows if r["topic"] in args.topic]
        if args.kind:
            rows = [r for r in rows if r["kind"] in args.kind]
        if args.json:
            print(json.dumps(rows, ensure_ascii=False))
        else:
            for r in rows:
                q = quiz.get(r["id"]).question
                print(f"{r['id']:<34} {t('kind_' + r['kind'], lang):<12} {quiz.topic_label(r['topic'], lang):<28} "
                      f"{' '.join(q.prompt.get(lang).split())[:60]}")
            print(t("ui_questions_available", lang, n=len(rows)))
        return 0
    if args.count is not None and args.count < 1:
        raise UsageError("--count must be at least 1")
    if not quiz.has_keys:
        if args.mock:
            raise UsageError(t("cli_no_keys", "en"))
        return _record_answers(quiz, args)
    for topic in args.topic or []:
        if topic not in quiz.topic_ids():
            raise UsageError(f"unknown topic {topic!r}; known: {', '.join(quiz.topic_ids())}")
    out = sys.stderr if args.json else sys.stdout
    term = Terminal(sys.stdin, out)
    if args.mock:
        run: QuizRun = MockInterview.create(quiz, args.pack, n_questions=args.count if args.count is not None else 6,
                                            n_exercises=args.exercises, minutes=args.minutes, seed=args.seed,
                                            topics=args.topic)
        term.say(t("mock_intro", lang, nq=sum(1 for i in run.items if i.item_type == "question"),
                   ne=sum(1 for i in run.items if i.item_type == "exercise"), minutes=f"{args.minutes:g}"))
    else:
        run = QuizRun.create(quiz, count=args.count if args.count is not None else DEFAULT_COUNT, seed=args.seed,
                             topics=args.topic, kinds=args.kind)
        if not run.items:
            raise UsageError(t("cli_no_questions", "en"))
        term.say(t("cli_intro", lang, n=len(run.items)))
    _run(term, quiz, run, lang)
    summary = run.summary(quiz, lang)
    if args.json:
        data: dict[str, Any] = {"seed": run.seed, "mode": "mock" if args.mock else "quiz", **summary.to_dict()}
        print(json.dumps(data, ensure_ascii=False))
    else:
        term.say()
        term.say(summary.to_text(lang))
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("quiz", help="the concept quiz in the terminal (or --list its questions)",
                              description="Interactive quiz on the attention mechanism, in English or Chinese. "
                                          "Answers: a letter, letters, numbers, item numbers in order, or text "
                                          "ended by an empty line; 's' skips, 'q' quits.")
    p.add_argument("--pack", help="pack folder (default: the built-in pack)")
    p.add_argument("--lang", choices=["en", "zh"], default="en", help="language of questions and feedback")
    p.add_argument("--list", action="store_true", help="list the questions instead of asking them")
    p.add_argument("--json", action="store_true",
                   help="with --list: the list as JSON; otherwise: the final summary as JSON on stdout")
    p.add_argument("--count", type=int, help=f"number of questions (default {DEFAULT_COUNT}; 6 with --mock; "
                                             "in a student copy: every question not answered yet)")
    p.add_argument("--answers", help="student copy: the file the answers are recorded to "
                                     "(default: quiz_answers.json next to pack.yaml)")
    p.add_argument("--seed", type=int, help="seed for the choice of questions, their order and parameters")
    p.add_argument("--topic", action="append", metavar="TOPIC", help="only this topic (repeatable)")
    p.add_argument("--kind", action="append", choices=list(KINDS), help="only this kind of question (repeatable)")
    p.add_argument("--mock", action="store_true", help="timed mock interview: questions and coding exercises")
    p.add_argument("--minutes", type=float, default=20.0, help="time limit of the mock interview (default 20)")
    p.add_argument("--exercises", type=int, default=1, help="coding exercises in the mock interview (default 1)")
    p.set_defaults(func=cmd_quiz)


__all__ = ["register", "cmd_quiz"]
