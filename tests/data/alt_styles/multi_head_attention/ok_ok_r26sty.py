# CORRECT: the projection weights are reshaped to (d_in, heads, head_dim) so every step is a single einsum with an explicit head label.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q, x_kv, w_q, w_k, w_v, w_o = map(np.asarray, (x_q, x_kv, w_q, w_k, w_v, w_o))
    d_model = w_q.shape[1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    dt = x_q.dtype
    q = np.einsum("bte,ehc->bhtc", x_q, w_q.reshape(w_q.shape[0], num_heads, hd))
    k = np.einsum("bte,ehc->bhtc", x_kv, w_k.reshape(w_k.shape[0], num_heads, hd))
    v = np.einsum("bte,ehc->bhtc", x_kv, w_v.reshape(w_v.shape[0], num_heads, hd))
    s = np.einsum("bhqc,bhkc->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    p = np.exp(s - top)
    z = p.sum(axis=-1, keepdims=True)
    w = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    ctx = np.einsum("bhqk,bhkc->bqhc", w, v)
    out = np.einsum("bqhc,hcf->bqf", ctx, w_o.reshape(num_heads, hd, w_o.shape[1]))
    return out.astype(dt, copy=False), w.astype(dt, copy=False)
