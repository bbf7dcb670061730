"""Small, fixed embeddings and projections for the seed articles' sentences.

Like the seed's table of features for *Dog* (animal 0.98, living 0.99, vehicle 0.01 …), every word
here is a vector of eight hand-written features. Real models learn hundreds of features that nobody
can name; these are made up so that a reader can check every number:

    tech  food  person  action | describes  pointer  state  thing

The first four are *what the sentence is about* (topic and roles), the last four *how words refer
to each other* (modifiers, pronouns, what is said about whom). With 2 heads each head sees one
group of four; with 4 heads each sees one pair. "Apple" and "apple" share one static vector (tech
0.6 and food 0.5 at once): telling them apart is the job of attention, as in the seed article.

Projections (row vectors, ``x @ W``):
- ``W_K`` = identity: a word's key announces its own features ("here is who I am").
- ``W_Q`` writes down what a word looks for: nouns look for words that describe them and for the
  verb; verbs look for people and things; pronouns look for the one the sentence says something
  about; any word looks for words on its own topic (tech for tech, food for food).
- ``W_V`` = identity: a value carries the word's features, so ΔE = Σ weight × V adds the context's
  features to the word (hotpot gains spicy's and Sichuan's "describes" and "food").
- ``W_O`` = identity.
Words not in the small vocabulary get deterministic random features, like the seed's untrained
``Dog = [0.17, 0.91, 0.32]``.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

import numpy as np

FEATURES: list[tuple[str, str]] = [
    ("tech", "科技"), ("food", "食物"), ("person", "人物"), ("action", "动作"),
    ("describes", "修饰"), ("pointer", "指代"), ("state", "状态"), ("thing", "物体"),
]
D_MODEL = len(FEATURES)
PAD = "[PAD]"

_F = {name: i for i, (name, _) in enumerate(FEATURES)}


def _vec(**features: float) -> np.ndarray:
    v = np.zeros(D_MODEL)
    for k, x in features.items():
        v[_F[k]] = x
    return v


_FUNCTION_WORD = dict(describes=0.1, thing=0.1)

# lower-case English words; Chinese words below reuse the vector of their translation
VOCAB: dict[str, np.ndarray] = {
    "apple": _vec(tech=0.6, food=0.5, thing=0.6),
    "released": _vec(tech=0.6, action=1.0),
    "a": _vec(**_FUNCTION_WORD), "an": _vec(**_FUNCTION_WORD), "the": _vec(**_FUNCTION_WORD),
    "new": _vec(tech=0.3, describes=1.0),
    "iphone": _vec(tech=1.0, thing=1.0),
    "i": _vec(person=1.0, pointer=0.5),
    "ate": _vec(food=0.9, action=1.0),
    "after": _vec(describes=0.2, action=0.1),
    "lunch": _vec(food=1.0, thing=0.7, describes=0.1),
    "spicy": _vec(food=0.6, describes=1.0),
    "sichuan": _vec(food=0.4, describes=0.9),
    "hotpot": _vec(food=1.0, thing=1.0),
    "doctor": _vec(person=1.0, state=0.2),
    "gave": _vec(action=1.0, person=0.3),
    "patient": _vec(person=1.0, state=0.9),
    "medicine": _vec(thing=1.0, state=0.4),
    "because": _vec(describes=0.1, action=0.1),
    "he": _vec(pointer=1.0, person=0.5),
    "was": _vec(action=0.3),
    "sick": _vec(describes=1.0, state=0.6),
    "museum": _vec(thing=1.0, state=0.2),
    "refused": _vec(action=1.0, person=0.3),
    "sculpture": _vec(thing=1.0, state=0.9),
    "it": _vec(pointer=1.0, thing=0.5),
    "pricey": _vec(describes=1.0, state=0.6),
    "cat": _vec(person=0.3, food=0.1, thing=0.6),
    "dog": _vec(person=0.3, thing=0.6),
    "car": _vec(tech=0.6, thing=1.0),
    "[pad]": np.zeros(D_MODEL),
}

ZH_TRANSLATION: dict[str, str] = {
    "苹果": "apple", "发布": "released", "了": "was", "新款": "new", "新": "new", "iPhone": "iphone",
    "我": "i", "吃": "ate", "午饭": "lunch", "后": "after", "一个": "an", "一台": "a", "麻辣": "spicy",
    "四川": "sichuan", "火锅": "hotpot", "医生": "doctor", "病人": "patient", "药": "medicine",
    "因为": "because", "他": "he", "生病": "sick", "博物馆": "museum", "拒绝": "refused", "雕塑": "sculpture",
    "它": "it", "太贵": "pricey", "给": "gave", "一份": "a", "一座": "a", "病": "sick", "贵": "pricey",
    "狗": "dog", "猫": "cat", "车": "car",
}

SENTENCES: list[str] = [
    "Apple released a new iPhone",
    "I ate an apple after lunch",
    "a spicy Sichuan hotpot",
    "The doctor gave the patient medicine because he was sick",
    "The museum refused the sculpture because it was pricey",
]

# English sentence (queries) against its Chinese translation (keys and values): cross-attention
CROSS_PAIRS: list[tuple[str, str]] = [
    ("I ate an apple after lunch", "我 午饭 后 吃 了 一个 苹果"),
    ("Apple released a new iPhone", "苹果 发布 了 新款 iPhone"),
]

_CJK_CHARS = r"\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef"


def display(sentence: str) -> str:
    """A sentence as a reader writes it: no spaces between Chinese words ("我 午饭 后" → "我午饭后");
    the spaces stay where a Latin word meets another ("新款 iPhone" keeps its space)."""
    import re

    return re.sub(rf"(?<=[{_CJK_CHARS}]) +(?=[{_CJK_CHARS}])", "", sentence)


# The seed's example: how much "Apple" attends to released 30 %, iPhone 55 %, new 10 %, a 1 %.
# Same scores as the softmax exercise's public case ``apple_context``.
APPLE_CONTEXT_TOKENS = ["released", "iPhone", "new", "a"]
APPLE_CONTEXT_SCORES = np.array([2.0, 2.6, 0.9, -1.4])
SEED_APPLE_WEIGHTS = {"released": 0.30, "iPhone": 0.55, "new": 0.10, "a": 0.01}


GAIN = 1.8  # sharpens every query: the demo has 8 features, a real model hundreds


def _w_q() -> np.ndarray:
    w = np.zeros((D_MODEL, D_MODEL))

    def look(frm: str, to: str, x: float) -> None:
        w[_F[frm], _F[to]] = x

    look("tech", "tech", 4.0)          # a tech word looks for other tech words (topic)
    look("food", "food", 4.0)          # a food word looks for other food words
    look("thing", "describes", 2.0)    # a noun looks for the words that describe it
    look("thing", "action", 1.0)       # … and for its verb
    look("action", "person", 2.5)      # a verb looks for who did it
    look("action", "thing", 2.5)       # … and to what
    look("describes", "thing", 3.0)    # an adjective looks for the noun it describes
    look("pointer", "state", 4.0)      # a pronoun looks for the one the sentence says something about
    look("pointer", "describes", -2.0)  # … which is a noun, not the adjective that says it
    look("person", "person", 2.0)      # "he" (pointer + person) prefers people
    look("pointer", "thing", 1.0)
    return w * GAIN


W_Q: np.ndarray = _w_q()
W_K: np.ndarray = np.eye(D_MODEL)
W_V: np.ndarray = np.eye(D_MODEL)
W_O: np.ndarray = np.eye(D_MODEL)

_CJK = re.compile(r"[\u3400-\u9fff]+")


def tokenize(text: str) -> list[str]:
    """Split on spaces and punctuation; runs of Chinese characters split into known words (longest match)."""
    out: list[str] = []
    for chunk in re.findall(r"\[PAD\]|[\u3400-\u9fff]+|[A-Za-z0-9'\-]+", text):
        if _CJK.fullmatch(chunk):
            i = 0
            while i < len(chunk):
                for j in range(min(len(chunk), i + 4), i, -1):
                    if chunk[i:j] in ZH_TRANSLATION or j == i + 1:
                        out.append(chunk[i:j])
                        i = j
                        break
        else:
            out.append(chunk)
    return out[:24]


def word_vector(token: str) -> tuple[np.ndarray, bool]:
    """The token's features and whether it is in the vocabulary."""
    key = ZH_TRANSLATION.get(token, token).lower()
    if key in VOCAB:
        return VOCAB[key].copy(), True
    seed = int.from_bytes(hashlib.sha256(token.encode("utf-8")).digest()[:8], "little")
    return np.round(np.random.default_rng(seed).uniform(0.0, 0.5, D_MODEL), 2), False


