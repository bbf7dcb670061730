# MISTAKE: masked scores are filled with np.finfo(dtype).min instead of -inf, so a query row with no allowed key becomes a uniform softmax (weights 1/k_len and the mean of the values) instead of zero weights and a zero output.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    H = q.shape[1]
    KV = k.shape[1]
    if H % KV != 0:
        raise ValueError(f"num_heads {H} is not a multiple of num_kv_heads {KV}")
    g = H // KV
    kr = np.repeat(k, g, axis=1)
    vr = np.repeat(v, g, axis=1)
    scores = (q @ np.swapaxes(kr, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, np.finfo(scores.dtype).min)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype, copy=False)
    out = (w @ vr).astype(q.dtype, copy=False)
    return out, w
