"""Load a pack's quiz — all of it or nothing — and list every problem of a broken one.

``pack.yaml`` lists set files under ``quiz:`` (``[embeddings.yaml, masks.yaml]``). For each name::

    quiz/<name>               QuizSet  — learner-visible questions, no answers
    solutions/quiz/<name>     QuizKeys — hidden keys and explanations (absent in a released pack)

When the pack has a ``solutions/`` folder every question must have a key; a released student pack
(no ``solutions/``) loads without keys: its questions can be listed and shown, not checked.
"""

from __future__ import annotations

import inspect
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any, Iterable

from pydantic import BaseModel, ValidationError

from ..pack import BUILTIN_PACK, Pack, PackError, Problem, read_yaml, validation_problems
from ..schema import LANGS, PackManifest, Text
from . import answers as answer_fns
from .answers import AnswerError
from .render import Instance, instantiate, template_fields
from .schema import (TOPICS, ExplainKey, ExpressionAnswer, FunctionAnswer, IntParam, MultipleChoiceKey,
                     MultipleChoiceQuestion, NumericKey, NumericQuestion, OrderingKey, OrderingQuestion, QuizKeys,
                     QuizSet, SingleChoiceKey, SingleChoiceQuestion)

CHECK_SEEDS = range(12)  # numeric keys are evaluated for these seeds when a quiz is loaded


@dataclass(frozen=True)
class QuizItem:
    """One question with its hidden key (``None`` in a released pack) and where it comes from."""

    question: Any  # one of the Question variants
    key: Any | None  # the AnswerKey variant of the same kind
    set_id: str
    file: str

    @property
    def id(self) -> str:
        return self.question.id

    @property
    def kind(self) -> str:
        return self.question.kind

    @property
    def topic(self) -> str:
        return self.question.topic


@dataclass(frozen=True)
class Quiz:
    """Every question of a pack, in file order, with their keys."""

    root: Path
    sets: tuple[QuizSet, ...] = ()
    items: dict[str, QuizItem] = field(default_factory=dict)
    topics: dict[str, Text] = field(default_factory=dict)
    has_keys: bool = True

    def __len__(self) -> int:
        return len(self.items)

    def get(self, question_id: str) -> QuizItem:
        try:
            return self.items[question_id]
        except KeyError:
            raise KeyError(f"no quiz question {question_id!r}") from None

    def questions(self, topics: Iterable[str] | None = None, kinds: Iterable[str] | None = None,
                  sets: Iterable[str] | None = None) -> list[QuizItem]:
        topics, kinds, sets = (set(x) if x else None for x in (topics, kinds, sets))
        return [it for it in self.items.values()
                if (topics is None or it.topic in topics) and (kinds is None or it.kind in kinds)
                and (sets is None or it.set_id in sets)]

    def topic_label(self, topic: str, lang: str = "en") -> str:
        t = self.topics.get(topic)
        return t.get(lang) if t else topic

    def topic_ids(self) -> list[str]:
        """Topics that have questions, in first-appearance order."""
        seen: dict[str, None] = {}
        for it in self.items.values():
            seen.setdefault(it.topic, None)
        return list(seen)

    def instantiate(self, question_id: str, seed: int = 0) -> Instance:
        item = self.get(question_id)
        avoid = item.key.order if isinstance(item.key, OrderingKey) else None
        return instantiate(item.question, seed, avoid_order=avoid)

    def sample(self, count: int | None = None, seed: int = 0, topics: Iterable[str] | None = None,
               kinds: Iterable[str] | None = None, spread: bool = True) -> list[QuizItem]:
        """``count`` questions (all when None) in a random order; ``spread`` alternates topics so a
        short quiz touches as many topics as it can."""
        pool = self.questions(topics=topics, kinds=kinds)
        rng = random.Random(f"sample/{seed}")
        rng.shuffle(pool)
        if spread:
            by_topic: dict[str, list[QuizItem]] = {}
            for it in pool:
                by_topic.setdefault(it.topic, []).append(it)
            order = list(by_topic)
            rng.shuffle(order)
            mixed: list[QuizItem] = []
            while any(by_topic.values()):
                for t in order:
                    if by_topic[t]:
                        mixed.append(by_topic[t].pop())
            pool = mixed
        return pool if count is None else pool[:max(0, count)]

    def list_rows(self) -> list[dict[str, Any]]:
        """What ``quiz --list --json`` prints: id, kind, languages, topic (never a key)."""
        return [{"id": it.id, "kind": it.kind, "languages": question_languages(it.question), "topic": it.topic}
                for it in self.items.values()]


