# MISTAKE: the scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim), wrong whenever the value size differs from the key size.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    group = nh // nkv
    head_map = np.arange(nh) // group
    kk = k[:, head_map]
    vv = v[:, head_map]
    d_v = v.shape[-1]
    logits = np.einsum("bhqd,bhkd->bhqk", q, kk) / np.sqrt(d_v)
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    top = logits.max(axis=-1, keepdims=True)
    top = np.where(top == -np.inf, 0.0, top)
    w = np.exp(logits - top)
    denom = w.sum(axis=-1, keepdims=True)
    w = np.where(denom > 0, w / np.where(denom > 0, denom, 1.0), 0.0)
    out = np.einsum("bhqk,bhkd->bhqd", w, vv)
    return out.astype(q.dtype), w.astype(q.dtype)
