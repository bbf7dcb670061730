import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = q.dtype
    scale = 1.0 / math.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q.shape[-2], k_len))
    m = np.full(lead + (q.shape[-2], 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (q.shape[-2], 1), dtype=dt)
    acc = np.zeros(lead + (q.shape[-2], v.shape[-1]), dtype=dt)
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new).astype(dt)
        p = np.exp(s - shift)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift)).astype(dt)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    with np.errstate(divide="ignore"):
        out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0).astype(dt)
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf).astype(dt)
    return out, lse[..., 0]
