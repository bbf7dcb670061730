# Wrong (two mistakes): the merge reshapes (batch, heads, q_len, head_dim) straight to (batch, q_len, d_model) without transposing back (mixes tokens when heads > 1); and the divisibility check is an assert (AssertionError, gone under python -O) instead of ValueError.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    assert D % num_heads == 0, "d_model must be divisible by num_heads"
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / float(np.sqrt(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    w = np.where(den > 0, e / np.where(den > 0, den, 1), 0).astype(x_q.dtype)
    ctx = (w @ v).reshape(B, Tq, D)
    return ctx @ w_o, w
