# Wrong: keys and values are projected from x_q instead of x_kv (k = x_q @ w_k, v = x_q @ w_v), so only self-attention works; cross-attention gives wrong values / k_len, or crashes when d_kv != d_model or a (q_len, k_len) mask does not fit. Everything else is right.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, T, D = x_q.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads

    def split(t):
        return t.reshape(B, -1, num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q), split(x_q @ w_k), split(x_q @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd).astype(x_q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    w = np.where(den > 0, e / np.where(den > 0, den, 1), 0).astype(x_q.dtype)
    ctx = np.einsum("bhqk,bhkd->bqhd", w, v).reshape(B, T, D)
    return ctx @ w_o, w
