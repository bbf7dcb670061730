"""A numpy BERT encoder for all-MiniLM-L6-v2 whose attention step is a pluggable exercise function.

Pipeline (Devlin et al. 2019, §3; Reimers & Gurevych 2019 for the pooling):

1. tokens → ``word[id] + position[i] + token_type[0]`` → layer norm (eps 1e-12);
2. six times: ``h = LN(h + attention_sublayer(h))``; ``h = LN(h + W2·gelu(W1·h + b1) + b2)``
   (post-norm), where ``attention_sublayer`` is the plugged function wrapped as described in
   :mod:`realmodel.attention` (12 heads, ``d_k = 32``, biases handled around the function);
3. mean of the real tokens' final vectors (padding excluded), then L2 normalisation.

Everything runs in float64 (the checkpoint is float32; it is widened once at load time). With the
reference attention plugged in, the sentence embeddings agree with the package's own PyTorch
path (sentence-transformers) within 1e-5 (``tests/test_realmodel.py``).

Sources: A. Vaswani et al., "Attention Is All You Need", NeurIPS 2017;
J. Devlin et al., "BERT: Pre-training of Deep Bidirectional Transformers for Language
Understanding", NAACL 2019; N. Reimers, I. Gurevych, "Sentence-BERT", EMNLP 2019.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np

from . import attention as att
from .numerics import gelu, layer_norm
from .weights import D_MODEL, LAYER_NORM_EPS, NUM_HEADS, BertWeights, load_tokenizer, load_weights

HEAD_DIM = D_MODEL // NUM_HEADS


@dataclass
class Batch:
    """Tokenised sentences, padded on the right to the longest.

    ``ids`` int64 (batch, seq); ``real`` bool (batch, seq), True for real tokens;
    ``tokens`` list of per-sentence token strings (unpadded); ``lengths`` list of ints.
    """

    sentences: list[str]
    ids: np.ndarray
    real: np.ndarray
    tokens: list[list[str]]

    @property
    def lengths(self) -> list[int]:
        return [len(t) for t in self.tokens]

    @property
    def padded(self) -> bool:
        return not bool(self.real.all())

    def key_mask(self) -> np.ndarray | None:
        """(batch, 1, seq, seq) bool, ``[b, 0, i, j] = real[b, j]`` (keys only); None without padding."""
        if not self.padded:
            return None
        b, s = self.real.shape
        return np.ascontiguousarray(np.broadcast_to(self.real[:, None, None, :], (b, 1, s, s)))


def tokenize(sentences: Sequence[str]) -> Batch:
    """Tokenise with the checkpoint's WordPiece tokenizer and pad to the longest sentence.

    Raises:
        ValueError: no sentences, or a sentence that is not a non-empty string.
        realmodel.weights.ModelUnavailable: the model package is missing or does not verify.
    """
    sentences = list(sentences)
    if not sentences:
        raise ValueError("give at least one sentence")
    for i, s in enumerate(sentences):
        if not isinstance(s, str) or not s.strip():
            raise ValueError(f"sentence {i} must be a non-empty string, got {s!r}")
    encs = load_tokenizer().encode_batch(sentences)
    seq = max(len(e.ids) for e in encs)
    ids = np.zeros((len(encs), seq), dtype=np.int64)
    real = np.zeros((len(encs), seq), dtype=bool)
    for i, e in enumerate(encs):
        ids[i, : len(e.ids)] = e.ids
        real[i, : len(e.ids)] = True
    return Batch(sentences, ids, real, [list(e.tokens) for e in encs])


@dataclass
class EncoderRun:
    """What one forward pass produced.

    ``hidden`` (batch, seq, 384): final token vectors (padding rows are meaningless);
    ``weights`` (layers, batch, heads, seq, seq) or None: the attention weights each layer's plug
    returned; ``embeddings`` (batch, 384): L2-normalised mean-pooled sentence embeddings;
    ``attention_inputs``: per layer, the hidden states fed to that layer (batch, seq, 384), kept
    only when asked for (``keep_inputs=True``).
    """

    batch: Batch
    hidden: np.ndarray
    embeddings: np.ndarray
    weights: np.ndarray | None
    attention_inputs: list[np.ndarray] = field(default_factory=list)


def embed(batch: Batch, w: BertWeights) -> np.ndarray:
    """Input embeddings (batch, seq, 384): word + position + token type 0, then layer norm."""
    seq = batch.ids.shape[1]
    x = w.word[batch.ids] + w.position[:seq][None] + w.token_type[0]
    return layer_norm(x, w.ln_g, w.ln_b, LAYER_NORM_EPS)


def feed_forward(h: np.ndarray, layer) -> np.ndarray:
    """The position-wise feed-forward block: ``gelu(h @ W1 + b1) @ W2 + b2`` (exact GELU)."""
    return gelu(h @ layer.w1 + layer.b1) @ layer.w2 + layer.b2


def pool(hidden: np.ndarray, real: np.ndarray) -> np.ndarray:
    """Mean over real tokens, then L2-normalise (``max(norm, 1e-12)``); (batch, 384)."""
    m = real[..., None].astype(np.float64)
    summed = (hidden * m).sum(axis=1)
    mean = summed / np.maximum(m.sum(axis=1), 1e-9)
    norm = np.linalg.norm(mean, axis=-1, keepdims=True)
    return mean / np.maximum(norm, 1e-12)


def run(batch: Batch, attention=None, *, return_weights: bool = True, keep_inputs: bool = False,
        call: Callable[[str, dict], tuple] | None = None) -> EncoderRun:
    """One forward pass of the encoder over a tokenised batch.

    Args:
        batch: from :func:`tokenize`.
        attention: None (the built-in reference), a function with one of the two exercise
            signatures, or an :class:`realmodel.attention.AttentionPlug`.
        return_weights: keep every layer's attention weights.
        keep_inputs: keep the hidden states each layer's attention received (for diagnosis).
        call: advanced — instead of ``plug.fn(**kwargs)``, call ``call(kind, kwargs)`` and use
            its ``(output, weights)`` (the grader routes calls to the sandbox this way). It may raise
            to stop the pass; the exception propagates.
    Returns:
        :class:`EncoderRun`.
    Raises:
        ValueError: the plug returned something other than ``(output, weights)`` of the right
            shapes; whatever the plug itself raises propagates unchanged.
    """
    plug = att.as_plug(attention)
    w = load_weights()
    h = embed(batch, w)
    mask = batch.key_mask()
    b, s = batch.ids.shape
    all_weights = np.empty((len(w.layers), b, NUM_HEADS, s, s)) if return_weights else None
    inputs: list[np.ndarray] = []
    for li, layer in enumerate(w.layers):
        if keep_inputs:
            inputs.append(h.copy())
        kwargs = att.arguments_for(plug.kind, h, layer, NUM_HEADS, mask)
        result = call(plug.kind, kwargs) if call is not None else plug.fn(**kwargs)
        out, weights = att.check_outputs(plug.kind, result, b, s, NUM_HEADS, HEAD_DIM, D_MODEL)
        if all_weights is not None:
            all_weights[li] = weights
        h = layer_norm(h + att.finish(plug.kind, out, layer), layer.ln1_g, layer.ln1_b, LAYER_NORM_EPS)
        h = layer_norm(h + feed_forward(h, layer), layer.ln2_g, layer.ln2_b, LAYER_NORM_EPS)
    return EncoderRun(batch, h, pool(h, batch.real), all_weights, inputs)


@dataclass
class Encoded:
    """Per-sentence results of :func:`encode`, padding removed.

    ``tokens[i]``: list of token strings of sentence i (with ``[CLS]``/``[SEP]``);
    ``weights[i]``: (layers=6, heads=12, len_i, len_i) float64, rows = queries, or None;
    ``token_vectors[i]``: (len_i, 384) final contextual token vectors;
    ``embeddings``: (n, 384) L2-normalised sentence embeddings.
    """

    sentences: list[str]
    tokens: list[list[str]]
    weights: list[np.ndarray] | None
    token_vectors: list[np.ndarray]
    embeddings: np.ndarray


def encode(sentences: str | Sequence[str], attention=None, return_weights: bool = True) -> Encoded:
    """Encode sentences with all-MiniLM-L6-v2, attention by ``attention`` (default: reference).

    Args:
        sentences: one string or a list of strings.
        attention: see :func:`run`.
        return_weights: also return every layer's attention weights.
    Returns:
        :class:`Encoded` (padding stripped per sentence).
    Raises:
        ValueError, realmodel.weights.ModelUnavailable: see :func:`tokenize` and :func:`run`.
    """
    if isinstance(sentences, str):
        sentences = [sentences]
    batch = tokenize(sentences)
    r = run(batch, attention, return_weights=return_weights)
    n = batch.lengths
    weights = None
    if r.weights is not None:
        weights = [np.ascontiguousarray(r.weights[:, i, :, : n[i], : n[i]]) for i in range(len(n))]
    vectors = [r.hidden[i, : n[i]].copy() for i in range(len(n))]
    return Encoded(list(batch.sentences), batch.tokens, weights, vectors, r.embeddings)
