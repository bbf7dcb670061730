import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    q_len, d = q.shape[-2], q.shape[-1]
    k_len = k.shape[-2]
    scale = 1.0 / np.sqrt(d)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)).astype(np.float64) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift))
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt), lse.astype(dt)
