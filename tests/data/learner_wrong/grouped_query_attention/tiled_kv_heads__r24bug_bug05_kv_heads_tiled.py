# SOURCE: https://github.com/vectorch-ai/ScaleLLM/pull/213
# MISTAKE: the K/V heads are expanded with a plain repeat of the whole head block (np.tile: kv0,kv1,kv0,kv1,...)
#          instead of repeat_interleave (kv0,kv0,kv1,kv1,...), so query head h reads K/V head h % num_kv_heads
#          rather than h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads = q.shape[1]
    num_kv_heads = k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv_heads
    k_rep = np.tile(k, (1, g, 1, 1))
    v_rep = np.tile(v, (1, g, 1, 1))

    scores = q @ np.swapaxes(k_rep, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype)
    out = (w @ v_rep).astype(q.dtype)
    return out, w
