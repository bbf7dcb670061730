# MISTAKE: (1) wrong input used -- keys and values are projected from x_q instead of x_kv (breaks cross-attention); (2) forgotten step -- the merged heads are returned without the output projection w_o.
import math
import numpy as np


def _heads(t, h):
    b, s, d = t.shape
    return np.swapaxes(t.reshape(b, s, h, d // h), 1, 2)


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = x_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    q = _heads(x_q @ w_q, num_heads)
    k = _heads(x_q @ w_k, num_heads)
    v = _heads(x_q @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _safe_softmax(s)
    ctx = w @ v
    b, h, t, _ = ctx.shape
    return np.swapaxes(ctx, 1, 2).reshape(b, t, d_model), w
