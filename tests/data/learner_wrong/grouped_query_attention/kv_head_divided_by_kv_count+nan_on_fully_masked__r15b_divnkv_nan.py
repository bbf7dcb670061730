# WRONG: query head h uses K/V head h // num_kv_heads (instead of h // g; out of range or wrong groups whenever g != num_kv_heads) AND a fully masked row gives NaN (no safe softmax).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    nh, nkv = q.shape[1], k.shape[1]
    if nh % nkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    idx = np.arange(nh) // nkv
    ke, ve = k[:, idx], v[:, idx]
    s = np.einsum("bhqd,bhkd->bhqk", q, ke) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(-1, keepdims=True)
    return np.einsum("bhqk,bhkd->bhqd", p, ve).astype(q.dtype), p.astype(q.dtype)
