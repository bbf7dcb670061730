import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError("block_size must be an integer >= 1")
    block_size = int(block_size)
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    lq, lk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    scale = 1.0 / math.sqrt(q.shape[-1])
    allow = None
    if mask is not None:
        allow = np.broadcast_to(np.asarray(mask, bool), lead + (lq, lk))
    m = np.full(lead + (lq, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (lq, 1), dtype=dt)
    acc = np.zeros(lead + (lq, dv), dtype=dt)
    for start in range(0, lk, block_size):
        stop = min(start + block_size, lk)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        s = np.broadcast_to(s, lead + s.shape[-2:])
        if allow is not None:
            s = np.where(allow[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new).astype(dt)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)[..., 0].astype(dt)
    return out, lse
