"""Misconceptions tracked over time, per learner: plain logic, no Streamlit.

Data flows one way::

    coverage_of(pack, quiz)            which exercise / question tests which misconception
    observations(attempts, answers, …) each graded submit and quiz answer as an Observation
    track(observations, coverage)      per misconception: how often, where, when last, active or resolved

Where the ids come from (:mod:`grader.misconceptions` is the vocabulary):

* a **named mistake** maps to its misconceptions through the pack's hidden spec,
  ``hidden.mistake(name).spec.misconceptions`` (``solutions/<id>.yaml``) — no table of names here;
* an **exercise tests** the misconceptions of all its known mistakes;
* a **quiz question** names its own (``misconceptions:`` in ``quiz/<set>.yaml``).

The rules (docs/interview.md):

* an *occurrence* is a submit whose diagnosis names a mistake of that misconception, or a wrong
  quiz answer to a question that tests it (Runs on the public cases are practice and do not count);
* a *clean solve* is an accepted submit taken with no hint seen on that exercise (learn hints and
  interview ladder rungs alike; attempts stored before hints were counted count as no hints), or a
  correct quiz answer;
* a misconception is **active** from its first occurrence. It is **resolved** only by a later clean
  solve of an exercise or question that tests it and is *not* one of the items where it occurred
  since it was last resolved (solving again the exercise whose diagnosis you just read proves little).
  A new occurrence after that makes it active again;
* **practise next** for an active misconception: the first exercise in pack order that tests it
  and would resolve it — preferring one where it never occurred and not yet accepted; else such a
  quiz question.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from grader.misconceptions import BY_ID

EXERCISE = "exercise"
QUESTION = "question"


@dataclass(frozen=True)
class Coverage:
    """Which item tests which misconception. ``exercises`` keeps the pack's order."""

    exercises: dict[str, frozenset[str]]
    questions: dict[str, frozenset[str]] = field(default_factory=dict)
    mistakes: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)  # (exercise, mistake) -> ids

    def tests(self, kind: str, item: str) -> frozenset[str]:
        table = self.exercises if kind == EXERCISE else self.questions
        return table.get(item, frozenset())

    def of_mistake(self, exercise: str, name: str) -> tuple[str, ...]:
        return self.mistakes.get((exercise, name), ())


def mistake_misconceptions(hidden: Any, name: str) -> tuple[str, ...]:
    """The misconception ids of mistake ``name`` in one exercise's hidden material (``()`` if unknown)."""
    m = hidden.mistake(name) if hidden is not None else None
    ids = getattr(getattr(m, "spec", None), "misconceptions", None) or ()
    return tuple(i for i in ids if i in BY_ID)


def coverage_of(pack: Any, quiz: Any = None) -> Coverage:
    """The coverage of a pack (and its quiz, if given), read from the hidden specs and the questions.

    Only the hidden spec's mistakes (``solutions/<id>.yaml``, each validated as
    :class:`grader.schema.Mistake` — the ``spec`` of ``hidden.mistake(name)``) are read — not the references and mistake modules, whose
    import costs seconds on a page load. A pack without ``solutions/`` (a released copy) has no known
    mistakes: its exercises test nothing here and only quiz questions are tracked. An exercise whose
    spec does not load is left out (the Exercise page reports the broken pack).
    """
    exercises: dict[str, frozenset[str]] = {}
    mistakes: dict[tuple[str, str], tuple[str, ...]] = {}
    from grader.detectors import ALL as detectors

    has_solutions = getattr(pack, "has_solutions", False)
    for ex in pack.ordered():
        ids: set[str] = set()
        if has_solutions:
            # the exercise's own mistakes, then those of the parts its reference imports (a softmax over
            # the wrong axis inside multi-head attention is the softmax's mistake), then the detectors
            for part in _with_parts(Path(pack.root), ex.id):
                for m in getattr(_hidden_spec(Path(pack.root), part), "mistakes", ()) or ():
                    found = tuple(i for i in m.misconceptions if i in BY_ID)
                    mistakes.setdefault((ex.id, m.name), found)
                    ids.update(found)
            for d in detectors:
                mistakes.setdefault((ex.id, d.name), tuple(i for i in d.misconceptions if i in BY_ID))
        exercises[ex.id] = frozenset(ids)
    questions: dict[str, frozenset[str]] = {}
    if quiz is not None:
        for q in _questions(quiz):
            questions[q.id] = frozenset(i for i in (getattr(q, "misconceptions", None) or ()) if i in BY_ID)
    return Coverage(exercises=exercises, questions=questions, mistakes=mistakes)


