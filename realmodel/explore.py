"""Helpers for looking inside the encoder: contextual vectors, cosines, 2-D projections, heatmaps.

These are the plain functions the app page (``app_pages/real_model.py``) uses; none of them
imports streamlit.

The polysemy example comes from the claim that attention turns one static vector per word into a
different vector per context: the static (input) embedding of "apple" is the same row of the
word-embedding matrix in every sentence (cosine 1.0), while its contextual vectors (the encoder's
final token vectors) in "I ate an apple after lunch" and "Apple released a new iPhone" have a
cosine of about 0.63.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .encoder import encode
from .weights import load_tokenizer, load_weights

SPECIAL_TOKENS = ("[CLS]", "[SEP]")

#: Example sentences per sense (used by the page and the tests).
POLYSEMY_EXAMPLES: dict[str, dict[str, list[str]]] = {
    "apple": {
        "fruit": ["I ate an apple after lunch", "She peeled a ripe red apple",
                  "He baked an apple pie with cinnamon", "The apple fell from the tree"],
        "company": ["Apple released a new iPhone", "Apple shares rose after the earnings call",
                    "She works as an engineer at Apple", "Apple announced a new MacBook today"],
    },
    "bank": {
        "river": ["We went fishing by the bank", "The boat drifted toward the muddy bank",
                  "They had a picnic on the river bank", "Reeds grew along the bank of the stream"],
        "money": ["I keep my money in the bank", "The bank approved her loan",
                  "He deposited the cheque at the bank", "The bank raised its interest rates"],
    },
}


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of two vectors (0.0 if either is all zeros)."""
    a = np.asarray(a, dtype=np.float64).ravel()
    b = np.asarray(b, dtype=np.float64).ravel()
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    if na == 0 or nb == 0:
        return 0.0
    return float(a @ b / (na * nb))


def word_token_positions(sentence: str, word: str, occurrence: int = 0) -> list[int]:
    """Token positions (with [CLS] at 0) of the ``occurrence``-th occurrence of ``word``.

    Matching is case-insensitive on whole words as the tokenizer splits them ("Apple" matches
    "apple"; "apples" does not). A word cut into several WordPiece tokens gives several positions.

    Raises:
        ValueError: the word does not occur (the message lists the words found).
    """
    enc = load_tokenizer().encode(sentence)
    spans: dict[int, list[int]] = {}
    for pos, wid in enumerate(enc.word_ids):
        if wid is not None:
            spans.setdefault(wid, []).append(pos)
    words = []
    for wid, positions in spans.items():
        start = enc.offsets[positions[0]][0]
        end = enc.offsets[positions[-1]][1]
        words.append((sentence[start:end], positions))
    hits = [p for text, p in words if text.casefold() == word.strip().casefold()]
    if len(hits) <= occurrence:
        raise ValueError(f"{word!r} does not occur {'' if occurrence == 0 else f'{occurrence + 1} times '}"
                         f"in {sentence!r}; its words are {[t for t, _ in words]}")
    return hits[occurrence]


def contextual_vector(sentence: str, word: str, attention=None, occurrence: int = 0) -> np.ndarray:
    """The encoder's final vector (384,) for ``word`` in ``sentence`` (mean over its word pieces).

    ``attention``: as in :func:`realmodel.encoder.encode`. Raises ValueError if the word is absent.
    """
    positions = word_token_positions(sentence, word, occurrence)
    enc = encode([sentence], attention=attention, return_weights=False)
    return enc.token_vectors[0][positions].mean(axis=0)


def static_vector(word: str) -> np.ndarray:
    """The word's input embedding (384,): the mean of its WordPiece rows of the word-embedding
    matrix, before position embeddings, layer norm or any attention — the same in every context."""
    enc = load_tokenizer().encode(word, add_special_tokens=False)
    if not enc.ids:
        raise ValueError(f"{word!r} has no tokens")
    return load_weights().word[np.array(enc.ids)].mean(axis=0)


