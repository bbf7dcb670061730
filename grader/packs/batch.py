"""``grade-batch``: grade a whole class — ``SUBMISSIONS_DIR/<student>/<exercise>.py``.

Pipeline, each step handing a typed value to the next::

    discover(SUBMISSIONS_DIR, pack) -> list[Submission]      who handed in what (missing, unreadable …)
    grade_all(submissions, pack, jobs) -> list[Outcome]       grade() per file, `jobs` at a time
    Gradebook.build(pack, outcomes) -> Gradebook              students × exercises, summary per exercise
    write_outputs(gradebook, OUT_DIR)                          the files below

Outputs in ``OUT_DIR``::

    gradebook.csv        one row per student: total, then score / verdict / diagnosis per exercise,
                         then quiz answered / correct / score / total (packs with a quiz)
    gradebook.json       the same, with passed/total per exercise and the summary
    feedback/<student>.md   per exercise: verdict, score, diagnosis messages, every case's verdict
    summary.md           per exercise: verdicts and the most common known mistakes — what to teach again
    misconceptions.csv   students × misconceptions: how many submissions revealed each (misconceptions_report)
    misconceptions.html  the class summary as a heatmap of that table, self-contained (opens offline)
    run-log.json         timings (total and per submission), jobs, sandbox — the only file with times

Quiz: a student copy records the quiz answers to ``quiz_answers.json``; handed in as
``SUBMISSIONS_DIR/<student>/quiz_answers.json`` it is graded with the pack's keys
(:func:`grader.quiz.answer_file.grade_answers`). No file: the quiz columns say 0 answered.

Every data file is deterministic: students sorted by name, exercises in pack order, mistakes by
count then name, no times or dates. A missing, unreadable or broken submission is a row with its
verdict (``missing``, ``unreadable``, ``syntax_error`` …), never a crash.

Parallelism: a thread pool over :func:`grader.engine.grade`. Each grade spends its time waiting
for the submission's own sandboxed process, so threads give real parallelism without pickling the
pack; the hidden material is loaded and every case prepared once, before the pool starts.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine import get_pack, grade, prepare_cases
from ..messages import verdict_label
from ..pack import Pack, PackError
from ..queue import broker_url_from_env, grade_queued
from ..reference import load_hidden

QUIZ_ANSWERS = "quiz_answers.json"  # grader.quiz.answer_file.ANSWERS_FILE
MAX_READ_BYTES = 1 << 20  # larger files are cut here; grade() refuses anything over its source limit anyway
NOT_GRADED = ("missing", "unreadable", "grader_error", "rate_limited")
GRADEBOOK_FORMAT = 1


class BatchError(Exception):
    """The batch could not start (bad folders, broken pack); ``lines`` say why."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        super().__init__("\n".join(lines))


# ------------------------------------------------------------------ 1. discover


@dataclass(frozen=True)
class Submission:
    student: str
    exercise: str
    path: Path | None  # None when missing
    problem: str = ""  # why it cannot be graded ("" when it can)


def _students(sub_dir: Path) -> list[str]:
    return sorted(p.name for p in sub_dir.iterdir()
                  if p.is_dir() and not p.is_symlink() and not p.name.startswith((".", "__")))


def discover(sub_dir: Path, pack: Pack) -> tuple[list[Submission], list[str]]:
    """(one Submission per student × exercise, files that were ignored)."""
    subs: list[Submission] = []
    ignored: list[str] = []
    exercises = list(pack.manifest.exercises)
    for p in sorted(sub_dir.iterdir()):
        if not p.is_dir() and not p.name.startswith("."):
            ignored.append(f"{p.name}: not a student folder")
    for student in _students(sub_dir):
        folder = sub_dir / student
        for p in sorted(folder.iterdir()):
            if p.name.startswith(".") or p.name == "__pycache__" or p.name == QUIZ_ANSWERS:
                continue
            if p.suffix != ".py" or p.stem not in exercises:
                ignored.append(f"{student}/{p.name}: not an exercise of the pack")
        for ex in exercises:
            path = folder / f"{ex}.py"
            if path.is_symlink():
                subs.append(Submission(student, ex, path, "the file is a symbolic link, not a file of its own"))
            elif not path.exists():
                subs.append(Submission(student, ex, None, f"no file {ex}.py"))
            elif not path.is_file():
                subs.append(Submission(student, ex, path, f"{ex}.py is not a regular file"))
            else:
                subs.append(Submission(student, ex, path))
    return subs, ignored


