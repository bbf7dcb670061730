import math
import numpy as np


def _softmax_masked(s, allowed):
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m).astype(s.dtype)
    e = np.exp(s - m)
    e = np.where(allowed, e, 0).astype(s.dtype)
    z = np.sum(e, axis=-1, keepdims=True)
    return e / np.where(z == 0, 1, z).astype(s.dtype)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if num_heads <= 0 or d_model % num_heads != 0:
        raise ValueError(f"d_model {d_model} is not divisible by num_heads {num_heads}")
    hd = d_model // num_heads
    q = np.einsum("bti,io->bto", x_q, w_q).reshape(batch, q_len, num_heads, hd)
    k = np.einsum("bti,io->bto", x_kv, w_k).reshape(batch, k_len, num_heads, hd)
    v = np.einsum("bti,io->bto", x_kv, w_v).reshape(batch, k_len, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) * (1.0 / math.sqrt(hd))
    allowed = np.ones((batch, num_heads, q_len, k_len), dtype=bool)
    if mask is not None:
        allowed = allowed & np.asarray(mask, dtype=bool)
    w = _softmax_masked(s, allowed)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(batch, q_len, d_model)
    return ctx @ w_o, w
