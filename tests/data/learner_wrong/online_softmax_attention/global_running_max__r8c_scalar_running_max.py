# The running max is one scalar over all queries, heads and batches (s.max() without an axis) instead of one per query row: exact in exact arithmetic, but a row whose scores lie far below another row's underflows to l = 0 (zero output, lse -inf).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qlen, klen = q.shape[-2], k.shape[-2]
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (qlen, klen))
    m = -np.inf
    l = np.zeros(lead + (qlen, 1), dtype=dt)
    acc = np.zeros(lead + (qlen, v.shape[-1]), dtype=dt)
    scale = 1.0 / math.sqrt(q.shape[-1])
    for a in range(0, klen, block_size):
        s = (q @ np.swapaxes(k[..., a:a + block_size, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., a:a + block_size], s, -np.inf)
        m_new = max(m, float(s.max()))
        shift = m_new if math.isfinite(m_new) else 0.0
        p = np.exp(s - shift)
        alpha = math.exp(m - shift)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., a:a + block_size, :]
        m = m_new
    good = l > 0
    out = np.divide(acc, l, out=np.zeros_like(acc), where=good)
    lse = np.where(good, m + np.log(np.where(good, l, 1)), -np.inf)[..., 0]
    return out.astype(dt, copy=False), lse.astype(dt, copy=False)