# ------------------------------------------------------------------ 2. grade


@dataclass
class CaseLine:
    name: str
    visibility: str
    verdict: str
    message: str
    diagnosis: str | None


@dataclass
class Outcome:
    student: str
    exercise: str
    verdict: str
    score: float
    passed: int = 0
    total: int = 0
    diagnosis: list[str] = field(default_factory=list)
    feedback: list[tuple[str, str]] = field(default_factory=list)  # (mistake, message)
    cases: list[CaseLine] = field(default_factory=list)
    note: str = ""  # why it was not graded
    wall_s: float = 0.0  # run log only


def grade_one(sub: Submission, pack: Pack, lang: str) -> Outcome:
    t0 = time.perf_counter()
    if sub.path is None:
        return Outcome(sub.student, sub.exercise, "missing", 0.0, note=sub.problem)
    if sub.problem:
        return Outcome(sub.student, sub.exercise, "unreadable", 0.0, note=sub.problem)
    try:
        with open(sub.path, "rb") as f:
            source = f.read(MAX_READ_BYTES + 1)
    except OSError as exc:
        return Outcome(sub.student, sub.exercise, "unreadable", 0.0, note=f"cannot read: {exc.strerror or exc}")
    try:
        if broker_url_from_env():  # DOJO_BROKER_URL: the workers grade (grader/queue.py)
            report = grade_queued(sub.exercise, source, pack=pack, lang=lang)
        else:
            report = grade(sub.exercise, source, pack=pack, lang=lang, filename=sub.path.name)
    except Exception as exc:  # a bug of ours: the batch goes on, the row says what happened
        return Outcome(sub.student, sub.exercise, "grader_error", 0.0, note=f"{type(exc).__name__}: {exc}",
                       wall_s=time.perf_counter() - t0)
    return Outcome(
        sub.student, sub.exercise, report.verdict, float(report.score), report.passed, report.total,
        diagnosis=list(report.diagnosis), feedback=[(f.mistake, f.message) for f in report.feedback],
        cases=[CaseLine(c.name, c.visibility, c.verdict, c.message, c.diagnosis) for c in report.cases],
        wall_s=time.perf_counter() - t0)


