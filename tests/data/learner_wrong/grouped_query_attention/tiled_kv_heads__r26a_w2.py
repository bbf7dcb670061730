# MISTAKE: query head h is given K/V head h % num_kv_heads (interleaved, like np.tile) instead of h // g (contiguous groups).
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_q, n_kv = q.shape[1], k.shape[1]
    if n_q % n_kv:
        raise ValueError("num_heads is not a multiple of num_kv_heads")
    kv_index = np.arange(n_q) % n_kv
    k_full = k[:, kv_index]
    v_full = v[:, kv_index]
    logits = np.matmul(q, np.swapaxes(k_full, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    row_max = logits.max(-1, keepdims=True)
    row_max[row_max == -np.inf] = 0
    ex = np.exp(logits - row_max)
    norm = ex.sum(-1, keepdims=True)
    weights = np.divide(ex, norm, out=np.zeros_like(ex), where=norm != 0)
    return np.matmul(weights, v_full).astype(q.dtype), weights.astype(q.dtype)
