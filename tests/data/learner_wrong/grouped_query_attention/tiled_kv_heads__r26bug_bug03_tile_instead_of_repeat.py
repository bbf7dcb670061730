# SOURCE: https://github.com/onnx/onnx/pull/7274
# MISTAKE: The K/V heads are expanded with np.tile along the head axis, giving the order [kv0, kv1, kv0, kv1, ...], so query head h uses K/V head h % num_kv_heads instead of the contiguous grouping h // g.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def grouped_query_attention(q, k, v, mask=None):
    num_heads = q.shape[1]
    num_kv_heads = k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv_heads

    k_full = np.tile(k, (1, g, 1, 1))
    v_full = np.tile(v, (1, g, 1, 1))

    d = q.shape[-1]
    scores = q @ np.swapaxes(k_full, -1, -2) / np.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _safe_softmax(scores).astype(q.dtype)
    out = (weights @ v_full).astype(q.dtype)
    return out, weights
