import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    tq, tk, d = q.shape[-2], k.shape[-2], q.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = 1.0 / np.sqrt(d)
    m = np.full(lead + (tq, 1), -np.inf)
    l = np.zeros(lead + (tq, 1))
    acc = np.zeros(lead + (tq, v.shape[-1]))
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    for start in range(0, tk, block_size):
        stop = min(start + block_size, tk)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)).astype(np.float64) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift))
        p = np.exp(s - shift)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., start:stop, :]
        m = m_new
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt), lse.astype(dt)
