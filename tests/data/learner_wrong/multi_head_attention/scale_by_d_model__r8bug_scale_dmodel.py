# https://github.com/lucidrains/vit-pytorch/issues/65 — scores scaled by 1/sqrt(d_model) (self.scale = dim ** -0.5) instead of the per-head 1/sqrt(head_dim); nothing else wrong.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    scale = d ** -0.5
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _safe_softmax(s).astype(x_q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_q.dtype), w
