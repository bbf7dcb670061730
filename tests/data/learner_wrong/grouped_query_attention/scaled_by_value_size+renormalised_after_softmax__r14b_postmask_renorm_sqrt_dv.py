# WRONG: scales by 1/sqrt(d_v) instead of 1/sqrt(head_dim) AND masks after the softmax and renormalises, so a fully masked row gives 0/0 = NaN instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("GQA needs num_heads % num_kv_heads == 0")
    rep = H // Hkv
    k = np.repeat(k, rep, axis=1)
    v = np.repeat(v, rep, axis=1)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(v.shape[-1]))
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(-1, keepdims=True)
    if mask is not None:
        p = p * mask
        p = p / p.sum(-1, keepdims=True)
    return (p @ v).astype(q.dtype), p.astype(q.dtype)
