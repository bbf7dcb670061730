import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    qlen, d = q.shape[-2], q.shape[-1]
    klen = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, bool), lead + (qlen, klen))
    m = np.full(lead + (qlen, 1), -np.inf)
    l = np.zeros(lead + (qlen, 1))
    acc = np.zeros(lead + (qlen, v.shape[-1]))
    scale = 1.0 / np.sqrt(d)
    for start in range(0, klen, block_size):
        stop = min(start + block_size, klen)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        s = np.broadcast_to(s, lead + (qlen, stop - start)).astype(np.float64)
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - safe), 0.0)
        p = np.where(np.isfinite(s), np.exp(s - safe), 0.0)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., start:stop, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
