"""The attention step of the encoder, and how a learner's exercise function is plugged into it.

Two exercise signatures can be plugged in (both from the exercises' contract, ``design.md``):

- ``scaled_dot_product_attention(q, k, v, mask=None) -> (output, weights)`` on
  ``(batch, heads, seq, head_dim)`` arrays;
- ``multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None) -> (output, weights)``
  with row-vector projections ``x @ W``, ``W`` of shape ``(d_in, d_out)``, **no biases**; output
  ``(batch, q_len, d_model)``, weights ``(batch, heads, q_len, k_len)``.

Boolean masks: ``True`` = this query may attend to this key. BERT masks padding on the *keys* only
(every query, even a padding one, sees all real tokens), so the mask we pass has shape
``(batch, 1, seq, seq)`` with ``mask[b, 0, i, j] = token j of sentence b is real``. A batch
without padding gets ``mask=None``.

How BERT's biases are handled (its four attention projections all have biases; the exercise
signature has none):

- ``scaled_dot_product_attention``: the projections, biases included, the head split and merge
  and the output projection are done around your function by the reference code:
  ``q = x @ Wq + bq`` (same for k, v) → split heads → **your function** → merge → ``@ Wo + bo``.
- ``multi_head_attention``: your function gets exactly the exercise's shapes — ``x_q``, ``x_kv``
  of shape ``(batch, seq, 384)``, ``w_q, w_k, w_v, w_o`` of shape ``(384, 384)``,
  ``num_heads = 12`` (so ``d_k = 32``) — and each bias is moved to where it acts:

  1. value and output biases are added *after* your function: every query's weights sum to 1, so
     ``sum_j w_ij (v_j + bv) = sum_j w_ij v_j + bv``, and the sublayer output is
     ``your_output + (bv @ Wo + bo)``;
  2. the key bias is dropped: it adds ``q_i · bk`` to every score of query ``i``, the same for all
     keys, and the softmax cancels a per-row constant — the weights are unchanged;
  3. the query bias is moved into the queries' input: ``x_q = x + c`` with ``c`` solved once per
     layer from ``c @ Wq = bq`` (``Wq`` is invertible, condition number < 1e4), so
     ``x_q @ Wq = x @ Wq + bq`` to ~1e-13. ``x_kv = x``.

  That is why, although this is self-attention, your function is called with ``x_q`` different
  from ``x_kv`` (the way cross-attention calls it): a function that takes keys/values from
  ``x_q`` is caught.

This module also holds a private, self-contained implementation of both functions
(:func:`scaled_dot_product_attention`, :func:`multi_head_attention`) that follows the contract:
scale ``1/sqrt(d_k)``, masked scores to ``-inf``, stable softmax, fully masked rows give zero
weights and a zero output. The grader's trusted reference is ``solutions/`` (see
:mod:`realmodel.reference`); this one is the encoder's default for the app.

Sources: A. Vaswani et al., "Attention Is All You Need", NeurIPS 2017, §3.2 (scaled dot-product
and multi-head attention); J. Devlin et al., "BERT", NAACL 2019, §3 (the encoder and its
padding/attention mask).
"""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

SDPA = "scaled_dot_product_attention"
MHA = "multi_head_attention"
KINDS = (SDPA, MHA)

# --------------------------------------------------------------------- the private reference


def _masked_softmax(scores: np.ndarray, mask: np.ndarray | None) -> np.ndarray:
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.exp(scores - row_max)  # exp(-inf) = 0 for masked entries
    total = e.sum(axis=-1, keepdims=True)
    return np.divide(e, total, out=np.zeros_like(e), where=total > 0)


def scaled_dot_product_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray,
                                 mask: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """softmax(q kᵀ / sqrt(d_k)) v, with a boolean mask (True = may attend).

    Args:
        q: (..., q_len, d_k); k: (..., k_len, d_k); v: (..., k_len, d_v); float32 or float64.
        mask: bool, broadcastable to (..., q_len, k_len), or None.
    Returns:
        ``(output (..., q_len, d_v), weights (..., q_len, k_len))`` in the inputs' float dtype; a
        query with no allowed key gets zero weights and a zero output.
    Raises:
        ValueError: q and k disagree on d_k, or k and v on k_len.
    Source: Vaswani et al. 2017, eq. (1).
    """
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has k_len={k.shape[-2]} but v has k_len={v.shape[-2]}")
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    weights = _masked_softmax(scores, None if mask is None else np.asarray(mask, dtype=bool))
    out = weights @ v
    dtype = np.result_type(q, k, v)
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)