def _with_parts(root: Path, ex_id: str) -> list[str]:
    """``ex_id`` and, transitively, the parts its reference imports (``from .part import name``)."""
    import re

    out, todo = [], [ex_id]
    while todo:
        cur = todo.pop(0)
        if cur in out:
            continue
        out.append(cur)
        try:
            text = (root / "solutions" / f"{cur}.py").read_text(encoding="utf-8")
        except OSError:
            continue
        todo.extend(re.findall(r"^\s*from\s+\.(\w+)\s+import\b", text, flags=re.M))
    return out


def _hidden_spec(root: Path, ex_id: str) -> Any:
    path = root / "solutions" / f"{ex_id}.yaml"
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return None
    return _hidden_spec_cached(path, stamp)


@lru_cache(maxsize=512)
def _hidden_spec_cached(path: Path, stamp: int) -> Any:
    """The spec's ``mistakes`` only, validated as :class:`grader.schema.Mistake` (cases are not needed here)."""
    from types import SimpleNamespace

    from pydantic import TypeAdapter, ValidationError

    from grader.pack import read_yaml
    from grader.schema import Mistake

    data = read_yaml(path, path.parent.parent, [])
    if data is None:
        return None
    try:
        return SimpleNamespace(mistakes=TypeAdapter(list[Mistake]).validate_python(data.get("mistakes") or []))
    except ValidationError:
        return None


def _questions(quiz: Any) -> Iterable[Any]:
    """The question models of a loaded quiz (``grader.quiz.load_quiz``)."""
    items = getattr(quiz, "items", None)
    for entry in (items.values() if isinstance(items, dict) else items or []):
        yield getattr(entry, "question", entry)


@dataclass(frozen=True)
class Observation:
    """One graded thing the learner did: which misconceptions it revealed, and whether it was clean."""

    at: datetime
    kind: str  # exercise | question
    item: str
    revealed: tuple[str, ...] = ()
    clean: bool = False


def observations(attempts: Iterable[dict[str, Any]], answers: Iterable[dict[str, Any]],
                 coverage: Coverage) -> list[Observation]:
    """Submits (``Store.attempt_log``) and quiz answers (``Store.quiz_answers``) as Observations, by time."""
    out: list[Observation] = []
    for a in attempts:
        if a.get("kind") != "submit":
            continue
        revealed: list[str] = []
        for name in a.get("diagnosis") or []:
            for mid in coverage.of_mistake(a["exercise"], name):
                if mid not in revealed:
                    revealed.append(mid)
        clean = a.get("verdict") == "accepted" and not (a.get("hints_taken") or 0)
        out.append(Observation(_time(a["time"]), EXERCISE, a["exercise"], tuple(revealed), clean))
    for ans in answers:
        qid = ans["question_id"]
        tested = sorted(coverage.tests(QUESTION, qid))
        correct = bool(ans.get("correct"))
        out.append(Observation(_time(ans["time"]), QUESTION, qid, () if correct else tuple(tested), correct))
    out.sort(key=lambda o: o.at)  # stable: same-time observations keep their order
    return out


def _time(t: Any) -> datetime:
    return t if isinstance(t, datetime) else datetime.fromisoformat(str(t))


@dataclass
class MisconceptionState:
    id: str
    count: int = 0
    where: dict[tuple[str, str], int] = field(default_factory=dict)  # (kind, item) -> occurrences, first seen first
    first_at: datetime | None = None
    last_at: datetime | None = None
    active: bool = False
    resolved_by: tuple[str, str] | None = None  # (kind, item) of the clean solve that resolved it
    resolved_at: datetime | None = None
    episode: set[tuple[str, str]] = field(default_factory=set)  # items where it occurred since last resolved
    practise_next: tuple[str, str] | None = None  # (kind, item)

    @property
    def status(self) -> str:
        return "active" if self.active else "resolved"


