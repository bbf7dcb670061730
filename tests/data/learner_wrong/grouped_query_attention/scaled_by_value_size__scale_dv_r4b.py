# WRONG: scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim); shows only when d_v != head_dim. Everything else right.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    batch, n_q, q_len, head_dim = q.shape
    n_kv, k_len = k.shape[1], k.shape[2]
    d_v = v.shape[-1]
    if n_q % n_kv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    group = n_q // n_kv
    kv_index = np.arange(n_q) // group
    kk = k[:, kv_index]
    vv = v[:, kv_index]
    scale = q.dtype.type(1.0) / q.dtype.type(np.sqrt(d_v))
    scores = np.einsum("bhqd,bhkd->bhqk", q, kk) * scale
    ok = np.ones((batch, n_q, q_len, k_len), bool)
    if mask is not None:
        ok = ok & mask
    scores = np.where(ok, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[~ok.any(-1, keepdims=True)] = 0
    w = np.exp(scores - mx)
    tot = w.sum(-1, keepdims=True)
    w = np.where(tot > 0, w / np.where(tot > 0, tot, 1), 0).astype(q.dtype)
    return np.einsum("bhqk,bhkd->bhqd", w, vv), w
