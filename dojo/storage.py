"""Persistence: profiles, drafts, attempts, results, quiz answers, known packs (SQLAlchemy 2).

SQLite by default (a file path from settings); any SQLAlchemy URL works (Postgres included). Every
write is one transaction. The :class:`Store` holds only an engine — no per-user state — so one
instance is shared by all sessions; each call opens and closes its own database session.

The quiz page uses :meth:`Store.save_quiz_answer` / :meth:`Store.quiz_answers` /
:meth:`Store.quiz_summary`; the mock interview page stores each finished interview with
:meth:`Store.save_mock_interview` (listed by :meth:`Store.mock_interviews`).

Schema changes stay additive: new tables are created on start, and a column added later is added to
an existing database by :meth:`Store._upgrade` (``quiz_answers.detail``, ``attempts.job_id`` with its
unique index) — no data is lost. Tested on SQLite and on a real PostgreSQL server.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from sqlalchemy import (Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint,
                        create_engine, delete, event, func, inspect, select, text)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

# Time on an exercise counts while the learner interacts; a gap longer than this counts as this much.
IDLE_CAP_S = 120.0


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _aware(dt: datetime | None) -> datetime | None:
    if dt is None:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)  # SQLite returns naive datetimes


class Base(DeclarativeBase):
    pass


class Profile(Base):
    __tablename__ = "profiles"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    lang: Mapped[str | None] = mapped_column(String(8), nullable=True)
    pack_path: Mapped[str | None] = mapped_column(Text, nullable=True)
    prompt_level: Mapped[str | None] = mapped_column(String(16), nullable=True)  # learn | interview (added later)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Draft(Base):
    __tablename__ = "drafts"
    __table_args__ = (UniqueConstraint("profile_id", "pack_id", "exercise_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    profile_id: Mapped[int] = mapped_column(ForeignKey("profiles.id", ondelete="CASCADE"), index=True)
    pack_id: Mapped[str] = mapped_column(String(100))
    exercise_id: Mapped[str] = mapped_column(String(100))
    source: Mapped[str | None] = mapped_column(Text, nullable=True)
    hints_shown: Mapped[int] = mapped_column(Integer, default=0)
    ladder_shown: Mapped[int | None] = mapped_column(Integer, nullable=True)  # interview hint ladder (added later)
    time_spent_s: Mapped[float] = mapped_column(Float, default=0.0)
    last_active_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Attempt(Base):
    """One Run (public cases) or Submit (all cases). ``counted`` is False for syntax errors and runs."""

    __tablename__ = "attempts"
    # a queued grading's job id: the same job recorded twice (a re-delivery, two app replicas) is one attempt
    __table_args__ = (Index("ix_attempts_job_id", "job_id", unique=True),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    profile_id: Mapped[int] = mapped_column(ForeignKey("profiles.id", ondelete="CASCADE"), index=True)
    pack_id: Mapped[str] = mapped_column(String(100))
    exercise_id: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(10))  # run | submit
    counted: Mapped[bool] = mapped_column(Boolean, default=True)
    source: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)
    # added with the grading queue (Store._upgrade adds it to older databases); NULL for in-process gradings
    job_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # hints the learner had seen on this exercise when submitting (learn hints + ladder rungs); added later
    hints_taken: Mapped[int | None] = mapped_column(Integer, nullable=True)


class Result(Base):
    __tablename__ = "results"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id", ondelete="CASCADE"), unique=True)
    verdict: Mapped[str] = mapped_column(String(40))
    score: Mapped[float] = mapped_column(Float)
    passed: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    elapsed_s: Mapped[float] = mapped_column(Float)
    diagnosis: Mapped[str] = mapped_column(Text, default="[]")  # JSON list of mistake names
    report_json: Mapped[str | None] = mapped_column(Text, nullable=True)


class QuizAnswer(Base):
    __tablename__ = "quiz_answers"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    profile_id: Mapped[int] = mapped_column(ForeignKey("profiles.id", ondelete="CASCADE"), index=True)
    pack_id: Mapped[str] = mapped_column(String(100))
    question_id: Mapped[str] = mapped_column(String(200))
    answer: Mapped[str] = mapped_column(Text)  # JSON
    correct: Mapped[bool] = mapped_column(Boolean)
    score: Mapped[float | None] = mapped_column(Float, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # JSON, optional: e.g. the parameters drawn for a numeric question. Added after the first
    # release: Store._upgrade adds the column to older databases.
    detail: Mapped[str | None] = mapped_column(Text, nullable=True)


class MockInterviewRecord(Base):
    """One finished mock interview as a whole: its summary (JSON) and the headline numbers."""

    __tablename__ = "mock_interviews"
    __table_args__ = (UniqueConstraint("profile_id", "run_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    profile_id: Mapped[int] = mapped_column(ForeignKey("profiles.id", ondelete="CASCADE"), index=True)
    pack_id: Mapped[str] = mapped_column(String(100))
    run_id: Mapped[str | None] = mapped_column(String(100), nullable=True)  # saving the same run again updates it
    items: Mapped[int] = mapped_column(Integer, default=0)
    correct: Mapped[int] = mapped_column(Integer, default=0)
    score: Mapped[float] = mapped_column(Float, default=0.0)
    max_score: Mapped[float] = mapped_column(Float, default=0.0)
    elapsed_s: Mapped[float] = mapped_column(Float, default=0.0)
    time_limit_s: Mapped[float | None] = mapped_column(Float, nullable=True)
    timed_out: Mapped[bool] = mapped_column(Boolean, default=False)
    summary: Mapped[str] = mapped_column(Text)  # JSON
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)


class UiState(Base):
    """Small per-profile state kept across reloads and restarts: a running quiz or mock interview
    (JSON), UI preferences. One row per (profile, key)."""

    __tablename__ = "ui_state"
    __table_args__ = (UniqueConstraint("profile_id", "key"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    profile_id: Mapped[int] = mapped_column(ForeignKey("profiles.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(200))
    value: Mapped[str] = mapped_column(Text)  # JSON
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class KnownPack(Base):
    __tablename__ = "packs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    path: Mapped[str] = mapped_column(String(1024), unique=True)
    pack_id: Mapped[str] = mapped_column(String(100))
    title_en: Mapped[str] = mapped_column(Text)
    title_zh: Mapped[str] = mapped_column(Text)
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


@dataclass
class ExerciseStats:
    exercise_id: str
    attempts: int = 0          # counted submits
    runs: int = 0
    best_score: float | None = None
    solved: bool = False
    time_spent_s: float = 0.0
    last_verdict: str | None = None
    last_at: datetime | None = None
    verdicts: list[str] = field(default_factory=list)  # oldest first

    @property
    def status(self) -> str:
        """solved | attempted (at least one counted submit) | not_started.

        A Run (public examples only) is practice, not an attempt: it shows in ``runs`` but leaves the
        status as it was, so the status and the Attempts count never disagree."""
        if self.solved:
            return "solved"
        if self.attempts:
            return "attempted"
        return "not_started"


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):  # pragma: no cover - trivial
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


class Store:
    """All database access. Methods take the profile *name* and return plain values."""

    def __init__(self, url: str):
        self.url = url
        self.engine = make_engine(url)
        for attempt in range(3):  # several app replicas starting at once may race on CREATE TABLE
            try:
                Base.metadata.create_all(self.engine)  # new tables; existing ones are left as they are
                self._upgrade()
                break
            except DBAPIError:
                if attempt == 2:
                    raise
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    # columns added after a table was first released: (table, column, DDL type); nullable, no default
    ADDED_COLUMNS: tuple[tuple[str, str, str], ...] = (
        ("quiz_answers", "detail", "TEXT"),
        ("attempts", "job_id", "VARCHAR(64)"),
        # interview mode and misconception tracking
        ("profiles", "prompt_level", "VARCHAR(16)"),
        ("drafts", "ladder_shown", "INTEGER"),
        ("attempts", "hints_taken", "INTEGER"),
    )
    # indexes that belong to added columns: (name, table, columns); created when missing
    ADDED_INDEXES: tuple[tuple[str, str, str], ...] = (("ix_attempts_job_id", "attempts", "job_id"),)

    def _upgrade(self) -> None:
        """Bring a database made by an older version up to date, in place: add missing columns."""
        for table, column, ddl_type in self.ADDED_COLUMNS:
            if column in {c["name"] for c in inspect(self.engine).get_columns(table)}:
                continue
            try:
                with self.engine.begin() as conn:
                    conn.execute(text(f"ALTER TABLE {table} ADD COLUMN {column} {ddl_type}"))
            except DBAPIError:  # another process added it meanwhile
                if column not in {c["name"] for c in inspect(self.engine).get_columns(table)}:
                    raise
        for name, table, columns in self.ADDED_INDEXES:
            with self.engine.begin() as conn:  # IF NOT EXISTS: SQLite and PostgreSQL both have it
                conn.execute(text(f"CREATE UNIQUE INDEX IF NOT EXISTS {name} ON {table} ({columns})"))

    # ------------------------------------------------------------------ plumbing
    def _retrying(self, fn, *args):
        """Run ``fn(session, *args)`` in one transaction; retry after a unique-key race (several app
        replicas creating the same profile or draft at once), at most three times."""
        for attempt in range(3):
            try:
                with self._sessions.begin() as s:
                    return fn(s, *args)
            except IntegrityError:
                if attempt == 2:
                    raise

    @staticmethod
    def _profile(s: Session, name: str) -> Profile:
        p = s.scalar(select(Profile).where(Profile.name == name))
        if p is None:
            p = Profile(name=name)
            s.add(p)
            s.flush()
        return p

    @staticmethod
    def _draft(s: Session, pid: int, pack_id: str, ex: str, create: bool = True) -> Draft | None:
        d = s.scalar(select(Draft).where(Draft.profile_id == pid, Draft.pack_id == pack_id,
                                         Draft.exercise_id == ex))
        if d is None and create:
            d = Draft(profile_id=pid, pack_id=pack_id, exercise_id=ex, hints_shown=0, time_spent_s=0.0)
            s.add(d)
            s.flush()
        return d

    # ------------------------------------------------------------------ profiles
    def ensure_profile(self, name: str) -> dict[str, Any]:
        def fn(s):
            p = self._profile(s, name)
            return {"name": p.name, "lang": p.lang, "pack_path": p.pack_path}
        return self._retrying(fn)

    def profile_names(self) -> list[str]:
        with self._sessions() as s:
            return list(s.scalars(select(Profile.name).order_by(Profile.name)))

    def set_lang(self, name: str, lang: str) -> None:
        self._retrying(lambda s: setattr(self._profile(s, name), "lang", lang))

    def set_pack_path(self, name: str, path: str | None) -> None:
        self._retrying(lambda s: setattr(self._profile(s, name), "pack_path", path))

    # ------------------------------------------------------------------ interview mode
    PROMPT_LEVELS = ("learn", "interview")

    def prompt_level(self, name: str) -> str:
        """The prompt level the learner last chose on the Exercise page (``learn`` by default)."""
        with self._sessions() as s:
            v = s.scalar(select(Profile.prompt_level).where(Profile.name == name))
        return v if v in self.PROMPT_LEVELS else "learn"

    def set_prompt_level(self, name: str, level: str) -> None:
        """Raises ValueError for a level other than ``learn`` / ``interview``."""
        if level not in self.PROMPT_LEVELS:
            raise ValueError(f"unknown prompt level {level!r}")
        self._retrying(lambda s: setattr(self._profile(s, name), "prompt_level", level))

    def ladder_shown(self, name: str, pack_id: str, ex: str) -> int:
        """How many rungs of the interview hint ladder the learner has opened on this exercise."""
        with self._sessions() as s:
            v = s.scalar(select(Draft.ladder_shown).join(Profile, Profile.id == Draft.profile_id)
                         .where(Profile.name == name, Draft.pack_id == pack_id, Draft.exercise_id == ex))
            return int(v or 0)

    def set_ladder_shown(self, name: str, pack_id: str, ex: str, n: int) -> None:
        def fn(s):
            d = self._draft(s, self._profile(s, name).id, pack_id, ex)
            d.ladder_shown = max(int(d.ladder_shown or 0), n)
        self._retrying(fn)

    def attempt_log(self, name: str, pack_id: str) -> list[dict[str, Any]]:
        """Every Run/Submit of one pack, oldest first, for misconception tracking: exercise, kind,
        time (aware datetime), verdict, diagnosis (list of mistake names), hints_taken (None when
        recorded before hints were counted)."""
        with self._sessions() as s:
            return [{"exercise": a.exercise_id, "kind": a.kind, "time": _aware(a.created_at), "verdict": r.verdict,
                     "diagnosis": list(json.loads(r.diagnosis or "[]")), "hints_taken": a.hints_taken}
                    for a, r in self._rows(s, name, pack_id)]

    # ------------------------------------------------------------------ drafts, hints, time
    def get_draft(self, name: str, pack_id: str, ex: str) -> str | None:
        with self._sessions() as s:
            return s.scalar(select(Draft.source).join(Profile, Profile.id == Draft.profile_id)
                            .where(Profile.name == name, Draft.pack_id == pack_id, Draft.exercise_id == ex))

    def save_draft(self, name: str, pack_id: str, ex: str, source: str | None) -> None:
        def fn(s):
            d = self._draft(s, self._profile(s, name).id, pack_id, ex)
            d.source = source
            d.updated_at = utcnow()
        self._retrying(fn)

    def hints_shown(self, name: str, pack_id: str, ex: str) -> int:
        with self._sessions() as s:
            v = s.scalar(select(Draft.hints_shown).join(Profile, Profile.id == Draft.profile_id)
                         .where(Profile.name == name, Draft.pack_id == pack_id, Draft.exercise_id == ex))
            return int(v or 0)

    def set_hints_shown(self, name: str, pack_id: str, ex: str, n: int) -> None:
        def fn(s):
            d = self._draft(s, self._profile(s, name).id, pack_id, ex)
            d.hints_shown = max(int(d.hints_shown or 0), n)
        self._retrying(fn)

    def touch(self, name: str, pack_id: str, ex: str, now: datetime | None = None) -> float:
        """Count time on an exercise: the gap since the last interaction, capped at IDLE_CAP_S."""
        now = now or utcnow()

        def fn(s):
            d = self._draft(s, self._profile(s, name).id, pack_id, ex)
            last = _aware(d.last_active_at)
            if last is not None:
                gap = (now - last).total_seconds()
                if gap > 0:
                    d.time_spent_s = float(d.time_spent_s or 0.0) + min(gap, IDLE_CAP_S)
            d.last_active_at = now
            return d.time_spent_s
        return self._retrying(fn)

    MAX_ACTIVE_STEP_S = 60.0

    def add_active_time(self, name: str, pack_id: str, ex: str, seconds: float) -> float:
        """Add time the learner was active on a visible page of this exercise (reported by the
        browser in small steps; one step counts at most MAX_ACTIVE_STEP_S). Returns the new total."""
        step = max(0.0, min(float(seconds or 0.0), self.MAX_ACTIVE_STEP_S))

        def fn(s):
            d = self._draft(s, self._profile(s, name).id, pack_id, ex)
            d.time_spent_s = float(d.time_spent_s or 0.0) + step
            d.last_active_at = utcnow()
            return d.time_spent_s
        return self._retrying(fn)

    # ------------------------------------------------------------------ per-profile UI state
    def get_state(self, name: str, key: str) -> Any | None:
        with self._sessions() as s:
            v = s.scalar(select(UiState.value).join(Profile, Profile.id == UiState.profile_id)
                         .where(Profile.name == name, UiState.key == key))
            return None if v is None else json.loads(v)

    def set_state(self, name: str, key: str, value: Any | None) -> None:
        """Store ``value`` (JSON-able) under ``key`` for this profile; None deletes it."""
        def fn(s):
            pid = self._profile(s, name).id
            row = s.scalar(select(UiState).where(UiState.profile_id == pid, UiState.key == key))
            if value is None:
                if row is not None:
                    s.delete(row)
                return
            blob = json.dumps(value, ensure_ascii=False, default=str)
            if row is None:
                s.add(UiState(profile_id=pid, key=key, value=blob, updated_at=utcnow()))
            else:
                row.value, row.updated_at = blob, utcnow()
        self._retrying(fn)

    # ------------------------------------------------------------------ attempts and results
    def record(self, name: str, pack_id: str, ex: str, kind: str, source: str, report: Any,
               job_id: str | None = None, hints_taken: int | None = None) -> int:
        """Store one Run/Submit with its result. A syntax error is stored but costs no attempt.

        ``job_id`` (a queued grading): recording the same job again returns the first attempt's id and
        adds nothing — a job delivered twice, or recorded by two app replicas, is one attempt.
        ``hints_taken``: hints seen before this attempt; by default the exercise's hints and ladder
        rungs shown so far (the mock interview passes its own count).
        """
        verdict = report.verdict
        counted = kind == "submit" and verdict != "syntax_error"

        def fn(s):
            if job_id is not None:
                seen = s.scalar(select(Attempt.id).where(Attempt.job_id == job_id))
                if seen is not None:
                    return seen
            p = self._profile(s, name)
            taken = hints_taken
            if taken is None:
                d = self._draft(s, p.id, pack_id, ex, create=False)
                taken = 0 if d is None else int(d.hints_shown or 0) + int(d.ladder_shown or 0)
            a = Attempt(profile_id=p.id, pack_id=pack_id, exercise_id=ex, kind=kind, counted=counted,
                        source=source, created_at=utcnow(), job_id=job_id, hints_taken=int(taken))
            s.add(a)
            s.flush()
            s.add(Result(attempt_id=a.id, verdict=verdict, score=float(report.score), passed=int(report.passed),
                         total=int(report.total), elapsed_s=float(report.elapsed_s),
                         diagnosis=json.dumps(list(report.diagnosis)), report_json=report.to_json()))
            return a.id
        return self._retrying(fn)

    def _rows(self, s: Session, name: str, pack_id: str | None) -> Iterator[tuple[Attempt, Result]]:
        q = (select(Attempt, Result).join(Result, Result.attempt_id == Attempt.id)
             .join(Profile, Profile.id == Attempt.profile_id).where(Profile.name == name))
        if pack_id is not None:
            q = q.where(Attempt.pack_id == pack_id)
        return iter(s.execute(q.order_by(Attempt.created_at, Attempt.id)).all())

    def exercise_stats(self, name: str, pack_id: str) -> dict[str, ExerciseStats]:
        out: dict[str, ExerciseStats] = {}
        with self._sessions() as s:
            for a, r in self._rows(s, name, pack_id):
                st = out.setdefault(a.exercise_id, ExerciseStats(a.exercise_id))
                if a.kind == "submit":
                    if a.counted:
                        st.attempts += 1
                    st.best_score = r.score if st.best_score is None else max(st.best_score, r.score)
                    st.solved = st.solved or r.verdict == "accepted"
                else:
                    st.runs += 1
                st.last_verdict = r.verdict
                st.last_at = _aware(a.created_at)
                st.verdicts.append(r.verdict)
            drafts = s.execute(select(Draft.exercise_id, Draft.time_spent_s).join(Profile, Profile.id == Draft.profile_id)
                               .where(Profile.name == name, Draft.pack_id == pack_id)).all()
            for ex, spent in drafts:
                out.setdefault(ex, ExerciseStats(ex)).time_spent_s = float(spent or 0.0)
        return out

    def last_report_json(self, name: str, pack_id: str, ex: str) -> tuple[str, str, str] | None:
        """(kind, source, report JSON) of the latest Run/Submit of an exercise, or None."""
        with self._sessions() as s:
            row = s.execute(select(Attempt.kind, Attempt.source, Result.report_json)
                            .join(Result, Result.attempt_id == Attempt.id)
                            .join(Profile, Profile.id == Attempt.profile_id)
                            .where(Profile.name == name, Attempt.pack_id == pack_id, Attempt.exercise_id == ex)
                            .order_by(Attempt.created_at.desc(), Attempt.id.desc()).limit(1)).first()
            return tuple(row) if row else None  # type: ignore[return-value]

    def submits_since(self, name: str, since: datetime) -> list[datetime]:
        """Times of the profile's Submits (every exercise, every pack) since ``since``, oldest first."""
        with self._sessions() as s:
            rows = s.scalars(select(Attempt.created_at).join(Profile, Profile.id == Attempt.profile_id)
                             .where(Profile.name == name, Attempt.kind == "submit", Attempt.created_at >= since)
                             .order_by(Attempt.created_at))
            return [_aware(r) for r in rows]

    def submissions(self, name: str, pack_id: str, ex: str, limit: int = 50) -> list[dict[str, Any]]:
        """The latest Runs/Submits of one exercise, newest first, each with its source."""
        with self._sessions() as s:
            rows = s.execute(select(Attempt, Result).join(Result, Result.attempt_id == Attempt.id)
                             .join(Profile, Profile.id == Attempt.profile_id)
                             .where(Profile.name == name, Attempt.pack_id == pack_id, Attempt.exercise_id == ex)
                             .order_by(Attempt.created_at.desc(), Attempt.id.desc()).limit(limit)).all()
            return [{"id": a.id, "time": _aware(a.created_at), "kind": a.kind, "counted": a.counted,
                     "verdict": r.verdict, "score": r.score, "passed": r.passed, "total": r.total,
                     "source": a.source} for a, r in rows]

    def history(self, name: str, pack_id: str | None = None) -> list[dict[str, Any]]:
        with self._sessions() as s:
            return [{"time": _aware(a.created_at).isoformat(timespec="seconds"), "pack": a.pack_id,
                     "exercise": a.exercise_id, "kind": a.kind, "counted": a.counted, "verdict": r.verdict,
                     "score": r.score, "passed": r.passed, "total": r.total, "elapsed_s": r.elapsed_s,
                     "diagnosis": ", ".join(json.loads(r.diagnosis or "[]"))}
                    for a, r in self._rows(s, name, pack_id)]

    def history_csv(self, name: str, pack_id: str | None = None) -> str:
        cols = ["time", "pack", "exercise", "kind", "counted", "verdict", "score", "passed", "total",
                "elapsed_s", "diagnosis"]
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        for row in self.history(name, pack_id):
            w.writerow(row)
        return buf.getvalue()

    def reset(self, name: str, pack_id: str | None = None) -> None:
        """Delete a learner's drafts, attempts, results, quiz answers and mock interviews (one pack, or all)."""
        def fn(s):
            p = s.scalar(select(Profile).where(Profile.name == name))
            if p is None:
                return
            conds_a = [Attempt.profile_id == p.id] + ([Attempt.pack_id == pack_id] if pack_id else [])
            ids = select(Attempt.id).where(*conds_a)
            s.execute(delete(Result).where(Result.attempt_id.in_(ids)))
            s.execute(delete(Attempt).where(*conds_a))
            s.execute(delete(Draft).where(Draft.profile_id == p.id, *([Draft.pack_id == pack_id] if pack_id else [])))
            s.execute(delete(QuizAnswer).where(QuizAnswer.profile_id == p.id,
                                               *([QuizAnswer.pack_id == pack_id] if pack_id else [])))
            if pack_id is None:
                s.execute(delete(UiState).where(UiState.profile_id == p.id))
            s.execute(delete(MockInterviewRecord).where(
                MockInterviewRecord.profile_id == p.id, *([MockInterviewRecord.pack_id == pack_id] if pack_id else [])))
        self._retrying(fn)

    # ------------------------------------------------------------------ quiz answers
    def save_quiz_answer(self, name: str, pack_id: str, question_id: str, answer: Any, correct: bool,
                         score: float | None = None, detail: dict[str, Any] | None = None) -> None:
        """Store one answer. ``detail`` (optional, JSON): e.g. ``{"seed": 7, "params": {"d_k": 64}}``,
        the parameters drawn for a numeric question, so that the answer can be read later."""
        def fn(s):
            s.add(QuizAnswer(profile_id=self._profile(s, name).id, pack_id=pack_id, question_id=question_id,
                             answer=json.dumps(answer, ensure_ascii=False, default=str), correct=bool(correct),
                             score=score, created_at=utcnow(),
                             detail=None if detail is None else json.dumps(detail, ensure_ascii=False, default=str)))
        self._retrying(fn)

    def quiz_answers(self, name: str, pack_id: str | None = None) -> list[dict[str, Any]]:
        with self._sessions() as s:
            q = (select(QuizAnswer).join(Profile, Profile.id == QuizAnswer.profile_id).where(Profile.name == name))
            if pack_id is not None:
                q = q.where(QuizAnswer.pack_id == pack_id)
            return [{"question_id": a.question_id, "pack": a.pack_id, "answer": json.loads(a.answer),
                     "correct": a.correct, "score": a.score, "time": _aware(a.created_at).isoformat(timespec="seconds"),
                     "detail": None if a.detail is None else json.loads(a.detail)}
                    for a in s.scalars(q.order_by(QuizAnswer.created_at, QuizAnswer.id))]

    def quiz_summary(self, name: str, pack_id: str | None = None) -> dict[str, int]:
        """Questions answered at least once, and those whose latest answer is correct."""
        latest: dict[str, bool] = {}
        for a in self.quiz_answers(name, pack_id):
            latest[a["question_id"]] = a["correct"]
        return {"answered": len(latest), "correct": sum(latest.values())}

    # ------------------------------------------------------------------ mock interviews
    def save_mock_interview(self, name: str, pack_id: str, summary: dict[str, Any]) -> int:
        """Store a finished mock interview as a whole; returns its id.

        ``summary`` is ``grader.quiz.session.Summary.to_dict()`` (rows, correct, score, max_score,
        elapsed_s, time_limit_s, timed_out, by_topic, review, percent) plus anything else worth
        keeping (the page adds run_id, lang, started_at, finished_at); it is kept whole as JSON. With
        a ``run_id``, saving the same interview again replaces the earlier record instead of adding one.
        """
        blob = json.dumps(summary, ensure_ascii=False, default=str)
        rows = summary.get("rows") or []
        run_id = summary.get("run_id")
        values = dict(pack_id=pack_id, items=len(rows), correct=int(summary.get("correct") or 0),
                      score=float(summary.get("score") or 0.0),
                      max_score=float(summary.get("max_score") if summary.get("max_score") is not None else len(rows)),
                      elapsed_s=float(summary.get("elapsed_s") or 0.0),
                      time_limit_s=None if summary.get("time_limit_s") is None else float(summary["time_limit_s"]),
                      timed_out=bool(summary.get("timed_out")), summary=blob)

        def fn(s):
            pid = self._profile(s, name).id
            rec = None
            if run_id is not None:
                rec = s.scalar(select(MockInterviewRecord).where(MockInterviewRecord.profile_id == pid,
                                                                 MockInterviewRecord.run_id == str(run_id)))
            if rec is None:
                rec = MockInterviewRecord(profile_id=pid, run_id=None if run_id is None else str(run_id),
                                          created_at=utcnow(), **values)
                s.add(rec)
            else:
                for k, v in values.items():
                    setattr(rec, k, v)
            s.flush()
            return rec.id
        return self._retrying(fn)

    def mock_interviews(self, name: str, pack_id: str | None = None) -> list[dict[str, Any]]:
        """A learner's finished mock interviews, oldest first: headline numbers and the whole summary."""
        with self._sessions() as s:
            q = (select(MockInterviewRecord).join(Profile, Profile.id == MockInterviewRecord.profile_id)
                 .where(Profile.name == name))
            if pack_id is not None:
                q = q.where(MockInterviewRecord.pack_id == pack_id)
            out = []
            for r in s.scalars(q.order_by(MockInterviewRecord.created_at, MockInterviewRecord.id)):
                out.append({"id": r.id, "time": _aware(r.created_at).isoformat(timespec="seconds"), "pack": r.pack_id,
                            "run_id": r.run_id, "items": r.items, "correct": r.correct, "score": r.score,
                            "max_score": r.max_score,
                            "percent": int(round(100 * r.score / r.max_score)) if r.max_score else 0,
                            "elapsed_s": r.elapsed_s, "time_limit_s": r.time_limit_s, "timed_out": r.timed_out,
                            "summary": json.loads(r.summary)})
            return out

    # ------------------------------------------------------------------ packs
    def remember_pack(self, path: str, pack_id: str, title_en: str, title_zh: str) -> None:
        def fn(s):
            k = s.scalar(select(KnownPack).where(KnownPack.path == path))
            if k is None:
                s.add(KnownPack(path=path, pack_id=pack_id, title_en=title_en, title_zh=title_zh, added_at=utcnow()))
            else:
                k.pack_id, k.title_en, k.title_zh = pack_id, title_en, title_zh
        self._retrying(fn)

    def known_packs(self) -> list[dict[str, str]]:
        with self._sessions() as s:
            return [{"path": k.path, "pack_id": k.pack_id, "title_en": k.title_en, "title_zh": k.title_zh}
                    for k in s.scalars(select(KnownPack).order_by(KnownPack.added_at))]

    def forget_pack(self, path: str) -> None:
        self._retrying(lambda s: s.execute(delete(KnownPack).where(KnownPack.path == path)))

    def count(self, table: type[Base]) -> int:
        with self._sessions() as s:
            return int(s.scalar(select(func.count()).select_from(table)) or 0)