def track(obs: Iterable[Observation], coverage: Coverage) -> dict[str, MisconceptionState]:
    """Per misconception that ever occurred: its state after all observations (ids in vocabulary order)."""
    states: dict[str, MisconceptionState] = {}
    accepted: set[tuple[str, str]] = set()
    for o in obs:
        key = (o.kind, o.item)
        for mid in o.revealed:
            s = states.setdefault(mid, MisconceptionState(mid))
            s.count += 1
            s.where[key] = s.where.get(key, 0) + 1
            s.first_at = s.first_at or o.at
            s.last_at = o.at
            if not s.active:
                s.active, s.episode = True, set()
                s.resolved_by = s.resolved_at = None
            s.episode.add(key)
        if o.clean:
            accepted.add(key)
            for mid in coverage.tests(o.kind, o.item):
                s = states.get(mid)
                if s is not None and s.active and key not in s.episode and mid not in o.revealed:
                    s.active, s.resolved_by, s.resolved_at = False, key, o.at
    for s in states.values():
        s.practise_next = practise_next(s, coverage, accepted) if s.active else None
    order = {m: i for i, m in enumerate(BY_ID)}
    return dict(sorted(states.items(), key=lambda kv: order.get(kv[0], len(order))))


def practise_next(state: MisconceptionState, coverage: Coverage,
                  accepted: set[tuple[str, str]] = frozenset()) -> tuple[str, str] | None:  # type: ignore[assignment]
    """The item that would resolve ``state``: an exercise, else a question. Among exercises (pack
    order): first one where it never occurred and that is not yet accepted, then any not accepted,
    then any."""
    candidates = [(EXERCISE, e) for e, ids in coverage.exercises.items()
                  if state.id in ids and (EXERCISE, e) not in state.episode]
    for pool in ([c for c in candidates if c not in accepted and c not in state.where],
                 [c for c in candidates if c not in accepted], candidates):
        if pool:
            return pool[0]
    qs = [(QUESTION, q) for q, ids in coverage.questions.items() if state.id in ids and (QUESTION, q) not in state.episode]
    return qs[0] if qs else None


def retests(states: dict[str, MisconceptionState], coverage: Coverage) -> dict[str, list[str]]:
    """Exercise id -> the active misconceptions that solving it cleanly would resolve (pack order)."""
    out: dict[str, list[str]] = {}
    for ex, ids in coverage.exercises.items():
        hit = [m for m, s in states.items() if s.active and m in ids and (EXERCISE, ex) not in s.episode]
        if hit:
            out[ex] = hit
    return out


def summary_rows(states: dict[str, MisconceptionState], lang: str, title_of: Any = None) -> list[dict[str, Any]]:
    """One plain row per misconception for a table: title, status, count, where, last, practise next.

    ``title_of(kind, item)`` names an exercise or question for display (defaults to its id).
    """
    def name(kind: str, item: str) -> str:
        return title_of(kind, item) if title_of is not None else item

    rows = []
    for mid, s in states.items():
        m = BY_ID.get(mid)
        rows.append({
            "id": mid,
            "title": m.title(lang) if m else mid,
            "about": m.about(lang) if m else "",
            "status": s.status,
            "count": s.count,
            "where": ", ".join(f"{name(k, i)} ×{n}" if n > 1 else name(k, i) for (k, i), n in s.where.items()),
            "last": s.last_at.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC") if s.last_at else "",
            "practise_next": name(*s.practise_next) if s.practise_next else "",
            "practise_next_kind": s.practise_next[0] if s.practise_next else "",
            "practise_next_id": s.practise_next[1] if s.practise_next else "",
            "resolved_by": name(*s.resolved_by) if s.resolved_by else "",
        })
    return rows


def hint_penalised(score: float, hints_taken: int, rungs: int = 3) -> float:
    """A mock-interview item's score after hints: each rung of the ladder costs 1/(rungs + 1) of it.

    0 hints keep the score, the whole ladder (3 rungs) leaves a quarter: a solution found with every
    hint still beats none. Raises ValueError for a negative count.
    """
    if hints_taken < 0:
        raise ValueError(f"hints_taken must be >= 0, got {hints_taken}")
    used = min(int(hints_taken), rungs)
    return round(float(score) * (1.0 - used / (rungs + 1)), 4)


__all__ = ["Coverage", "Observation", "MisconceptionState", "coverage_of", "mistake_misconceptions", "observations",
           "track", "practise_next", "retests", "summary_rows", "hint_penalised", "EXERCISE", "QUESTION"]
