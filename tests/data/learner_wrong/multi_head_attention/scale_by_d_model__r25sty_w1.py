# MISTAKE: the scores are divided by sqrt(d_model) instead of sqrt(head_dim), the per-head size (only right when num_heads == 1).
import numpy as np
from functools import reduce


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    split = lambda t: t.reshape(*t.shape[:2], num_heads, hd).transpose(0, 2, 1, 3)
    merge = lambda t: t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], d_model)
    q, k, v = (split(x @ w) for x, w in ((x_q, w_q), (x_kv, w_k), (x_kv, w_v)))
    pipe = (
        lambda s: s / s.dtype.type(np.sqrt(d_model)),
        lambda s: s if mask is None else np.where(mask, s, -np.inf),
        lambda s: np.exp(s - np.nan_to_num(s.max(-1, keepdims=True), neginf=0.0)),
        lambda e: np.divide(e, e.sum(-1, keepdims=True), out=np.zeros_like(e), where=e.sum(-1, keepdims=True) > 0),
    )
    w = reduce(lambda a, f: f(a), pipe, q @ k.swapaxes(-1, -2))
    return merge(w @ v) @ w_o, w
