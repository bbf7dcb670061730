# MISTAKE: query head h is mapped to K/V head h // num_kv_heads instead of h // g (g = num_heads // num_kv_heads), which is only right when g == num_kv_heads (wrong heads or an IndexError otherwise).
# MISTAKE: the queries are scaled in place (q *= scale), modifying the caller's q.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv_heads = q.shape[1], k.shape[1]
    if num_heads % num_kv_heads:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    idx = np.arange(num_heads) // num_kv_heads
    k_full = k[:, idx]
    v_full = v[:, idx]
    q *= q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    scores = q @ k_full.swapaxes(-1, -2)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    ex = np.exp(scores - mx)
    tot = ex.sum(-1, keepdims=True)
    weights = ex / np.maximum(tot, np.finfo(q.dtype).tiny)
    return weights @ v_full, weights
