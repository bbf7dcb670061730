"""The quiz of a student copy: answers are recorded to a file, graded later with the instructor's keys.

A released pack has no answer keys (they stay in the instructor's ``solutions/quiz/``), so its
quiz cannot say right or wrong. ``python -m grader quiz`` there records what the student typed to
``quiz_answers.json`` (next to ``pack.yaml``); the student hands it in with the exercise files
(``SUBMISSIONS_DIR/<student>/quiz_answers.json``) and ``grade-batch`` grades it with the keys.

The file (format 1)::

    {"format": 1, "pack": "p", "version": "0.1.0",
     "answers": {"<question id>": {"seed": 7, "order": ["b", "a", "c"], "typed": "B", "lang": "en"}}}

``seed`` and ``order`` say which attempt the student saw (drawn parameters, displayed order of the
choices); ``typed`` is the answer as typed. When grading, parameters are drawn again from the seed
by trusted code, the order is used only when it is a permutation of the question's own choices, and
the typed text is read with the labels the student saw — the file holds no verdict to trust.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .checking import AnswerFormatError, check, parse_answer
from .render import Instance
from .schema import ExplainQuestion

ANSWERS_FILE = "quiz_answers.json"
MAX_ANSWER_FILE_BYTES = 1 << 20
MAX_TYPED_CHARS = 4000


class AnswerFileError(ValueError):
    """The answer file cannot be read; the message names the file and the field."""


class RecordedAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seed: int = Field(ge=0, lt=1 << 31)
    order: list[str] = Field(default_factory=list, max_length=64)
    typed: str = Field(max_length=MAX_TYPED_CHARS)
    lang: Literal["en", "zh"] = "en"


class AnswerFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal[1] = 1
    pack: str = Field(max_length=200)
    version: str = Field(default="", max_length=100)
    answers: dict[str, RecordedAnswer] = Field(default_factory=dict, max_length=2000)


def default_path(quiz_root: Path) -> Path:
    return Path(quiz_root) / ANSWERS_FILE


def load_answer_file(path: str | Path) -> AnswerFile:
    """Read and check an answer file.

    Raises:
        AnswerFileError: too large, not JSON, or a field of the wrong shape (named in the message).
    """
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_ANSWER_FILE_BYTES + 1)
    except OSError as exc:
        raise AnswerFileError(f"{path.name}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_ANSWER_FILE_BYTES:
        raise AnswerFileError(f"{path.name}: larger than {MAX_ANSWER_FILE_BYTES // 1024} KiB")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise AnswerFileError(f"{path.name}: not a JSON file ({type(exc).__name__})") from None
    try:
        return AnswerFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"]) or "(top level)"
        raise AnswerFileError(f"{path.name}: {where}: {err['msg']}") from None


def save_answer_file(path: str | Path, af: AnswerFile) -> None:
    """Write atomically (a crash mid-write never loses the answers recorded before)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(af.model_dump(), fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def record(af: AnswerFile, instance: Instance, typed: str, lang: str) -> None:
    af.answers[instance.question_id] = RecordedAnswer(seed=instance.seed, order=list(instance.order),
                                                      typed=typed[:MAX_TYPED_CHARS], lang=lang)


# ---------------------------------------------------------------- grading (instructor side)


@dataclass(frozen=True)
class QuizAnswerGrade:
    question_id: str
    kind: str
    status: Literal["correct", "wrong", "partly", "unreadable", "to_read"]
    score: float
    typed: str
    expected: str = ""
    explanation: str = ""
    note: str = ""


@dataclass
class QuizGrade:
    """One student's quiz: every question of the pack's quiz counts in ``total``."""

    total: int
    rows: list[QuizAnswerGrade] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # unknown questions, a file that cannot be read

    @property
    def answered(self) -> int:
        return len(self.rows)

    @property
    def correct(self) -> int:
        return sum(1 for r in self.rows if r.status == "correct")

    @property
    def score(self) -> float:
        return round(sum(r.score for r in self.rows), 4)

    @property
    def to_read(self) -> int:
        return sum(1 for r in self.rows if r.status == "to_read")


def _instance(question, rec: RecordedAnswer, quiz) -> Instance:
    fresh = quiz.instantiate(question.id, rec.seed)  # parameters always from trusted code
    own = sorted(fresh.order)
    order = tuple(rec.order) if sorted(rec.order) == own else fresh.order
    return Instance(question_id=question.id, seed=rec.seed, params=fresh.params, order=order)


def grade_answers(quiz, af: AnswerFile | None, lang: str = "en") -> QuizGrade:
    """Grade recorded answers with the keys of ``quiz`` (the instructor's pack).

    Explain-in-words answers are not scored automatically: they are listed ``to_read``.
    """
    out = QuizGrade(total=len(quiz))
    if af is None:
        return out
    for qid, rec in af.answers.items():
        try:
            item = quiz.get(qid)
        except KeyError:
            out.problems.append(f"answer to a question this quiz does not have: {qid[:80]!r}")
            continue
        q = item.question
        if isinstance(q, ExplainQuestion):
            out.rows.append(QuizAnswerGrade(qid, q.kind, "to_read", 0.0, rec.typed))
            continue
        inst = _instance(q, rec, quiz)
        try:
            result = check(quiz, inst, parse_answer(quiz, inst, rec.typed, rec.lang), lang)
        except AnswerFormatError as exc:
            out.rows.append(QuizAnswerGrade(qid, q.kind, "unreadable", 0.0, rec.typed, note=str(exc)))
            continue
        status = "correct" if result.correct else ("partly" if result.score > 0 else "wrong")
        out.rows.append(QuizAnswerGrade(qid, q.kind, status, result.score, rec.typed, expected=result.expected,
                                        explanation=result.explanation))
    order = list(quiz.items)
    out.rows.sort(key=lambda r: order.index(r.question_id))
    return out


__all__ = ["ANSWERS_FILE", "AnswerFile", "AnswerFileError", "RecordedAnswer", "QuizGrade", "QuizAnswerGrade",
           "default_path", "load_answer_file", "save_answer_file", "record", "grade_answers"]