def split_heads(x: np.ndarray, num_heads: int) -> np.ndarray:
    """(batch, seq, d) → (batch, num_heads, seq, d // num_heads). Raises ValueError if d % num_heads."""
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    return x.reshape(b, s, num_heads, d // num_heads).transpose(0, 2, 1, 3)


def merge_heads(x: np.ndarray) -> np.ndarray:
    """(batch, heads, seq, head_dim) → (batch, seq, heads * head_dim); the inverse of split_heads."""
    b, h, s, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def multi_head_attention(x_q: np.ndarray, x_kv: np.ndarray, w_q: np.ndarray, w_k: np.ndarray,
                         w_v: np.ndarray, w_o: np.ndarray, num_heads: int,
                         mask: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Multi-head attention without biases, row-vector projections.

    Args:
        x_q: (batch, q_len, d_in); x_kv: (batch, k_len, d_in).
        w_q, w_k, w_v: (d_in, d_model); w_o: (d_model, d_model). num_heads divides d_model.
        mask: bool broadcastable to (batch, num_heads, q_len, k_len), or None.
    Returns:
        ``(output (batch, q_len, d_model), weights (batch, num_heads, q_len, k_len))``.
    Raises:
        ValueError: d_model % num_heads != 0.
    Source: Vaswani et al. 2017, §3.2.2.
    """
    q = split_heads(x_q @ w_q, num_heads)
    k = split_heads(x_kv @ w_k, num_heads)
    v = split_heads(x_kv @ w_v, num_heads)
    out, weights = scaled_dot_product_attention(q, k, v, mask)
    return merge_heads(out) @ w_o, weights


# --------------------------------------------------------------------- plugging a function in


@dataclass(frozen=True)
class AttentionPlug:
    """A function with one of the two exercise signatures, and which one it is.

    ``kind`` is :data:`SDPA` or :data:`MHA`. ``fn`` may raise; the encoder lets it propagate.
    """

    kind: str
    fn: Callable
    label: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"AttentionPlug.kind must be one of {KINDS}, got {self.kind!r}")


BUILTIN = AttentionPlug(SDPA, scaled_dot_product_attention, "built-in reference")


def as_plug(attention) -> AttentionPlug:
    """Accept ``None`` (the built-in reference), an :class:`AttentionPlug`, or a plain function.

    A plain function's kind comes from its ``__name__`` when that is one of the exercise names,
    else from its parameter count (7 or more → multi-head). Raises TypeError for anything else.
    """
    if attention is None:
        return BUILTIN
    if isinstance(attention, AttentionPlug):
        return attention
    if not callable(attention):
        raise TypeError(f"attention must be None, an AttentionPlug or a function, got {type(attention).__name__}")
    name = getattr(attention, "__name__", "")
    if name in KINDS:
        return AttentionPlug(name, attention, name)
    try:
        n = len(inspect.signature(attention).parameters)
    except (TypeError, ValueError):
        n = 4
    return AttentionPlug(MHA if n >= 7 else SDPA, attention, name)


def mha_arguments(h: np.ndarray, layer, num_heads: int, mask: np.ndarray | None) -> dict:
    """The exact keyword arguments a multi-head plug receives for hidden states ``h`` (batch, seq, 384).

    ``x_q = h + layer.q_input_shift`` (carries the query bias), ``x_kv = h``, the four weight
    matrices as they are (384, 384), ``num_heads``, ``mask``. See the module docstring.
    """
    return {"x_q": h + layer.q_input_shift, "x_kv": h, "w_q": np.array(layer.wq), "w_k": np.array(layer.wk),
            "w_v": np.array(layer.wv), "w_o": np.array(layer.wo), "num_heads": num_heads, "mask": mask}


def sdpa_arguments(h: np.ndarray, layer, num_heads: int, mask: np.ndarray | None) -> dict:
    """The keyword arguments a scaled-dot-product plug receives: q, k, v of shape
    (batch, 12, seq, 32) with BERT's biases already added, and the mask."""
    q = split_heads(h @ layer.wq + layer.bq, num_heads)
    k = split_heads(h @ layer.wk + layer.bk, num_heads)
    v = split_heads(h @ layer.wv + layer.bv, num_heads)
    return {"q": np.ascontiguousarray(q), "k": np.ascontiguousarray(k),
            "v": np.ascontiguousarray(v), "mask": mask}


def arguments_for(kind: str, h: np.ndarray, layer, num_heads: int, mask: np.ndarray | None) -> dict:
    """Keyword arguments for a plug of ``kind`` (see :func:`mha_arguments`, :func:`sdpa_arguments`)."""
    return (mha_arguments if kind == MHA else sdpa_arguments)(h, layer, num_heads, mask)


def finish(kind: str, output: np.ndarray, layer) -> np.ndarray:
    """Turn the plug's ``output`` into the attention sublayer's output (batch, seq, 384):
    multi-head → ``output + (bv @ Wo + bo)``; scaled dot-product → ``merge_heads(output) @ Wo + bo``."""
    if kind == MHA:
        return output + layer.mha_output_bias
    return merge_heads(output) @ layer.wo + layer.bo


def check_outputs(kind: str, result, batch: int, seq: int, num_heads: int, head_dim: int,
                  d_model: int) -> tuple[np.ndarray, np.ndarray]:
    """Validate what a plug returned; return ``(output, weights)`` as float64 arrays.

    Raises:
        ValueError: not a 2-tuple of arrays, or a shape differs from the one expected (the message
            names the output and both shapes).
    """
    if not isinstance(result, tuple) or len(result) != 2:
        raise ValueError(f"{kind} must return a tuple (output, weights), got {type(result).__name__}")
    output, weights = (np.asarray(r) for r in result)
    want_out = (batch, seq, d_model) if kind == MHA else (batch, num_heads, seq, head_dim)
    want_w = (batch, num_heads, seq, seq)
    if output.shape != want_out:
        raise ValueError(f"{kind}: output has shape {output.shape}, expected {want_out}")
    if weights.shape != want_w:
        raise ValueError(f"{kind}: weights has shape {weights.shape}, expected {want_w}")
    return output.astype(np.float64, copy=False), weights.astype(np.float64, copy=False)