class _Progress:
    """tqdm on stderr when available, else a plain counter line; nothing when disabled."""

    def __init__(self, total: int, enabled: bool):
        self.total, self.done, self.enabled, self.bar = total, 0, enabled, None
        if enabled:
            try:
                from tqdm import tqdm

                self.bar = tqdm(total=total, file=sys.stderr, unit="file", desc="grading", dynamic_ncols=True)
            except ImportError:
                self.bar = None

    def update(self, label: str) -> None:
        self.done += 1
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.set_postfix_str(label[:40], refresh=False)
            self.bar.update(1)
        else:
            print(f"\rgrading {self.done}/{self.total}", end="" if self.done < self.total else "\n",
                  file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


class StudentLimits:
    """Rate limits per student (docs/sandbox.md: the verdict per hidden case and the total time are
    covert channels; a cap on gradings and on grading time bounds what one student can send).

    ``max_gradings``: files graded per student (None: no cap); ``budget_s``: grading wall time per
    student, after which that student's remaining files are not graded. A file over a limit is a
    ``rate_limited`` row with the reason, never silently dropped.
    """

    def __init__(self, max_gradings: int | None = None, budget_s: float | None = None):
        self.max_gradings, self.budget_s = max_gradings, budget_s
        self._count: dict[str, int] = {}
        self._spent: dict[str, float] = {}
        self._lock = threading.Lock()

    def reserve(self, student: str) -> str | None:
        """Count one grading for ``student`` (called in file order: which files are over the cap is
        deterministic); the reason when the student is over it."""
        with self._lock:
            if self.max_gradings is not None and self._count.get(student, 0) >= self.max_gradings:
                return f"over the limit of {self.max_gradings} gradings per student (--max-per-student)"
            self._count[student] = self._count.get(student, 0) + 1
            return None

    def over_budget(self, student: str) -> str | None:
        with self._lock:
            if self.budget_s is not None and self._spent.get(student, 0.0) >= self.budget_s:
                return f"the student's grading time budget of {self.budget_s:g} s is used up (--student-time-budget)"
            return None

    def spend(self, student: str, seconds: float) -> None:
        with self._lock:
            self._spent[student] = self._spent.get(student, 0.0) + seconds


def _grade_limited(sub: Submission, pack: Pack, lang: str, limits: StudentLimits | None,
                   over_cap: str | None) -> Outcome:
    if limits is not None and sub.path is not None and not sub.problem:
        why = over_cap or limits.over_budget(sub.student)
        if why:
            return Outcome(sub.student, sub.exercise, "rate_limited", 0.0, note=why)
    out = grade_one(sub, pack, lang)
    if limits is not None:
        limits.spend(sub.student, out.wall_s)
    return out


def grade_all(subs: list[Submission], pack: Pack, *, jobs: int = 2, lang: str = "en",
              progress: bool = True, student_limits: StudentLimits | None = None) -> list[Outcome]:
    """Grade every submission, ``jobs`` at a time; the result is in the order of ``subs``."""
    results: dict[int, Outcome] = {}
    over_cap = {i: student_limits.reserve(s.student) for i, s in enumerate(subs)
                if s.path is not None and not s.problem} if student_limits is not None else {}
    bar = _Progress(len(subs), progress)
    try:
        with ThreadPoolExecutor(max_workers=max(1, jobs), thread_name_prefix="grade") as pool:
            futures = {pool.submit(_grade_limited, s, pack, lang, student_limits, over_cap.get(i)): i for i, s in enumerate(subs)}
            for fut in as_completed(futures):
                i = futures[fut]
                try:
                    results[i] = fut.result()
                except Exception as exc:  # grade_one already catches; belt and braces
                    s = subs[i]
                    results[i] = Outcome(s.student, s.exercise, "grader_error", 0.0, note=f"{type(exc).__name__}: {exc}")
                bar.update(f"{subs[i].student}/{subs[i].exercise}")
    finally:
        bar.close()
    return [results[i] for i in range(len(subs))]


def grade_quizzes(pack: Pack, sub_dir: Path, students: list[str], lang: str) -> dict[str, Any] | None:
    """student -> QuizGrade from ``<student>/quiz_answers.json`` (None when the pack has no quiz)."""
    if not pack.manifest.quiz:
        return None
    from ..quiz import load_quiz
    from ..quiz.answer_file import AnswerFileError, grade_answers, load_answer_file

    quiz = load_quiz(pack)
    out: dict[str, Any] = {}
    for student in students:
        path = sub_dir / student / QUIZ_ANSWERS
        af, problem = None, ""
        if path.is_symlink() or (path.exists() and not path.is_file()):
            problem = f"{QUIZ_ANSWERS} is not a regular file"
        elif path.exists():
            try:
                af = load_answer_file(path)
            except AnswerFileError as exc:
                problem = str(exc)
        try:
            out[student] = grade_answers(quiz, af, lang)
        except Exception as exc:  # a bug of ours: the batch goes on, the student's quiz says so
            out[student] = grade_answers(quiz, None, lang)
            problem = f"grader error: {type(exc).__name__}"
        if problem:
            out[student].problems.insert(0, problem)
    return out


# ------------------------------------------------------------------ 3. the gradebook


def _r(x: float) -> float:
    return round(float(x), 4)


@dataclass
class Gradebook:
    pack: Pack
    lang: str
    students: list[str]
    exercises: list[str]
    cells: dict[tuple[str, str], Outcome]
    quiz: dict[str, Any] | None = None  # student -> grader.quiz.answer_file.QuizGrade; None: the pack has no quiz

    @classmethod
    def build(cls, pack: Pack, outcomes: list[Outcome], lang: str = "en",
              quiz: dict[str, Any] | None = None) -> "Gradebook":
        students = sorted({o.student for o in outcomes})
        return cls(pack, lang, students, list(pack.manifest.exercises),
                   {(o.student, o.exercise): o for o in outcomes}, quiz)

    def quiz_cell(self, student: str) -> dict[str, Any]:
        g = self.quiz[student]
        cell: dict[str, Any] = {"answered": g.answered, "correct": g.correct, "score": _r(g.score),
                                "total": g.total, "to_read": g.to_read}
        if g.problems:
            cell["problems"] = list(g.problems)
        return cell

    def total(self, student: str) -> float:
        return _r(sum(self.cells[(student, e)].score for e in self.exercises))

    def accepted(self, student: str) -> int:
        return sum(1 for e in self.exercises if self.cells[(student, e)].verdict == "accepted")

    def mistake_message(self, exercise: str, name: str) -> str:
        try:
            m = load_hidden(self.pack, self.pack.get(exercise)).mistake(name)
        except (PackError, KeyError):
            m = None
        return m.spec.message.get(self.lang) if m is not None else ""

    def summary(self) -> dict[str, Any]:
        """Per exercise: how many submitted / accepted, verdict counts, most common mistakes."""
        out: dict[str, Any] = {}
        for ex in self.exercises:
            cells = [self.cells[(s, ex)] for s in self.students]
            graded = [c for c in cells if c.verdict not in NOT_GRADED]
            verdicts: dict[str, int] = {}
            for c in cells:
                verdicts[c.verdict] = verdicts.get(c.verdict, 0) + 1
            mistakes: dict[str, int] = {}
            for c in graded:
                for m in c.diagnosis:
                    mistakes[m] = mistakes.get(m, 0) + 1
            out[ex] = {
                "students": len(cells),
                "submitted": sum(1 for c in cells if c.verdict not in ("missing",)),
                "accepted": verdicts.get("accepted", 0),
                "mean_score": _r(statistics.fmean([c.score for c in graded])) if graded else 0.0,
                "verdicts": dict(sorted(verdicts.items(), key=lambda kv: (-kv[1], kv[0]))),
                "mistakes": [{"name": n, "students": k, "message": self.mistake_message(ex, n)}
                             for n, k in sorted(mistakes.items(), key=lambda kv: (-kv[1], kv[0]))],
            }
        return out

    def to_json(self) -> dict[str, Any]:
        m = self.pack.manifest
        rows = []
        for s in self.students:
            results = {}
            for e in self.exercises:
                c = self.cells[(s, e)]
                cell: dict[str, Any] = {"verdict": c.verdict, "score": _r(c.score), "passed": c.passed,
                                        "total": c.total, "diagnosis": list(c.diagnosis)}
                if c.note:
                    cell["note"] = c.note
                results[e] = cell
            row = {"student": s, "total_score": self.total(s), "accepted": self.accepted(s), "results": results}
            if self.quiz is not None:
                row["quiz"] = self.quiz_cell(s)
            rows.append(row)
        return {"format": GRADEBOOK_FORMAT, "pack": {"id": m.id, "version": m.version, "title": m.title.get(self.lang)},
                "exercises": self.exercises, "students": rows, "summary": self.summary()}

    def to_csv(self) -> str:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        header = ["student", "total_score", "accepted"]
        for e in self.exercises:
            header += [f"{e}:score", f"{e}:verdict", f"{e}:diagnosis"]
        if self.quiz is not None:
            header += ["quiz:answered", "quiz:correct", "quiz:score", "quiz:total"]
        w.writerow(header)
        for s in self.students:
            # a name like "=1+1" must not become a spreadsheet formula
            shown = "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s
            row: list[Any] = [shown, f"{self.total(s):g}", self.accepted(s)]
            for e in self.exercises:
                c = self.cells[(s, e)]
                row += [f"{_r(c.score):g}", c.verdict, ";".join(c.diagnosis)]
            if self.quiz is not None:
                q = self.quiz_cell(s)
                row += [q["answered"], q["correct"], f"{q['score']:g}", q["total"]]
            w.writerow(row)
        return buf.getvalue()

    # -------------------------------------------------------------- markdown

    def feedback_md(self, student: str) -> str:
        lang, pack = self.lang, self.pack
        zh = lang == "zh"
        n = len(self.exercises)
        lines = [f"# {'反馈' if zh else 'Feedback'} — {_md(student)}", "",
                 f"{pack.manifest.title.get(lang)} ({pack.id} {pack.manifest.version})", "",
                 (f"通过 {self.accepted(student)}/{n} 道练习，总分 {self.total(student):g}/{n}。" if zh else
                  f"Accepted {self.accepted(student)} of {n} exercises; total score {self.total(student):g} of {n}."), ""]
        for e in self.exercises:
            c = self.cells[(student, e)]
            title = pack.get(e).meta.title.get(lang)
            label = _label(c.verdict, lang)
            lines.append(f"## {title} (`{e}`) — {label}")
            lines.append("")
            if c.verdict in NOT_GRADED:
                lines += [_md(c.note), ""]
                continue
            lines.append((f"得分 {_r(c.score):g}，通过 {c.passed}/{c.total} 个用例。" if zh else
                          f"Score {_r(c.score):g} — {c.passed} of {c.total} cases passed."))
            lines.append("")
            for mistake, message in c.feedback:
                lines.append(f"> **{mistake}** — {_md(message)}")
                lines.append("")
            lines.append("| case | | verdict | message | diagnosis |" if not zh else "| 用例 | | 结果 | 说明 | 诊断 |")
            lines.append("|---|---|---|---|---|")
            for cl in c.cases:
                vis = ("公开" if cl.visibility == "public" else "隐藏") if zh else cl.visibility
                msg = "" if cl.verdict == "accepted" else _md(cl.message)
                lines.append(f"| `{cl.name}` | {vis} | {_label(cl.verdict, lang)} | {msg} | {cl.diagnosis or ''} |")
            lines.append("")
        if self.quiz is not None:
            lines += self._quiz_feedback_md(student)
        return "\n".join(lines).rstrip() + "\n"

    def _quiz_feedback_md(self, student: str) -> list[str]:
        zh = self.lang == "zh"
        g = self.quiz[student]
        lines = [f"## {'测验' if zh else 'Quiz'}", "",
                 (f"已答 {g.answered}/{g.total} 题，答对 {g.correct} 题，得分 {g.score:g}。" if zh else
                  f"Answered {g.answered} of {g.total} question{'' if g.total == 1 else 's'}; {g.correct} correct; "
                  f"score {g.score:g}."), ""]
        if g.answered == 0 and not g.problems:
            lines += [("没有收到 quiz_answers.json。" if zh else f"No {QUIZ_ANSWERS} was handed in."), ""]
        for prob in g.problems:
            lines += [f"- {_md(prob)}"]
        if g.problems:
            lines.append("")
        if g.rows:
            lines.append("| question | | your answer | answer |" if not zh else "| 题目 | | 你的答案 | 答案 |")
            lines.append("|---|---|---|---|")
            marks = {"correct": "✓", "partly": "~", "wrong": "✗", "unreadable": "?", "to_read": "…"}
            for r in g.rows:
                expected = {"to_read": "老师阅读" if zh else "read by your instructor",
                            "unreadable": r.note}.get(r.status, r.expected if r.status != "correct" else "")
                lines.append(f"| `{r.question_id}` | {marks[r.status]} | {_md(r.typed)[:300]} | {_md(expected)} |")
            lines.append("")
        return lines

    def summary_md(self) -> str:
        zh = self.lang == "zh"
        summary = self.summary()
        lines = [f"# {'班级小结' if zh else 'Class summary'} — {self.pack.manifest.title.get(self.lang)}", "",
                 (f"{len(self.students)} 名学生 × {len(self.exercises)} 道练习。" if zh else
                  f"{len(self.students)} students × {len(self.exercises)} exercises."), ""]
        teach = [(m["students"], ex, m) for ex in self.exercises for m in summary[ex]["mistakes"]]
        teach.sort(key=lambda t: (-t[0], self.exercises.index(t[1]), t[2]["name"]))
        lines += [f"## {'需要重讲的内容' if zh else 'What to teach again'}", ""]
        if not teach:
            lines += ["—", ""]
        for k, ex, m in teach:
            lines.append(f"- **{ex} / {m['name']}** — {k} {'名学生' if zh else 'student' + ('s' if k != 1 else '')}: "
                         f"{_md(m['message'])}")
        lines.append("")
        for ex in self.exercises:
            s = summary[ex]
            lines += [f"## `{ex}` — {self.pack.get(ex).meta.title.get(self.lang)}", ""]
            lines.append((f"提交 {s['submitted']}/{s['students']}，通过 {s['accepted']}，平均分 {s['mean_score']:g}。" if zh else
                          f"Submitted {s['submitted']}/{s['students']}, accepted {s['accepted']}, "
                          f"mean score {s['mean_score']:g}."))
            lines.append("")
            lines.append(", ".join(f"{_label(v, self.lang)}: {k}" for v, k in s["verdicts"].items()))
            lines.append("")
            if s["mistakes"]:
                lines.append("| mistake | students | message |" if not zh else "| 错误 | 学生数 | 说明 |")
                lines.append("|---|---|---|")
                for m in s["mistakes"]:
                    lines.append(f"| `{m['name']}` | {m['students']} | {_md(m['message'])} |")
                lines.append("")
        return "\n".join(lines).rstrip() + "\n"


_EXTRA_LABELS = {"missing": ("Missing", "未提交"), "unreadable": ("Unreadable", "无法读取"),
                 "grader_error": ("Grader error", "评分器错误"), "rate_limited": ("Not graded (limit)", "未评分（超出限额）")}


def _label(verdict: str, lang: str) -> str:
    if verdict in _EXTRA_LABELS:
        en, zh = _EXTRA_LABELS[verdict]
        return zh if lang == "zh" else en
    return verdict_label(verdict, lang)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]#|~>])")  # with [ ] escaped, no link or image can form


