"""The pack schema: every file an instructor writes is validated against these models.

A pack is a folder (see ``docs/pack-format.md``)::

    pack.yaml                       manifest: PackManifest
    exercises/<id>.py               learner stub
    exercises/<id>.yaml             learner-visible metadata and public cases: ExerciseMeta
    exercises/prompts/<id>.<lang>.md            the "learn" prompt (teaches the derivation)
    exercises/prompts/<id>.interview.<lang>.md  optional "interview" prompt (the contract only)
    solutions/<id>.py               reference (hidden)
    solutions/<id>.yaml             hidden cases, known mistakes as mutations of the reference: ExerciseHidden
    solutions/generators/<id>.py    optional case generators (escape hatch)

All models forbid unknown keys and are frozen; the ``kind`` field selects a variant of a union,
so a typo in a kind gives one clear error instead of a cascade.
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .space import SearchSpace

ID_PATTERN = r"^[a-z][a-z0-9_]*$"
Lang = Literal["en", "zh"]
LANGS: tuple[str, ...] = ("en", "zh")
FloatDType = Literal["float64", "float32"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(Model):
    """A piece of text in every UI language (English and Simplified Chinese)."""

    en: str = Field(min_length=1)
    zh: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


# ---------------------------------------------------------------- argument specs


class SpecialValue(Model):
    """Overwrite one element of a generated array, e.g. ``{index: [0, 2], value: -inf}``."""

    index: list[int]
    value: float


class RandomArray(Model):
    """Random floats drawn from ``numpy.random.default_rng(case seed + arg position)``."""

    kind: Literal["random"]
    shape: list[Annotated[int, Field(ge=0, le=4096)]]
    dtype: FloatDType = "float64"
    dist: Literal["normal", "uniform"] = "normal"
    scale: float = 1.0
    offset: float = 0.0
    special: list[SpecialValue] = []

    @model_validator(mode="after")
    def _small(self) -> "RandomArray":
        if math.prod(self.shape) > 2_000_000:
            raise ValueError(f"shape {self.shape} has more than 2,000,000 elements")
        return self


class LiteralArray(Model):
    """An array written out in full (public examples, inputs from bug reports)."""

    kind: Literal["array"]
    value: Any
    dtype: Literal["float64", "float32", "bool", "int64"] = "float64"


class Scalar(Model):
    """A plain Python value passed as is: ``num_heads``, ``axis``, ``q_len``, ``None``."""

    kind: Literal["value"]
    value: Union[bool, int, float, str, None]


class CausalMaskArg(Model):
    """A bottom-right aligned causal mask (True = may attend), optionally with leading 1-dims."""

    kind: Literal["causal_mask"]
    q_len: int = Field(ge=1)
    k_len: int = Field(ge=1)
    leading: list[int] = []


class PaddingMaskArg(Model):
    """A key padding mask from sequence lengths, laid out for broadcasting against scores."""

    kind: Literal["padding_mask"]
    lengths: list[Annotated[int, Field(ge=0)]]
    max_len: int = Field(ge=1)
    layout: Literal["batch_keys", "batch_1_keys", "batch_1_1_keys"] = "batch_1_1_keys"


class RandomMaskArg(Model):
    """A random boolean mask; ``masked_rows`` are query rows with no allowed key at all."""

    kind: Literal["random_mask"]
    shape: list[Annotated[int, Field(ge=1, le=4096)]]
    p_keep: float = Field(default=0.6, gt=0.0, le=1.0)
    masked_rows: list[int] = []

    @model_validator(mode="after")
    def _two_dims(self) -> "RandomMaskArg":
        if len(self.shape) < 2:
            raise ValueError("a mask needs at least 2 dims (q_len, k_len)")
        return self


class IdentityArg(Model):
    kind: Literal["identity"]
    n: int = Field(ge=1, le=1024)
    dtype: FloatDType = "float64"


class SameAs(Model):
    """The same array as another argument (self-attention passes x as both x_q and x_kv)."""

    kind: Literal["same_as"]
    arg: str


ArgSpec = Annotated[
    Union[RandomArray, LiteralArray, Scalar, CausalMaskArg, PaddingMaskArg, RandomMaskArg, IdentityArg, SameAs],
    Field(discriminator="kind"),
]


class Raises(Model):
    """The case expects the function to raise this exception (by class name, subclasses count)."""

    raises: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")


PropertyName = Literal[
    "rows_sum_to_one",
    "masked_weights_zero",
    "causal_prefix_invariance",
    "split_merge_identity",
    "new_arrays",  # no output shares memory with an input (checked by the comparator from the child's report)
]


class Tolerance(Model):
    rtol: float = Field(ge=0)
    atol: float = Field(ge=0)


class CaseSpec(Model):
    """One graded case: how to build the inputs, and what is expected."""

    name: str = Field(pattern=ID_PATTERN)
    visibility: Literal["public", "hidden"] = "hidden"
    weight: float = Field(default=1.0, gt=0)
    seed: int = 0
    description: Text | None = None
    args: dict[str, ArgSpec] | None = None
    generator: str | None = Field(default=None, pattern=ID_PATTERN)
    expect: Literal["value"] | Raises = "value"
    properties: list[PropertyName] = []
    tolerance: Tolerance | None = None
    source: str | None = None  # where the case comes from (a paper, a bug report URL)

    @model_validator(mode="after")
    def _inputs_given_once(self) -> "CaseSpec":
        if (self.args is None) == (self.generator is None):
            raise ValueError("give exactly one of 'args' (declarative) or 'generator' (a function name)")
        if self.args is not None:
            for name, spec in self.args.items():
                if isinstance(spec, SameAs) and spec.arg not in self.args:
                    raise ValueError(f"args.{name}: same_as names unknown argument {spec.arg!r}")
        return self


# ---------------------------------------------------------------- exercises


def check_misconceptions(ids: list[str]) -> list[str]:
    """Ids of the shared vocabulary (:mod:`grader.misconceptions`), each once.

    Raises:
        ValueError: an id outside the vocabulary (the message lists the known ids) or a repeat.
    """
    from .misconceptions import IDS

    unknown = [i for i in ids if i not in IDS]
    if unknown:
        raise ValueError(f"unknown misconception id(s) {unknown}; known: {', '.join(sorted(IDS))}")
    if len(set(ids)) != len(ids):
        raise ValueError(f"misconception ids repeated: {ids}")
    return ids


class HintLadder(Model):
    """The hints of the interview level, from least to most given away (``exercises/<id>.yaml``)::

        hint_ladder:
          nudge: {en: ..., zh: ...}          where to look, no method
          key_idea: {en: ..., zh: ...}       the one idea the solution rests on
          near_solution: {en: ..., zh: ...}  the steps, short of the code
    """

    nudge: Text
    key_idea: Text
    near_solution: Text

    RUNGS: ClassVar[tuple[str, ...]] = ("nudge", "key_idea", "near_solution")

    def rungs(self) -> list[tuple[str, Text]]:
        """(rung name, text) in ladder order."""
        return [(r, getattr(self, r)) for r in self.RUNGS]


class ExerciseMeta(Model):
    """Learner-visible metadata of one exercise (``exercises/<id>.yaml``)."""

    id: str = Field(pattern=ID_PATTERN)
    function: str = Field(pattern=r"^[a-z_][a-z0-9_]*$")
    title: Text
    summary: Text
    difficulty: Literal["easy", "medium", "hard"]
    tags: list[str] = []
    outputs: list[str] = Field(min_length=1)
    hints: list[Text] = []
    hint_ladder: HintLadder | None = None  # the interview level's hints (optional: older packs have none)
    banned: list[str] = []
    visual: Literal["none", "softmax", "mask", "attention", "heads"] = "none"
    time_limit_s: float = Field(default=2.0, gt=0, le=30)
    public_cases: list[CaseSpec] = []

    @field_validator("public_cases")
    @classmethod
    def _public(cls, cases: list[CaseSpec]) -> list[CaseSpec]:
        for c in cases:
            if c.visibility != "public":
                raise ValueError(f"public case {c.name!r} has visibility {c.visibility!r}")
        return cases

    @field_validator("banned")
    @classmethod
    def _dotted(cls, names: list[str]) -> list[str]:
        for n in names:
            if "." not in n:
                raise ValueError(f"banned name {n!r} must be dotted, like 'scipy.special.softmax'")
        return names


class Edit(Model):
    """One textual edit of a reference's source: ``find`` must occur exactly once; it becomes ``replace``.

    Both may use ``{param}`` for a value of the mutation's ``params`` (nothing else in braces is touched).
    """

    find: str = Field(min_length=1)
    replace: str


ParamValue = Union[str, int, float]


class Mistake(Model):
    """A known mistake: a declared mutation of the reference (``edits``), named and explained.

    Without ``edits`` it is a legacy whole-file copy in ``solutions/mistakes/<exercise>/<name>.py``
    (kept loadable while packs move to mutations; see docs/packs.md, "Mistakes as mutations").
    """

    name: str = Field(pattern=ID_PATTERN)
    message: Text
    misconceptions: list[str] = []
    target: str | None = Field(default=None, pattern=ID_PATTERN)  # a part's source instead of this reference's
    params: dict[str, list[ParamValue]] = {}  # a family: one variant per value (cartesian over keys)
    # what each value of a param means, in words: ``says.<key>[i]`` for ``params.<key>[i]``, put into the
    # message at ``{<key>.says}``, so a family's message says exactly what its variant does
    says: dict[str, list[Text]] = {}
    edits: list[Edit] = []
    # the mistake's effect is rounding error (a one-pass variance's cancellation): a submission that sums in
    # another order rounds differently, so it is matched by the size of its error, not by its values
    roundoff: bool = False

    @field_validator("misconceptions")
    @classmethod
    def _known(cls, ids: list[str]) -> list[str]:
        return check_misconceptions(ids)

    @model_validator(mode="after")
    def _params_used(self) -> "Mistake":
        for key, values in self.params.items():
            if not key.isidentifier():
                raise ValueError(f"params: {key!r} is not an identifier")
            if not values:
                raise ValueError(f"params.{key}: give at least one value")
            if not any("{" + key + "}" in e.find or "{" + key + "}" in e.replace for e in self.edits):
                raise ValueError(f"params.{key}: no edit uses {{{key}}}")
        for key, words in self.says.items():
            if key not in self.params:
                raise ValueError(f"says.{key}: there is no params.{key} to describe")
            if len(words) != len(self.params[key]):
                raise ValueError(f"says.{key}: {len(words)} descriptions for {len(self.params[key])} values of params.{key}")
        for lang in ("en", "zh"):
            for key in re.findall(r"\{(\w+)\.says\}", self.message.get(lang)):
                if key not in self.says:
                    raise ValueError(f"message.{lang}: {{{key}.says}} needs says.{key}")
        if self.target is not None and not self.edits:
            raise ValueError("target: only a mutation (with edits) has a target")
        return self

    @property
    def is_mutation(self) -> bool:
        return bool(self.edits)


class ExerciseHidden(Model):
    """Hidden material of one exercise (``solutions/<id>.yaml``)."""

    cases: list[CaseSpec] = Field(min_length=1)
    parts: list[Annotated[str, Field(pattern=ID_PATTERN)]] = []  # references this one imports (from .part import …)
    mistakes: list[Mistake] = []
    tolerance: dict[FloatDType, Tolerance] = {}
    explanation: Text | None = None
    search: SearchSpace | None = None  # the counterexample search's input space (grader/space.py)

    @field_validator("cases")
    @classmethod
    def _hidden(cls, cases: list[CaseSpec]) -> list[CaseSpec]:
        for c in cases:
            if c.visibility != "hidden":
                raise ValueError(f"case {c.name!r} in hidden material has visibility {c.visibility!r}")
        return cases


class PackManifest(Model):
    """``pack.yaml``: what the pack is and the order of its exercises."""

    id: str = Field(pattern=ID_PATTERN)
    title: Text
    version: str = Field(pattern=r"^\d+(\.\d+){0,2}$")
    authors: list[str] = Field(min_length=1)
    languages: list[Lang] = ["en", "zh"]
    description: Text | None = None
    exercises: list[str] = Field(min_length=1)
    quiz: list[str] = []

    @field_validator("exercises")
    @classmethod
    def _unique(cls, ids: list[str]) -> list[str]:
        seen: set[str] = set()
        for i in ids:
            if i in seen:
                raise ValueError(f"exercise id {i!r} is listed twice")
            seen.add(i)
        return ids


DEFAULT_TOLERANCE: dict[str, Tolerance] = {
    "float64": Tolerance(rtol=1e-6, atol=1e-8),
    "float32": Tolerance(rtol=1e-4, atol=1e-5),
}