def _texts(obj: Any) -> Iterable[Text]:
    """Every Text inside a model (prompts, choices, items, units)."""
    if isinstance(obj, Text):
        yield obj
    elif isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            yield from _texts(getattr(obj, name))
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            yield from _texts(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from _texts(x)


def question_languages(question: Any) -> list[str]:
    """The languages in which every text of the question is present (not blank)."""
    texts = list(_texts(question))
    return [lang for lang in LANGS if all(getattr(t, lang).strip() for t in texts)]


# ---------------------------------------------------------------- loading


def _manifest_of(pack: Pack | str | Path | None) -> tuple[Path, PackManifest]:
    if isinstance(pack, Pack):
        return pack.root, pack.manifest
    root = Path(pack).resolve() if pack is not None else BUILTIN_PACK
    if not root.is_dir():
        raise PackError([Problem(str(root), "", "not a folder")])
    problems: list[Problem] = []
    raw = read_yaml(root / "pack.yaml", root, problems)
    if raw is None:
        raise PackError(problems)
    try:
        return root, PackManifest.model_validate(raw)
    except ValidationError as exc:
        raise PackError(validation_problems("pack.yaml", exc)) from None


def _set_file(name: str) -> str | None:
    p = PurePosixPath(name)
    if len(p.parts) != 1 or name in (".", "..") or "\\" in name or not name.strip():
        return None
    return name if p.suffix in (".yaml", ".yml") else f"{name}.yaml"


def _signature(root: Path, names: tuple[str, ...]) -> tuple:
    sig = []
    for n in names:
        for p in (root / "quiz" / n, root / "solutions" / "quiz" / n):
            try:
                st = p.stat()
                sig.append((str(p), st.st_mtime_ns, st.st_size))
            except OSError:
                sig.append((str(p), None, None))
    sig.append(("solutions", (root / "solutions").is_dir()))
    return tuple(sig)


def load_quiz(pack: Pack | str | Path | None = None) -> Quiz:
    """Load and check the quiz of a pack (the built-in pack by default).

    Cached per pack folder until one of its quiz files changes.

    Raises:
        PackError: every problem found, each naming the file and the dotted field.
    """
    root, manifest = _manifest_of(pack)
    names = tuple(manifest.quiz)
    return _load_cached(root, names, _signature(root, tuple(_set_file(n) or n for n in names)))


@lru_cache(maxsize=16)
def _load_cached(root: Path, names: tuple[str, ...], _sig: tuple) -> Quiz:
    return _load(root, names)


def validate_quiz(pack: Pack | str | Path | None) -> list[Problem]:
    """Every problem of a pack's quiz (empty when it is fine); never raises for a broken quiz."""
    try:
        root, manifest = _manifest_of(pack)
    except PackError as exc:
        return list(exc.problems)
    try:
        _load(root, tuple(manifest.quiz))
    except PackError as exc:
        return list(exc.problems)
    return []


def _load(root: Path, names: tuple[str, ...]) -> Quiz:
    problems: list[Problem] = []
    has_keys = (root / "solutions").is_dir()
    files: list[str] = []
    for i, name in enumerate(names):
        f = _set_file(name)
        if f is None:
            problems.append(Problem("pack.yaml", f"quiz.{i}", f"{name!r} must be a file name inside quiz/ (like 'masks.yaml')"))
        elif f in files:
            problems.append(Problem("pack.yaml", f"quiz.{i}", f"{name!r} is listed twice"))
        else:
            files.append(f)

    sets: list[tuple[str, QuizSet]] = []
    for f in files:
        rel = f"quiz/{f}"
        data = read_yaml(root / "quiz" / f, root, problems)
        if data is None:
            continue
        try:
            qs = QuizSet.model_validate(data)
        except ValidationError as exc:
            problems.extend(validation_problems(rel, exc))
            continue
        stem = PurePosixPath(f).stem
        if qs.id != stem:
            problems.append(Problem(rel, "id", f"is {qs.id!r} but the file is {f!r}: use {stem!r}"))
        sets.append((f, qs))

    topics: dict[str, Text] = dict(TOPICS)
    for _, qs in sets:
        topics.update(qs.topics)

    items: dict[str, QuizItem] = {}
    first_seen: dict[str, str] = {}
    for f, qs in sets:
        rel = f"quiz/{f}"
        for j, q in enumerate(qs.questions):
            where = f"questions.{j}"
            if q.id in first_seen:
                problems.append(Problem(rel, f"{where}.id", f"question id {q.id!r} is already used in {first_seen[q.id]}"))
                continue
            first_seen[q.id] = rel
            if q.topic not in topics:
                problems.append(Problem(rel, f"{where}.topic", f"unknown topic {q.topic!r}; declare it under 'topics:' "
                                        f"or use one of: {', '.join(sorted(topics))}"))
            if isinstance(q, NumericQuestion):
                problems.extend(_check_numeric_question(rel, where, q))
            items[q.id] = QuizItem(question=q, key=None, set_id=qs.id, file=rel)

    if has_keys:
        for f, qs in sets:
            problems.extend(_attach_keys(root, f, qs, items))

    if problems:
        raise PackError(problems)
    return Quiz(root=root, sets=tuple(qs for _, qs in sets), items=items, topics=topics, has_keys=has_keys)


def _check_numeric_question(rel: str, where: str, q: NumericQuestion) -> list[Problem]:
    out: list[Problem] = []
    names = list(q.params)
    for k, (name, spec) in enumerate(q.params.items()):
        if isinstance(spec, IntParam):
            for bound in ("low", "high"):
                v = getattr(spec, bound)
                if isinstance(v, str) and v not in names[:k]:
                    out.append(Problem(rel, f"{where}.params.{name}.{bound}",
                                       f"{v!r} is not a parameter declared before {name!r}"))
    for lang in LANGS:
        try:
            fields = template_fields(q.prompt.get(lang))
        except ValueError as exc:
            out.append(Problem(rel, f"{where}.prompt.{lang}", str(exc)))
            continue
        for n in fields:
            if n not in q.params:
                out.append(Problem(rel, f"{where}.prompt.{lang}", f"{{{n}}} is not a parameter of this question"))
    if not out:
        try:
            for seed in CHECK_SEEDS:
                instantiate(q, seed)
        except (ValueError, KeyError) as exc:
            out.append(Problem(rel, f"{where}.params", f"cannot draw parameters: {exc}"))
    return out


def _attach_keys(root: Path, f: str, qs: QuizSet, items: dict[str, QuizItem]) -> list[Problem]:
    rel = f"solutions/quiz/{f}"
    problems: list[Problem] = []
    data = read_yaml(root / "solutions" / "quiz" / f, root, problems)
    if data is None:
        return problems
    try:
        keys = QuizKeys.model_validate(data)
    except ValidationError as exc:
        return validation_problems(rel, exc)
    own = {q.id: j for j, q in enumerate(qs.questions)}
    for qid in keys.answers:
        if qid not in own:
            problems.append(Problem(rel, f"answers.{qid}", f"no question {qid!r} in quiz/{f}"))
    for qid, j in own.items():
        item = items.get(qid)
        if item is None or item.file != f"quiz/{f}":
            continue  # a duplicate id, reported already
        key = keys.answers.get(qid)
        if key is None:
            problems.append(Problem(rel, f"answers.{qid}", f"question {qid!r} has no answer key"))
            continue
        q = item.question
        if key.kind != q.kind:
            problems.append(Problem(rel, f"answers.{qid}.kind", f"is {key.kind!r} but the question is {q.kind!r}"))
            continue
        found = _check_key(rel, f"answers.{qid}", f"quiz/{f}", f"questions.{j}", q, key)
        problems.extend(found)
        if not found:
            items[qid] = QuizItem(question=q, key=key, set_id=item.set_id, file=item.file)
    return problems


def _check_key(rel: str, where: str, qrel: str, qwhere: str, q: Any, key: Any) -> list[Problem]:
    out: list[Problem] = []
    if isinstance(key, (SingleChoiceKey, MultipleChoiceKey)):
        ids = [c.id for c in q.choices]
        correct = [key.correct] if isinstance(key, SingleChoiceKey) else list(key.correct)
        for c in correct:
            if c not in ids:
                out.append(Problem(rel, f"{where}.correct", f"{c!r} is not a choice of the question (choices: {', '.join(ids)})"))
        if len(set(correct)) != len(correct):
            out.append(Problem(rel, f"{where}.correct", "a choice is listed twice"))
        for c in key.why:
            if c not in ids:
                out.append(Problem(rel, f"{where}.why.{c}", f"{c!r} is not a choice of the question"))
    elif isinstance(key, OrderingKey):
        ids = [c.id for c in q.items]
        if sorted(key.order) != sorted(ids):
            out.append(Problem(rel, f"{where}.order", f"must list every item once: {', '.join(ids)}"))
        elif list(key.order) == ids:
            out.append(Problem(qrel, f"{qwhere}.items",
                               "the items are listed in the right order, which gives the answer away: list them shuffled"))
    elif isinstance(key, NumericKey):
        out.extend(_check_numeric_key(rel, where, q, key))
    elif isinstance(key, ExplainKey):
        pass
    return out


def _check_numeric_key(rel: str, where: str, q: NumericQuestion, key: NumericKey) -> list[Problem]:
    out: list[Problem] = []
    ans = key.answer
    if isinstance(ans, FunctionAnswer):
        f = answer_fns.FUNCTIONS.get(ans.fn)
        if f is None:
            return [Problem(rel, f"{where}.answer.fn", f"unknown answer function {ans.fn!r} "
                            f"(known: {', '.join(sorted(answer_fns.FUNCTIONS))})")]
        sig = inspect.signature(f.fn)
        for a, src in ans.args.items():
            if a not in sig.parameters:
                out.append(Problem(rel, f"{where}.answer.args.{a}", f"{ans.fn}() has no parameter {a!r} "
                                   f"(it takes: {', '.join(sig.parameters)})"))
            elif isinstance(src, str) and src not in q.params:
                out.append(Problem(rel, f"{where}.answer.args.{a}", f"{src!r} is not a parameter of the question"))
        for pname, p in sig.parameters.items():
            if p.default is inspect.Parameter.empty and pname not in ans.args:
                out.append(Problem(rel, f"{where}.answer.args", f"{ans.fn}() needs {pname!r}"))
    elif isinstance(ans, ExpressionAnswer):
        try:
            answer_fns.parse_expression(ans.expr, set(q.params))
        except AnswerError as exc:
            out.append(Problem(rel, f"{where}.answer.expr", str(exc)))
    for lang in LANGS:
        try:
            fields = template_fields(key.explanation.get(lang))
        except ValueError as exc:
            out.append(Problem(rel, f"{where}.explanation.{lang}", str(exc)))
            continue
        for n in fields:
            if n not in q.params and n not in ("answer", "work"):
                out.append(Problem(rel, f"{where}.explanation.{lang}",
                                   f"{{{n}}} is neither a parameter nor {{answer}} / {{work}}"))
    if out:
        return out
    from .checking import numeric_expected  # the same code that checks learners' answers

    for seed in CHECK_SEEDS:
        inst = instantiate(q, seed)
        try:
            value, _ = numeric_expected(q, key, inst)
        except AnswerError as exc:
            out.append(Problem(rel, f"{where}.answer", f"for parameters {inst.params}: {exc}"))
            break
        size = 1 if isinstance(value, float) else len(value)
        if size != q.size:
            out.append(Problem(rel, f"{where}.answer", f"gives {size} number(s) but the question asks for "
                               f"size {q.size} (parameters {inst.params})"))
            break
    return out


__all__ = ["Quiz", "QuizItem", "load_quiz", "validate_quiz", "question_languages", "CHECK_SEEDS"]
