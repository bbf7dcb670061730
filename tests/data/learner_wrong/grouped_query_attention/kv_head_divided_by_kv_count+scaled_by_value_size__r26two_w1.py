# MISTAKE: the K/V head for query head h is computed as h // num_kv_heads instead of h // (num_heads // num_kv_heads), so groups are wrong whenever g != num_kv_heads (and the index runs out of range e.g. for 6 query heads and 2 K/V heads).
# MISTAKE: the scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv:
        raise ValueError("num_heads % num_kv_heads != 0")
    idx = np.arange(num_heads) // num_kv
    kk = k[:, idx]
    vv = v[:, idx]
    scale = 1.0 / float(np.sqrt(v.shape[-1]))
    scores = np.einsum("bhqd,bhkd->bhqk", q, kk) * scale
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    ex = np.exp(scores - row_max)
    tot = ex.sum(axis=-1, keepdims=True)
    weights = np.where(tot > 0, ex / np.where(tot > 0, tot, 1), 0.0)
    out = np.einsum("bhqk,bhkd->bhqd", weights, vv)
    return out.astype(q.dtype), weights.astype(q.dtype)
