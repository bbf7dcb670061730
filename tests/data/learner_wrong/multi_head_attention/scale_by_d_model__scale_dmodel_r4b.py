# WRONG: scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (only mistake; dtype kept).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad heads")
    hd = d_model // num_heads
    B, Lq, _ = x_q.shape
    Lk = x_kv.shape[1]

    def split(t, L):
        return t.reshape(B, L, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q, Lq), split(x_kv @ w_k, Lk), split(x_kv @ w_v, Lk)
    scores = (q @ k.transpose(0, 1, 3, 2)) / np.asarray(np.sqrt(d_model), dtype=q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(scores - mx)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(B, Lq, d_model)
    return ctx @ w_o, w
