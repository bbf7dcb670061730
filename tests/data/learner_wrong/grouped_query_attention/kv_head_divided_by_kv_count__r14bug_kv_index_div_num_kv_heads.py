# https://github.com/PSAL-POSTECH/ONNXim/issues/33 -- KV head of query head h computed as h // num_kv_heads instead of h // (num_heads // num_kv_heads): right only when g == num_kv_heads; with g < num_kv_heads wrong heads are shared (MHA: all heads use KV head 0), with g > num_kv_heads the index runs out of range (IndexError).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, h, q_len, d = q.shape
    hk = k.shape[1]
    if h % hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    idx = np.arange(h) // hk
    kk = k[:, idx]
    vv = v[:, idx]
    s = (q @ np.swapaxes(kk, -1, -2)) / np.sqrt(np.asarray(d, dtype=q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ vv).astype(q.dtype), w
