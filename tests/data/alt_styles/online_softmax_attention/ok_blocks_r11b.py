import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    tq, tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = 1.0 / math.sqrt(q.shape[-1])
    allowed = None if mask is None else np.broadcast_to(np.asarray(mask, bool), lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (tq, 1), dtype=dt)
    acc = np.zeros(lead + (tq, v.shape[-1]), dtype=dt)
    for start in range(0, tk, block_size):
        stop = min(start + block_size, tk)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        s = s.astype(dt)
        if allowed is not None:
            s = np.where(allowed[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new).astype(dt)
        alpha = np.where(np.isneginf(m), 0.0, np.exp(m - shift)).astype(dt)
        p = np.exp(s - shift)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., start:stop, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf).astype(dt)
    return out, lse[..., 0]
