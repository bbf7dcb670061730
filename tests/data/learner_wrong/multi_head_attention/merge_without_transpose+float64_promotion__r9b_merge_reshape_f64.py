# WRONG (two mistakes): merges the heads by a plain reshape (no transpose back), mixing tokens when num_heads > 1; and divides by np.sqrt(head_dim) (a float64 scalar), so float32 inputs give float64 weights and output.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads

    def split(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q, tq), split(x_kv @ w_k, tk), split(x_kv @ w_v, tk)
    scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s != 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", w, v).reshape(b, tq, d)
    return ctx @ w_o, w
