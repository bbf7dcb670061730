# MISTAKE: wrong input used -- keys and values are projected from x_q instead of x_kv (k = x_q @ w_k, v = x_q @ w_v), so cross-attention is wrong (self-attention, where x_q is x_kv, still works).
import math

import numpy as np


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    b = x_q.shape[0]
    proj = {"q": x_q @ w_q, "k": x_q @ w_k, "v": x_q @ w_v}
    heads = {n: t.reshape(b, t.shape[1], num_heads, hd).transpose(0, 2, 1, 3) for n, t in proj.items()}
    s = heads["q"] @ np.swapaxes(heads["k"], -1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax_safe(s)
    ctx = (w @ heads["v"]).transpose(0, 2, 1, 3).reshape(b, -1, d_model)
    return ctx @ w_o, w
