import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    dt = q.dtype
    qlen, d = q.shape[-2], q.shape[-1]
    klen = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = 1.0 / math.sqrt(d)
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, bool), lead + (qlen, klen))
    m = np.full(lead + (qlen, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (qlen, 1), dtype=dt)
    acc = np.zeros(lead + (qlen, v.shape[-1]), dtype=dt)
    for start in range(0, klen, block_size):
        end = min(start + block_size, klen)
        s = (q @ np.swapaxes(k[..., start:end, :], -1, -2)) * dt.type(scale)
        if full_mask is not None:
            s = np.where(full_mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0, m_new).astype(dt)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:end, :]
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where(l > 0, acc / safe_l, 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf)[..., 0].astype(dt)
    return out, lse
