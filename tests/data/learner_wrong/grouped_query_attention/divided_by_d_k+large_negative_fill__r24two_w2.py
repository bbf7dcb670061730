# MISTAKE: Masked scores are set to the finite -1e9 instead of -inf, so a fully masked row gets uniform weights (average of values) instead of zeros.
# MISTAKE: Scores are divided by head_dim instead of sqrt(head_dim).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, q_len, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    group = nh // nkv
    k = np.repeat(k, group, axis=1)
    v = np.repeat(v, group, axis=1)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / hd
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p = p / p.sum(axis=-1, keepdims=True)
    return (p @ v).astype(q.dtype), p.astype(q.dtype)
