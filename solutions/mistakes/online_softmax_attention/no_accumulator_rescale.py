import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
    scale = 1.0 / np.sqrt(q.shape[-1])
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        s = q @ np.swapaxes(k[..., start:end, :], -1, -2) * scale
        if mask is not None:
            s = np.where(mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - m_safe)
        alpha = np.exp(m - m_safe)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = acc + p @ v[..., start:end, :]  # old accumulator kept on the old max's scale
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out, lse
