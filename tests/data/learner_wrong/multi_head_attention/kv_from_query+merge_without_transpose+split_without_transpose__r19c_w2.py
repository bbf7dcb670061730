# MISTAKE: (1) splits heads by reshaping straight to (batch, num_heads, seq, head_dim) (and merges the same way), mixing tokens into heads; (2) keys and values are projected from x_q instead of x_kv (wrong input used in cross-attention).
import numpy as np

def _split(t, h):
    b, n, d = t.shape
    return t.reshape(b, h, n, d // h)

def _merge(t):
    b, h, n, hd = t.shape
    return t.reshape(b, n, h * hd)

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    if w_q.shape[1] % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_q @ w_k, num_heads)
    v = _split(x_q @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    tot = e.sum(-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0.0)
    out = _merge(w @ v) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
