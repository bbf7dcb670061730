# MISTAKE: the mask is always expanded with mask[:, None] (assuming a (batch, q_len, k_len) mask), so a 2-D causal (q_len, k_len) or a (batch, 1, 1, k_len) mask lands on the wrong axes and fails to broadcast or masks the wrong entries.
import numpy as np


def _split(t, h):
    b, n, d = t.shape
    return np.moveaxis(t.reshape(b, n, h, d // h), 2, 1)


def _merge(t):
    b, h, n, c = t.shape
    return np.moveaxis(t, 1, 2).reshape(b, n, h * c)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_model // num_heads)
    if mask is not None:
        s = np.where(np.asarray(mask)[:, None], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.where(den == 0, 0.0, e / np.where(den == 0, 1, den))
    out = _merge(w @ v) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
