import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    d = q.shape[-1]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    qlen = q.shape[-2]
    scale = 1.0 / np.sqrt(d)
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, bool), lead + (qlen, k_len))
    m = np.full(lead + (qlen, 1), -np.inf)
    l = np.zeros(lead + (qlen, 1))
    acc = np.zeros(lead + (qlen, v.shape[-1]))
    for st in range(0, k_len, block_size):
        kb = k[..., st:st + block_size, :]
        vb = v[..., st:st + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        if mask is not None:
            s = np.where(mask[..., st:st + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift)
        alpha = np.exp(np.where(np.isfinite(m), m, 0.0) - shift)
        alpha = np.where(np.isfinite(m), alpha, 0.0)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt), lse.astype(dt)