def embed(tokens: list[str]) -> tuple[np.ndarray, list[str]]:
    """(T, d_model) embeddings and the tokens that got random features."""
    rows, unknown = [], []
    for t in tokens:
        v, known = word_vector(t)
        rows.append(v)
        if not known:
            unknown.append(t)
    return (np.stack(rows) if rows else np.zeros((0, D_MODEL))), unknown


def labels(tokens: list[str]) -> list[str]:
    """Axis labels that stay distinct when a token repeats ("the" twice): ``"3:the"``."""
    return [f"{i}:{t}" for i, t in enumerate(tokens)]


@dataclass(frozen=True)
class Inputs:
    """One demo computation's inputs: tokens on each side and the arrays."""

    q_tokens: list[str]
    k_tokens: list[str]
    x_q: np.ndarray   # (T_q, d_model)
    x_kv: np.ndarray  # (T_k, d_model)

    @property
    def q(self) -> np.ndarray:
        return self.x_q @ W_Q

    @property
    def k(self) -> np.ndarray:
        return self.x_kv @ W_K

    @property
    def v(self) -> np.ndarray:
        return self.x_kv @ W_V


def self_inputs(sentence: str) -> Inputs:
    toks = tokenize(sentence)
    e, _ = embed(toks)
    return Inputs(toks, toks, e, e)


CROSS_SCALE = 3.0  # cross-attention compares meanings: unit-length features, sharpened


def cross_inputs(en: str, zh: str) -> Inputs:
    """English queries against Chinese keys/values (W_Q = W_K = unit-normalise × CROSS_SCALE)."""
    qt, kt = tokenize(en), tokenize(zh)
    eq, _ = embed(qt)
    ek, _ = embed(kt)
    return Inputs(qt, kt, eq, ek)


def unit(x: np.ndarray) -> np.ndarray:
    n = np.linalg.norm(x, axis=-1, keepdims=True)
    return np.divide(x, n, out=np.zeros_like(x), where=n > 0)


def cross_qkv(inp: Inputs) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return unit(inp.x_q) * CROSS_SCALE, unit(inp.x_kv) * CROSS_SCALE, inp.x_kv @ W_V


def pad_tokens(tokens: list[str], n_pad: int) -> list[str]:
    return list(tokens) + [PAD] * n_pad
