# MISTAKE: the mask is always expanded as mask[:, None] (assuming a (batch, q_len, k_len) mask), so a causal (q_len, k_len), a padding (batch, 1, 1, k_len) or a per-head 4-D mask is broadcast against the wrong axes (wrong masking or a shape error).
# MISTAKE: keys and values are projected from x_q instead of x_kv, so cross-attention uses the decoder states as memory (and fails when d_kv or k_len differ).
import math
import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return np.swapaxes(t.reshape(b, s, h, d // h), 1, 2)


def _merge(t):
    b, h, s, d = t.shape
    return np.swapaxes(t, 1, 2).reshape(b, s, h * d)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_q @ w_k, num_heads)
    v = _split(x_q @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_model // num_heads)
    if mask is not None:
        s = np.where(mask[:, None], s, -np.inf)
    row_max = s.max(-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    e = np.exp(s - row_max)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    return _merge(w @ v) @ w_o, w
