# SOURCE: https://github.com/nntile/nntile/pull/347
# MISTAKE: The expanded head index is built as g * num_kv_heads + h_kv (group index outermost), i.e. the K/V heads are tiled [0,1,0,1,...] instead of repeated [0,0,1,1,...]; query head h should use K/V head h // g (HF repeat_kv ordering h_kv * g + g_idx).
import numpy as np


def _expand_kv(t, g):
    b, n_kv, s, d = t.shape
    # (b, g, n_kv, s, d) -> (b, g * n_kv, s, d)
    t = np.broadcast_to(t[:, None], (b, g, n_kv, s, d))
    return t.reshape(b, g * n_kv, s, d)


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    num_heads = q.shape[1]
    num_kv_heads = k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv_heads
    k = _expand_kv(k, g)
    v = _expand_kv(v, g)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    weights = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (weights @ v).astype(q.dtype, copy=False)
    return out, weights
