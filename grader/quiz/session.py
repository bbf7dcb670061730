"""Quiz sessions as plain Python: an untimed quiz run and the timed mock interview.

Both hold a list of items (questions, and for the mock interview coding exercises), the outcome of
each, and a clock. Nothing here uses Streamlit or the terminal: the CLI and the app pages drive it.

    run = QuizRun.create(quiz, count=10, seed=7)
    while not run.done:
        item = run.current
        result = run.submit(quiz, answer, lang="zh")     # checks, records, moves on
    print(run.summary(quiz, lang="zh").to_text("zh"))

    mock = MockInterview.create(quiz, pack, n_questions=6, n_exercises=1, minutes=25, seed=3)
    mock.remaining()                  # seconds left; a submission after the deadline scores 0
    mock.submit_exercise(source)      # graded by grader.engine.grade (the sandboxed runner)
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Literal

from ..schema import Text
from .checking import Result, check
from .i18n import t
from .render import Instance, render_prompt

Status = Literal["answered", "skipped", "late"]


@dataclass(frozen=True)
class QuestionItem:
    instance: Instance
    kind: str
    topic: str
    item_type: str = "question"

    @property
    def id(self) -> str:
        return self.instance.question_id


@dataclass(frozen=True)
class ExerciseItem:
    exercise_id: str
    title: Text
    difficulty: str = "medium"
    item_type: str = "exercise"
    kind: str = "exercise"
    topic: str = "exercise"

    @property
    def id(self) -> str:
        return self.exercise_id


Item = QuestionItem | ExerciseItem


@dataclass(frozen=True)
class ItemOutcome:
    index: int
    status: Status
    score: float  # what counts: 0 for skipped and late
    correct: bool
    elapsed_s: float  # since the start of the session
    detail: dict[str, Any] = field(default_factory=dict)  # Result.to_dict() or a grading summary


@dataclass(frozen=True)
class SummaryRow:
    index: int
    item_type: str
    id: str
    kind: str
    topic: str
    title: str
    status: str  # answered | skipped | late | unanswered
    score: float
    correct: bool


@dataclass(frozen=True)
class Summary:
    rows: list[SummaryRow]
    answered: int
    correct: int
    score: float
    max_score: float
    elapsed_s: float
    time_limit_s: float | None
    timed_out: bool
    by_topic: list[tuple[str, str, float, int]]  # (topic id, label, score, questions counted)
    review: list[str]  # labels of topics with a question missed (wrong, partly right, skipped or late)

    @property
    def percent(self) -> int:
        return int(round(100 * self.score / self.max_score)) if self.max_score else 0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["percent"] = self.percent
        return d

    def to_text(self, lang: str = "en") -> str:
        lines = [f"== {t('summary', lang)} ==",
                 t("summary_line", lang, correct=self.correct, n=int(self.max_score), score=_num(self.score),
                   max=_num(self.max_score), pct=self.percent) if self.max_score else t("summary_none", lang)]
        unreached = sum(1 for r in self.rows if r.status == "unanswered")
        if unreached and int(self.max_score) < len(self.rows):
            lines.append(t("summary_left", lang, unreached=unreached))
        if self.time_limit_s:
            lines.append(t("summary_time", lang, used=clock_text(self.elapsed_s), limit=clock_text(self.time_limit_s)))
        else:
            lines.append(t("summary_time_open", lang, used=clock_text(self.elapsed_s)))
        if self.timed_out:
            lines.append(t("summary_timeout", lang))
        for r in self.rows:
            if r.status == "unanswered":
                continue
            mark = "✓" if r.correct else ("·" if r.status in ("skipped", "unanswered") else "✗")
            status = "" if r.status == "answered" else f"  [{t('status_' + r.status, lang)}]"
            lines.append(f"  {mark} {r.index + 1:>2}. {_num(r.score):>4}  {t('kind_' + r.kind, lang):<10} {r.title}{status}")
        colon = "：" if lang == "zh" else ": "
        if self.by_topic:
            lines.append(f"{t('by_topic', lang)}{colon.strip() if lang != 'zh' else colon}")
            for _, label, score, n in self.by_topic:
                lines.append(f"  {label}{colon}{_num(score)} / {n}")
        if self.review:
            lines.append(f"{t('review', lang)}{colon}{('、' if lang == 'zh' else ', ').join(self.review)}")
        return "\n".join(lines)


def _num(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".") if x != int(x) else str(int(x))


def clock_text(seconds: float) -> str:
    s = max(0, int(round(seconds)))
    return f"{s // 60:d}:{s % 60:02d}"


class QuizRun:
    """A run through a list of items, one at a time, with an optional time limit.

    A run ends when every item has an outcome (``auto_finish``), when :meth:`finish` is called or
    when the time limit passes.
    """

    auto_finish = True
    counts_unanswered = False  # an untimed quiz counts what was answered; a mock interview counts every item

    def __init__(self, items: Iterable[Item], *, seed: int = 0, time_limit_s: float | None = None,
                 started_at: float | None = None, clock: Callable[[], float] = time.time):
        self.items: list[Item] = list(items)
        self.seed = seed
        self.time_limit_s = time_limit_s
        self.clock = clock
        self.started_at = clock() if started_at is None else started_at
        self.finished_at: float | None = None
        self.outcomes: dict[int, ItemOutcome] = {}
        self.position = 0

    # ------------------------------------------------------------ creation

    @classmethod
    def create(cls, quiz, count: int | None = None, seed: int | None = None, topics: Iterable[str] | None = None,
               kinds: Iterable[str] | None = None, clock: Callable[[], float] = time.time, **kw) -> "QuizRun":
        seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
        picked = quiz.sample(count, seed=seed, topics=topics, kinds=kinds)
        items = [QuestionItem(instance=quiz.instantiate(it.id, seed), kind=it.kind, topic=it.topic) for it in picked]
        return cls(items, seed=seed, clock=clock, **kw)

    # ------------------------------------------------------------ state

    def now(self, now: float | None = None) -> float:
        return self.clock() if now is None else now

    def elapsed(self, now: float | None = None) -> float:
        end = self.finished_at if self.finished_at is not None else self.now(now)
        return max(0.0, end - self.started_at)

    def remaining(self, now: float | None = None) -> float | None:
        """Seconds left (never below 0), or None without a time limit."""
        if self.time_limit_s is None:
            return None
        return max(0.0, self.time_limit_s - self.elapsed(now))

    def time_up(self, now: float | None = None) -> bool:
        return self.time_limit_s is not None and self.elapsed(now) >= self.time_limit_s

    @property
    def done(self) -> bool:
        return (self.finished_at is not None or self.time_up()
                or (self.auto_finish and self.current_index is None))

    @property
    def current_index(self) -> int | None:
        """The first item at or after the position that has no outcome (wrapping around), or None."""
        n = len(self.items)
        for k in range(n):
            i = (self.position + k) % n
            if i not in self.outcomes:
                return i
        return None

    @property
    def current(self) -> Item | None:
        i = self.current_index
        return None if i is None else self.items[i]

    def goto(self, index: int) -> None:
        if not 0 <= index < len(self.items):
            raise IndexError(index)
        self.position = index

    def finish(self, now: float | None = None) -> None:
        if self.finished_at is None:
            self.finished_at = self.now(now)

    # ------------------------------------------------------------ answering

    def _target(self, index: int | None, item_type: str) -> int:
        i = self.current_index if index is None else index
        if i is None:
            raise ValueError("every item has been answered")
        if not 0 <= i < len(self.items):
            raise IndexError(i)
        if self.items[i].item_type != item_type:
            raise ValueError(f"item {i} is a {self.items[i].item_type}, not a {item_type}")
        return i

    def record(self, index: int, score: float, correct: bool, detail: dict[str, Any],
               now: float | None = None) -> ItemOutcome:
        """Store the outcome of item ``index``; after the deadline it is kept but counts 0."""
        at = self.now(now)
        late = self.time_limit_s is not None and at - self.started_at > self.time_limit_s
        outcome = ItemOutcome(index=index, status="late" if late else "answered", score=0.0 if late else float(score),
                              correct=bool(correct) and not late, elapsed_s=round(at - self.started_at, 3), detail=detail)
        self.outcomes[index] = outcome
        if index == self.position:
            self.position = (index + 1) % max(1, len(self.items))
        if late:
            self.finish(self.started_at + self.time_limit_s)
        elif self.auto_finish and self.current_index is None:
            self.finish(at)
        return outcome

    def submit(self, quiz, answer: Any, lang: str = "en", index: int | None = None,
               now: float | None = None) -> Result:
        """Check an answer to a question item (the current one by default) and record it.

        Raises:
            AnswerFormatError: the answer does not fit; nothing is recorded, the learner can retry.
            ValueError: the item was answered already (a question is answered once; a skipped
                question may still be answered while time is left).
        """
        i = self._target(index, "question")
        if i in self.outcomes and self.outcomes[i].status != "skipped":
            raise ValueError(f"question {i + 1} was answered already")
        item = self.items[i]
        result = check(quiz, item.instance, answer, lang)
        self.record(i, result.score, result.correct, result.to_dict(), now)
        return result

    def skip(self, index: int | None = None, now: float | None = None) -> None:
        i = self.current_index if index is None else index
        if i is None or i in self.outcomes:
            return
        at = self.now(now)
        self.outcomes[i] = ItemOutcome(index=i, status="skipped", score=0.0, correct=False,
                                       elapsed_s=round(at - self.started_at, 3))
        self.position = (i + 1) % max(1, len(self.items))
        if self.auto_finish and self.current_index is None:
            self.finish(at)

    # ------------------------------------------------------------ summary

    def _title(self, quiz, item: Item, lang: str) -> str:
        if isinstance(item, ExerciseItem):
            return item.title.get(lang)
        text = render_prompt(quiz.get(item.id).question, item.instance, lang) if quiz is not None else item.id
        text = " ".join(text.split())
        return text if len(text) <= 70 else text[:67] + "…"

    def summary(self, quiz=None, lang: str = "en", now: float | None = None) -> Summary:
        rows = []
        for i, item in enumerate(self.items):
            o = self.outcomes.get(i)
            rows.append(SummaryRow(index=i, item_type=item.item_type, id=item.id, kind=item.kind, topic=item.topic,
                                   title=self._title(quiz, item, lang), status=o.status if o else "unanswered",
                                   score=o.score if o else 0.0, correct=o.correct if o else False))
        # an untimed quiz counts what was reached (answered, skipped); a mock interview every item
        counted = rows if self.counts_unanswered else [r for r in rows if r.status != "unanswered"]
        topics: dict[str, list[float]] = {}
        for r in counted:
            topics.setdefault(r.topic, []).append(r.score)
        missed = {r.topic for r in rows if r.status in ("skipped", "late") or (r.status == "answered" and not r.correct)
                  or (self.counts_unanswered and r.status == "unanswered")}

        def label(topic: str) -> str:
            if topic == "exercise":
                return t("kind_exercise", lang)
            return quiz.topic_label(topic, lang) if quiz is not None else topic

        by_topic = [(k, label(k), round(sum(v), 4), len(v)) for k, v in topics.items()]
        for k in missed:
            if k not in topics:
                by_topic.append((k, label(k), 0.0, 0))
        review = [lab for k, lab, _, _ in by_topic if k in missed]
        by_topic = [b for b in by_topic if b[3]]
        score = round(sum(r.score for r in counted), 4)
        return Summary(rows=rows, answered=sum(1 for r in rows if r.status in ("answered", "late")),
                       correct=sum(1 for r in rows if r.correct), score=score, max_score=float(len(counted)),
                       elapsed_s=round(min(self.elapsed(now), self.time_limit_s or float("inf")), 3),
                       time_limit_s=self.time_limit_s, timed_out=self.time_up(now) and any(
                           r.status in ("unanswered", "late") for r in rows), by_topic=by_topic, review=review)


class MockInterview(QuizRun):
    """A timed mix of quiz questions and coding exercises, with a summary at the end.

    It ends when the time is up or on :meth:`finish` ("I'm done"): until then a failed exercise
    can be submitted again, even after every item has an outcome.
    """

    auto_finish = False
    counts_unanswered = True

    def __init__(self, items: Iterable[Item], *, pack: Any = None, **kw):
        super().__init__(items, **kw)
        self.pack = pack

    @classmethod
    def create(cls, quiz, pack: Any = None, n_questions: int = 6, n_exercises: int = 1, minutes: float = 20,
               seed: int | None = None, topics: Iterable[str] | None = None,
               exercise_ids: Iterable[str] | None = None, clock: Callable[[], float] = time.time) -> "MockInterview":
        """Pick ``n_questions`` questions (spread over topics) and ``n_exercises`` exercises at random.

        ``pack`` is a Pack, a pack folder or None (the built-in pack); exercises come from
        ``grader.engine.get_pack(pack).ordered()`` (or only ``exercise_ids`` when given).
        """
        from ..engine import get_pack

        seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
        picked = quiz.sample(n_questions, seed=seed, topics=topics) if n_questions > 0 else []
        items: list[Item] = [QuestionItem(instance=quiz.instantiate(it.id, seed), kind=it.kind, topic=it.topic)
                             for it in picked]
        if n_exercises > 0:
            p = get_pack(pack)
            pool = p.ordered()
            if exercise_ids is not None:
                wanted = set(exercise_ids)
                pool = [e for e in pool if e.id in wanted]
            rng = random.Random(f"mock-exercises/{seed}")
            chosen = rng.sample(pool, min(n_exercises, len(pool)))
            chosen.sort(key=lambda e: p.manifest.exercises.index(e.id))
            items += [ExerciseItem(exercise_id=e.id, title=e.meta.title, difficulty=e.meta.difficulty) for e in chosen]
            pack = p
        return cls(items, pack=pack, seed=seed, time_limit_s=float(minutes) * 60.0, clock=clock)

    def submit_exercise(self, source: str | bytes, lang: str = "en", index: int | None = None,
                        now: float | None = None, grade: Callable[..., Any] | None = None):
        """Grade a solution of an exercise item (all cases, in the sandboxed runner) and record it.

        An exercise may be submitted again while time is left: the last submission counts.
        Returns the grader's Report.
        """
        if grade is None:
            from ..engine import grade
        i = self._target(index, "exercise")
        item = self.items[i]
        report = grade(item.exercise_id, source, pack=self.pack, lang=lang)
        detail = {"verdict": report.verdict, "score": report.score, "passed": report.passed, "total": report.total,
                  "diagnosis": list(report.diagnosis)}
        self.record(i, report.score, report.verdict == "accepted", detail, now)
        return report


__all__ = ["QuizRun", "MockInterview", "QuestionItem", "ExerciseItem", "ItemOutcome", "Summary", "SummaryRow",
           "clock_text"]
