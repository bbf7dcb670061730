# SOURCE: https://github.com/FrancescoSaverioZuppichini/ViT/issues/1
# BUG: "Scaling is wrong, it should not be emb_size but emb_size // num_heads":
#      scaling = self.emb_size ** (1/2) -- scores divided by sqrt(d_model) instead of sqrt(head_dim).
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q); x_kv = np.asarray(x_kv)
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d)   # BUG: sqrt(emb_size), not sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    out = ctx @ w_o
    return out.astype(x_q.dtype, copy=False), w.astype(x_q.dtype, copy=False)
