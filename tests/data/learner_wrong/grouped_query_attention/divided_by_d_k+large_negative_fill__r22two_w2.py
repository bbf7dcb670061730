# MISTAKE: Masked scores are set to the finite value -1e9, so a fully masked row gets uniform weights (and a nonzero output) instead of zeros.
# MISTAKE: Scores are divided by head_dim instead of sqrt(head_dim).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, q_len, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    group = nh // nkv
    k_rep = np.repeat(k, group, axis=1)
    v_rep = np.repeat(v, group, axis=1)
    s = np.einsum("bhqd,bhkd->bhqk", q, k_rep) / hd
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    out = np.einsum("bhqk,bhkd->bhqd", p, v_rep)
    return out.astype(q.dtype), p.astype(q.dtype)
