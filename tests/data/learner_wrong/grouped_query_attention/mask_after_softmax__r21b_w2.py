# MISTAKE: the mask is applied AFTER the softmax (weights * mask, no renormalisation), so allowed weights no longer sum to 1.
import math
import numpy as np


def _softmax(x):
    x = x - x.max(axis=-1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=-1, keepdims=True)


def grouped_query_attention(q, k, v, mask=None):
    b, n_q, q_len, d = q.shape
    n_kv = k.shape[1]
    if n_q % n_kv != 0:
        raise ValueError("query heads must be a multiple of kv heads")
    group = n_q // n_kv
    qg = q.reshape(b, n_kv, group, q_len, d)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / math.sqrt(d)
    s = s.reshape(b, n_q, q_len, -1)
    w = _softmax(s)
    if mask is not None:
        w = w * np.asarray(mask, dtype=w.dtype)
    out = np.einsum("bngqk,bnkv->bngqv", w.reshape(b, n_kv, group, q_len, -1), v)
    return out.reshape(b, n_q, q_len, -1), w
