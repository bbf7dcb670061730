import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    dt = q.dtype
    d = q.shape[-1]
    Tq, Tk = q.shape[-2], k.shape[-2]
    scale = 1.0 / np.sqrt(d)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, bool), lead + (Tq, Tk))
    m = np.full(lead + (Tq, 1), -np.inf)
    l = np.zeros(lead + (Tq, 1))
    acc = np.zeros(lead + (Tq, v.shape[-1]))
    for start in range(0, Tk, block_size):
        stop = min(start + block_size, Tk)
        s = (q.astype(np.float64) @ np.swapaxes(k[..., start:stop, :], -1, -2).astype(np.float64)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :].astype(np.float64)
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l[..., 0] > 0, m[..., 0] + np.log(np.where(l[..., 0] > 0, l[..., 0], 1.0)), -np.inf)
    return out.astype(dt), lse.astype(dt)
