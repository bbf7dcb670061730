"""A running quiz or mock interview as plain JSON, so that it survives a reload, a reconnect and a
server restart (stored per profile with ``Store.set_state``).

A run is stored as what it is made of — seed, the items (question id + drawn instance, or exercise
id), the outcomes, the clock (``started_at`` is wall-clock time, so the clock keeps running while
nobody watches) — plus a page-owned ``extra`` dict (e.g. the mock interview's per-exercise reports).
:func:`load` rebuilds the run against the current quiz and pack, and returns None when the stored
run no longer fits them (a question or exercise gone): a stale run is dropped, never half-loaded.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from grader.quiz import MockInterview, QuizRun
from grader.quiz.render import Instance
from grader.quiz.session import ExerciseItem, ItemOutcome, QuestionItem

VERSION = 1


def dump(run: QuizRun, *, pack_root: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    items = []
    for it in run.items:
        if isinstance(it, ExerciseItem):
            items.append({"type": "exercise", "id": it.exercise_id})
        else:
            items.append({"type": "question", "instance": it.instance.to_dict(), "kind": it.kind, "topic": it.topic})
    return {"version": VERSION, "class": "mock" if isinstance(run, MockInterview) else "quiz",
            "pack_root": pack_root, "seed": run.seed, "time_limit_s": run.time_limit_s,
            "started_at": run.started_at, "finished_at": run.finished_at, "position": run.position,
            "items": items, "outcomes": [asdict(o) for o in run.outcomes.values()], "extra": extra or {}}


def load(data: Any, quiz, pack) -> tuple[QuizRun, dict[str, Any]] | None:
    """(run, extra) rebuilt from :func:`dump`'s output, or None when it does not fit ``quiz``/``pack``."""
    try:
        if not isinstance(data, dict) or data.get("version") != VERSION or data.get("pack_root") != str(pack.root):
            return None
        items = []
        for d in data["items"]:
            if d["type"] == "exercise":
                ex = pack.get(d["id"])
                items.append(ExerciseItem(exercise_id=ex.id, title=ex.meta.title, difficulty=ex.meta.difficulty))
            else:
                inst = d["instance"]
                quiz.get(inst["question_id"])  # raises when the question is gone
                items.append(QuestionItem(instance=Instance(question_id=inst["question_id"], seed=int(inst["seed"]),
                                                            params=dict(inst.get("params") or {}),
                                                            order=tuple(inst.get("order") or ())),
                                          kind=d["kind"], topic=d["topic"]))
        kw = dict(seed=int(data["seed"]), time_limit_s=data.get("time_limit_s"), started_at=float(data["started_at"]))
        run: QuizRun = MockInterview(items, pack=pack, **kw) if data["class"] == "mock" else QuizRun(items, **kw)
        run.finished_at = data.get("finished_at")
        run.position = int(data.get("position") or 0)
        for o in data.get("outcomes") or []:
            oc = ItemOutcome(**o)
            if not 0 <= oc.index < len(items):
                return None
            run.outcomes[oc.index] = oc
        return run, dict(data.get("extra") or {})
    except Exception:  # anything that does not fit: start afresh
        return None


__all__ = ["dump", "load", "VERSION"]
