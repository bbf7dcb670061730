import math
from itertools import starmap

import numpy as np


def _safe_softmax(s):
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(s - top)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    b, t_q = x_q.shape[:2]
    t_k = x_kv.shape[1]
    keep = None
    if mask is not None:
        keep = np.broadcast_to(np.asarray(mask, dtype=bool), (b, num_heads, t_q, t_k))

    def head(i):
        # head i only needs columns [i*hd, (i+1)*hd) of each projection
        cols = slice(i * hd, (i + 1) * hd)
        q = x_q @ w_q[:, cols]
        k = x_kv @ w_k[:, cols]
        v = x_kv @ w_v[:, cols]
        s = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
        if keep is not None:
            s = np.where(keep[:, i], s, -np.inf)
        p = _safe_softmax(s)
        return p @ v, p

    contexts, weights = zip(*map(head, range(num_heads)))
    # Concat(head_1..head_h) W_o == sum_i head_i @ (rows of W_o that belong to head i)
    out = sum(starmap(lambda i, c: c @ w_o[i * hd:(i + 1) * hd], enumerate(contexts)))
    dt = np.result_type(x_q, x_kv, w_q)
    return np.asarray(out, dtype=dt), np.stack(weights, axis=1).astype(dt)
