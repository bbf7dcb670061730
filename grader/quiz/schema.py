"""The quiz schema: learner questions (``quiz/<set>.yaml``) and hidden keys (``solutions/quiz/<set>.yaml``).

Same conventions as :mod:`grader.schema`: pydantic models that forbid unknown keys and are frozen,
every text a :class:`~grader.schema.Text` with ``en`` and ``zh``, variants selected by ``kind``.

A learner file holds what a learner may see: the prompt, the choices, the items to put in order,
the ranges that numeric parameters are drawn from. It holds **no answers**: an ``answer`` or
``correct`` key in a learner file is rejected as an unknown field. The hidden file holds, per
question id, the key of the same ``kind``: the correct choice(s), the right order, how the numeric
answer is computed from the drawn parameters (a named function of :mod:`grader.quiz.answers` or a
small arithmetic expression, never ``eval``), the explanation, and for explain-in-words questions
the model answer with its self-check points.

Example (learner)::

    id: scaling
    title: {en: Scaling and softmax, zh: 缩放与 softmax}
    questions:
      - id: sqrt_dk
        kind: numeric
        topic: scaling
        prompt: {en: "d_k = {d_k}. By what number are the scores divided?", zh: "d_k = {d_k}，打分要除以多少？"}
        params: {d_k: {kind: choice, values: [16, 64, 128]}}

Example (hidden)::

    answers:
      sqrt_dk:
        kind: numeric
        answer: {expr: "sqrt(d_k)"}
        tolerance: {abs: 0.01}
        explanation: {en: "sqrt({d_k}) = {answer}", zh: "sqrt({d_k}) = {answer}"}
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, field_validator, model_validator

from ..schema import ID_PATTERN, Model, Text

CHOICE_ID = r"^[a-z0-9][a-z0-9_]*$"
QuestionKind = Literal["single_choice", "multiple_choice", "numeric", "ordering", "explain"]
KINDS: tuple[str, ...] = ("single_choice", "multiple_choice", "numeric", "ordering", "explain")
Difficulty = Literal["easy", "medium", "hard"]

# Topics of the built-in pack; a set file may add its own under ``topics:``.
TOPICS: dict[str, Text] = {
    "embeddings": Text(en="Embeddings and similarity", zh="词嵌入与相似度"),
    "context": Text(en="Context and polysemy", zh="上下文与一词多义"),
    "qkv": Text(en="Queries, keys and values", zh="查询、键与值（Q/K/V）"),
    "scaling": Text(en="Scaling by √d_k", zh="除以 √d_k 的缩放"),
    "softmax": Text(en="Softmax", zh="Softmax"),
    "masking": Text(en="Masks", zh="掩码"),
    "decoding": Text(en="Decoding and the KV cache", zh="逐词生成与 KV 缓存"),
    "multi_head": Text(en="Multi-head attention", zh="多头注意力"),
    "architectures": Text(en="Self-, cross-attention and model families", zh="自注意力、交叉注意力与模型结构"),
    "residual": Text(en="Residual stream: E + ΔE", zh="残差流：E + ΔE"),
    "position": Text(en="Positions", zh="位置信息"),
    "efficiency": Text(en="Cost and efficiency", zh="计算开销与效率"),
}


def _unique_ids(items: list, what: str) -> None:
    ids = [i.id for i in items]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise ValueError(f"{what} ids repeated: {dup}")


# ---------------------------------------------------------------- parameters of numeric questions


class IntParam(Model):
    """A whole number drawn uniformly from ``low..high`` (inclusive). ``low``/``high`` may name an
    earlier parameter (``high: m`` draws at most the value drawn for ``m``)."""

    kind: Literal["int"]
    low: int | str
    high: int | str
    exclude: list[int] = []

    @model_validator(mode="after")
    def _range(self) -> "IntParam":
        if isinstance(self.low, int) and isinstance(self.high, int) and self.low > self.high:
            raise ValueError(f"low {self.low} is above high {self.high}")
        return self


class ChoiceParam(Model):
    """One of the listed numbers."""

    kind: Literal["choice"]
    values: list[int | float] = Field(min_length=1)


class FloatParam(Model):
    """A number drawn uniformly from ``[low, high]`` and rounded to ``decimals``."""

    kind: Literal["float"]
    low: float
    high: float
    decimals: int = Field(default=1, ge=0, le=4)

    @model_validator(mode="after")
    def _range(self) -> "FloatParam":
        if self.low > self.high:
            raise ValueError(f"low {self.low} is above high {self.high}")
        return self


class IntVectorParam(Model):
    """A short vector of whole numbers from ``low..high``; ``nonzero`` redraws the all-zero vector."""

    kind: Literal["int_vector"]
    length: int = Field(ge=1, le=8)
    low: int = Field(ge=-99)
    high: int = Field(le=99)
    nonzero: bool = True

    @model_validator(mode="after")
    def _range(self) -> "IntVectorParam":
        if self.low > self.high:
            raise ValueError(f"low {self.low} is above high {self.high}")
        if self.nonzero and self.low == self.high == 0:
            raise ValueError("nonzero vectors need a range other than 0..0")
        return self


ParamSpec = Annotated[Union[IntParam, ChoiceParam, FloatParam, IntVectorParam], Field(discriminator="kind")]


# ---------------------------------------------------------------- questions (learner-visible)


class Choice(Model):
    id: str = Field(pattern=CHOICE_ID)
    text: Text


class _Question(Model):
    id: str = Field(pattern=ID_PATTERN)
    topic: str = Field(pattern=ID_PATTERN)
    difficulty: Difficulty = "medium"
    prompt: Text
    source: str | None = None  # where the idea comes from (a seed article, a paper)
    # what a wrong answer reveals: ids of grader.misconceptions (optional; `validate` warns when empty)
    misconceptions: list[str] = []

    @field_validator("misconceptions")
    @classmethod
    def _known_misconceptions(cls, ids: list[str]) -> list[str]:
        from ..schema import check_misconceptions

        return check_misconceptions(ids)


class SingleChoiceQuestion(_Question):
    """Pick exactly one choice. Choices are shown in a shuffled order unless ``shuffle: false``."""

    kind: Literal["single_choice"]
    choices: list[Choice] = Field(min_length=2, max_length=8)
    shuffle: bool = True

    @field_validator("choices")
    @classmethod
    def _ids(cls, v: list[Choice]) -> list[Choice]:
        _unique_ids(v, "choice")
        return v


class MultipleChoiceQuestion(_Question):
    """Pick every choice that applies (at least one does)."""

    kind: Literal["multiple_choice"]
    choices: list[Choice] = Field(min_length=3, max_length=8)
    shuffle: bool = True

    @field_validator("choices")
    @classmethod
    def _ids(cls, v: list[Choice]) -> list[Choice]:
        _unique_ids(v, "choice")
        return v


class NumericQuestion(_Question):
    """A number (or ``size`` numbers) computed from parameters drawn anew for every attempt.

    The prompt is a template: ``{name}`` is replaced by the drawn value of parameter ``name``
    (plain names only; vectors print as ``[2, 3, -1]``)."""

    kind: Literal["numeric"]
    params: dict[Annotated[str, Field(pattern=ID_PATTERN)], ParamSpec] = {}
    size: int = Field(default=1, ge=1, le=8)
    unit: Text | None = None


class OrderingQuestion(_Question):
    """Put the items in the right order. Write them in the learner file in any order but the
    right one (the loader rejects a file that gives the answer away)."""

    kind: Literal["ordering"]
    items: list[Choice] = Field(min_length=3, max_length=8)

    @field_validator("items")
    @classmethod
    def _ids(cls, v: list[Choice]) -> list[Choice]:
        _unique_ids(v, "item")
        return v


class ExplainQuestion(_Question):
    """Answer in words; then compare with the model answer and tick the points you covered."""

    kind: Literal["explain"]


Question = Annotated[
    Union[SingleChoiceQuestion, MultipleChoiceQuestion, NumericQuestion, OrderingQuestion, ExplainQuestion],
    Field(discriminator="kind"),
]


class QuizSet(Model):
    """``quiz/<set>.yaml``: one set of questions (no answers)."""

    id: str = Field(pattern=ID_PATTERN)
    title: Text
    description: Text | None = None
    topics: dict[Annotated[str, Field(pattern=ID_PATTERN)], Text] = {}
    questions: list[Question] = Field(min_length=1)

    @field_validator("questions")
    @classmethod
    def _ids(cls, v: list) -> list:
        _unique_ids(v, "question")
        return v


# ---------------------------------------------------------------- hidden keys


class Tolerance(Model):
    """A numeric answer is right when ``|given - expected| <= abs + rel * |expected|`` (each number)."""

    abs: float = Field(default=1e-9, ge=0)
    rel: float = Field(default=0.0, ge=0)


class FunctionAnswer(Model):
    """A named answer function of :mod:`grader.quiz.answers`; ``args`` maps its parameters to
    parameter names of the question (strings) or to constants (numbers)."""

    fn: str = Field(pattern=ID_PATTERN)
    args: dict[str, str | int | float] = {}


class ExpressionAnswer(Model):
    """Arithmetic on the parameters: ``+ - * / // % **``, numbers, ``[...]``, indexing and the
    functions of :data:`grader.quiz.answers.EXPR_FUNCTIONS` (``sqrt``, ``exp``, ``dot``, ``softmax``…)."""

    expr: str = Field(min_length=1, max_length=400)


class SingleChoiceKey(Model):
    kind: Literal["single_choice"]
    correct: str = Field(pattern=CHOICE_ID)
    explanation: Text
    why: dict[str, Text] = {}  # optional feedback for a particular (wrong) choice


class MultipleChoiceKey(Model):
    kind: Literal["multiple_choice"]
    correct: list[Annotated[str, Field(pattern=CHOICE_ID)]] = Field(min_length=1)
    explanation: Text
    why: dict[str, Text] = {}


class NumericKey(Model):
    """``explanation`` is a template like the prompt; it may also use ``{answer}`` (the expected
    value) and ``{work}`` (the worked computation of an answer function that provides one)."""

    kind: Literal["numeric"]
    answer: FunctionAnswer | ExpressionAnswer
    tolerance: Tolerance = Tolerance()
    explanation: Text


class OrderingKey(Model):
    kind: Literal["ordering"]
    order: list[Annotated[str, Field(pattern=CHOICE_ID)]] = Field(min_length=3)
    explanation: Text


class ExplainKey(Model):
    """The model answer and the points a good answer makes; the learner ticks the points they made
    and the answer counts as right when the ticked share reaches ``pass_share``."""

    kind: Literal["explain"]
    model_answer: Text
    checklist: list[Text] = Field(min_length=2, max_length=8)
    pass_share: float = Field(default=0.6, gt=0.0, le=1.0)
    explanation: Text | None = None


AnswerKey = Annotated[
    Union[SingleChoiceKey, MultipleChoiceKey, NumericKey, OrderingKey, ExplainKey],
    Field(discriminator="kind"),
]


class QuizKeys(Model):
    """``solutions/quiz/<set>.yaml``: the hidden keys of one set, by question id."""

    answers: dict[Annotated[str, Field(pattern=ID_PATTERN)], AnswerKey] = Field(min_length=1)


__all__ = [
    "KINDS", "TOPICS", "QuizSet", "QuizKeys", "Question", "AnswerKey",
    "SingleChoiceQuestion", "MultipleChoiceQuestion", "NumericQuestion", "OrderingQuestion", "ExplainQuestion",
    "SingleChoiceKey", "MultipleChoiceKey", "NumericKey", "OrderingKey", "ExplainKey",
    "Choice", "IntParam", "ChoiceParam", "FloatParam", "IntVectorParam", "Tolerance",
    "FunctionAnswer", "ExpressionAnswer",
]