def _md(text: str) -> str:
    """Text a student or a pack chose, as one inert markdown line: no newlines, no HTML, and every
    character markdown would act on (links, images, emphasis, code, headings, tables) escaped."""
    text = " ".join(str(text).split())
    text = text.replace("&", "&amp;").replace("<", "&lt;")
    return _MD_SPECIAL.sub(r"\\\1", text)


_SAFE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$")


def feedback_filename(student: str) -> str:
    """The student's name when it is a safe file name, else a slug plus a short hash (stable)."""
    if _SAFE.match(student):
        return f"{student}.md"
    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", student).strip("._")[:60] or "student"
    # a folder name that is not UTF-8 (GBK from a Windows zip) arrives with surrogate escapes
    return f"{slug}-{hashlib.sha256(student.encode('utf-8', 'surrogateescape')).hexdigest()[:8]}.md"


# ------------------------------------------------------------------ 4. write


def write_outputs(book: Gradebook, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    fb = out / "feedback"
    fb.mkdir(exist_ok=True)
    wanted = {feedback_filename(s): s for s in book.students}
    for old in fb.glob("*.md"):  # feedback of students no longer in the class (a previous run)
        if old.name not in wanted:
            old.unlink()
    written = []

    def put(path: Path, text: str) -> None:
        path.write_text(text, encoding="utf-8", errors="surrogateescape", newline="\n")
        written.append(path)

    put(out / "gradebook.json", json.dumps(book.to_json(), ensure_ascii=False, indent=2) + "\n")
    put(out / "gradebook.csv", book.to_csv())
    put(out / "summary.md", book.summary_md())
    for name, student in sorted(wanted.items()):
        put(fb / name, book.feedback_md(student))
    from .misconceptions_report import write_misconceptions  # misconceptions.csv + .html (heatmap)

    written += write_misconceptions(book, out)
    return written


# ------------------------------------------------------------------ the whole batch


@dataclass
class BatchResult:
    out_dir: Path
    students: list[str]
    exercises: list[str]
    graded: int
    missing: int
    total_s: float
    per_submission_s: list[float]
    files: list[Path]


def grade_batch(pack_dir: str | Path, submissions_dir: str | Path, out_dir: str | Path, *, jobs: int = 2,
                lang: str = "en", progress: bool = True, max_per_student: int | None = None,
                student_time_budget_s: float | None = None) -> BatchResult:
    """Grade ``SUBMISSIONS_DIR/<student>/<exercise>.py`` for every student and exercise of the pack.

    Raises:
        BatchError: the folders are unusable or the pack is broken (nothing is graded then).
    """
    started = datetime.now(timezone.utc)
    t0 = time.perf_counter()
    sub_dir, out = Path(submissions_dir).resolve(), Path(out_dir).resolve()
    if not sub_dir.is_dir():
        raise BatchError([f"error: {sub_dir} is not a folder"])
    if jobs < 1:
        raise BatchError([f"error: --jobs must be at least 1, got {jobs}"])
    if max_per_student is not None and max_per_student < 0:
        raise BatchError([f"error: --max-per-student must be 0 or more, got {max_per_student}"])
    if student_time_budget_s is not None and not student_time_budget_s > 0:
        raise BatchError([f"error: --student-time-budget must be a positive number of seconds, got {student_time_budget_s}"])
    if out == sub_dir or sub_dir in out.parents:
        raise BatchError([f"error: the output folder {out} must not be inside the submissions folder"])
    try:
        pack = get_pack(pack_dir)
        if not pack.has_solutions:
            raise BatchError([f"error: {pack.root} has no solutions/: grade-batch needs the instructor's pack, "
                              "not a released copy"])
        for ex in pack.ordered():  # load the hidden material and build every case once, up front
            load_hidden(pack, ex)
            prepare_cases(pack, ex, "all")
    except PackError as exc:
        raise BatchError(["error: the pack is broken:"] + [f"  {p}" for p in exc.problems]) from None

    subs, ignored = discover(sub_dir, pack)
    if not subs:
        raise BatchError([f"error: no student folders in {sub_dir} (expected {sub_dir}/<student>/<exercise>.py)"])
    t_grade = time.perf_counter()
    limits = StudentLimits(max_per_student, student_time_budget_s) \
        if max_per_student is not None or student_time_budget_s is not None else None
    outcomes = grade_all(subs, pack, jobs=jobs, lang=lang, progress=progress, student_limits=limits)
    grading_s = time.perf_counter() - t_grade
    book = Gradebook.build(pack, outcomes, lang, quiz=grade_quizzes(pack, sub_dir, sorted({s.student for s in subs}), lang))
    files = write_outputs(book, out)
    total_s = time.perf_counter() - t0

    graded = [o for o in outcomes if o.verdict not in NOT_GRADED]
    times = [o.wall_s for o in graded]
    log = {
        "started": started.isoformat(timespec="seconds"),
        "finished": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "pack": pack.id, "submissions_dir": str(sub_dir), "jobs": jobs, "lang": lang,
        "total_s": round(total_s, 3), "grading_s": round(grading_s, 3),
        "graded": len(graded), "not_graded": len(outcomes) - len(graded),
        "per_submission_s": {"mean": round(statistics.fmean(times), 3) if times else 0.0,
                             "median": round(statistics.median(times), 3) if times else 0.0,
                             "max": round(max(times), 3) if times else 0.0,
                             "throughput": round(grading_s / len(outcomes), 3) if outcomes else 0.0},
        "submissions": [{"student": o.student, "exercise": o.exercise, "verdict": o.verdict,
                         "wall_s": round(o.wall_s, 3)} for o in outcomes],
        "ignored": ignored,
    }
    (out / "run-log.json").write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8",
                                      errors="surrogateescape")
    files.append(out / "run-log.json")
    return BatchResult(out_dir=out, students=book.students, exercises=book.exercises, graded=len(graded),
                       missing=sum(1 for o in outcomes if o.verdict == "missing"), total_s=total_s,
                       per_submission_s=times, files=files)


__all__ = ["grade_batch", "discover", "grade_all", "grade_one", "Gradebook", "write_outputs", "BatchResult",
           "BatchError", "Submission", "Outcome", "feedback_filename", "grade_quizzes"]