@dataclass
class Polysemy:
    """Result of :func:`polysemy`: contextual cosine between the first sentence of each sense and
    the static cosine (always 1.0), plus every sentence's vector and a 2-D projection."""

    word: str
    contextual_cosine: float
    static_cosine: float
    labels: list[str]
    sentences: list[str]
    vectors: np.ndarray
    points: np.ndarray


def polysemy(word: str, senses: dict[str, list[str]], attention=None) -> Polysemy:
    """Contextual vectors of ``word`` in sentences grouped by sense.

    Args:
        word: the word to follow, e.g. "apple".
        senses: ``{sense label: [sentences containing word]}``, at least two senses.
        attention: as in :func:`realmodel.encoder.encode`.
    Returns:
        :class:`Polysemy`; ``contextual_cosine`` compares the first sentence of the first two
        senses; ``points`` is the (n, 2) PCA projection of all the vectors.
    """
    labels, sentences = [], []
    for label, group in senses.items():
        for s in group:
            labels.append(label)
            sentences.append(s)
    if len(senses) < 2:
        raise ValueError("give at least two senses")
    enc = encode(sentences, attention=attention, return_weights=False)
    vecs = np.stack([enc.token_vectors[i][word_token_positions(s, word)].mean(axis=0)
                     for i, s in enumerate(sentences)])
    first = [labels.index(label) for label in list(senses)[:2]]
    static = static_vector(word)
    return Polysemy(word, cosine(vecs[first[0]], vecs[first[1]]), cosine(static, static), labels,
                    sentences, vecs, project_2d(vecs))


def project_2d(vectors: np.ndarray) -> np.ndarray:
    """PCA to 2-D via the SVD of the centred data: (n, d) → (n, 2).

    The sign of each axis is fixed (largest-magnitude loading positive) so the picture does not
    flip between runs. With n == 1 the point is the origin.
    """
    x = np.asarray(vectors, dtype=np.float64)
    if x.ndim != 2 or x.shape[0] == 0:
        raise ValueError(f"vectors must be (n, d) with n >= 1, got shape {x.shape}")
    x = x - x.mean(axis=0)
    if x.shape[0] == 1:
        return np.zeros((1, 2))
    _, _, vt = np.linalg.svd(x, full_matrices=False)
    comps = vt[:2]
    signs = np.sign(comps[np.arange(comps.shape[0]), np.argmax(np.abs(comps), axis=1)])
    pts = x @ (comps * signs[:, None]).T
    if pts.shape[1] < 2:
        pts = np.pad(pts, ((0, 0), (0, 2 - pts.shape[1])))
    return pts


def hide_special(weights: np.ndarray, tokens: Sequence[str], renormalise: bool = True
                 ) -> tuple[np.ndarray, list[int]]:
    """Drop the [CLS]/[SEP] rows and columns of an attention map and (optionally) renormalise.

    Args:
        weights: (..., q, k) with q == k == len(tokens).
        tokens: the token strings.
        renormalise: rescale each remaining row to sum to 1 (rows that had only special-token
            weight stay zero).
    Returns:
        ``(weights', kept)``: the smaller map and the kept token positions.
    """
    kept = [i for i, t in enumerate(tokens) if t not in SPECIAL_TOKENS]
    w = np.asarray(weights)[..., kept, :][..., kept]
    if renormalise:
        total = w.sum(axis=-1, keepdims=True)
        w = np.divide(w, total, out=np.zeros_like(w, dtype=np.float64), where=total > 0)
    return w, kept


def special_share(weights: np.ndarray, tokens: Sequence[str]) -> float:
    """Mean share of attention weight that goes to [CLS] and [SEP] keys (over queries, any heads)."""
    idx = [i for i, t in enumerate(tokens) if t in SPECIAL_TOKENS]
    return float(np.asarray(weights)[..., idx].sum(axis=-1).mean())


def token_labels(tokens: Sequence[str]) -> list[str]:
    """``f"{i}:{tok}"`` labels so that repeated tokens stay distinct on a chart axis."""
    return [f"{i}:{t}" for i, t in enumerate(tokens)]
