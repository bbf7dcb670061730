import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    qlen, klen = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (qlen, klen))
    scale = 1.0 / math.sqrt(q.shape[-1])
    m = np.full(lead + (qlen, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (qlen, 1), dtype=dt)
    acc = np.zeros(lead + (qlen, v.shape[-1]), dtype=dt)
    for start in range(0, klen, block_size):
        stop = min(start + block_size, klen)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    ok = l > 0
    out = np.divide(acc, l, out=np.zeros_like(acc), where=ok)
    lse = np.where(ok, m + np.log(np.where(ok, l, 1)), -np.inf)[..., 0]
    return out.astype(dt, copy=False), lse.astype(dt, copy=False)
