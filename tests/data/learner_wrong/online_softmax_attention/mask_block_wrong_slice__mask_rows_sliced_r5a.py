# mistake: slices the mask along the query axis (mask[..., start:end, :]) instead of the key axis of the block
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:end, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:end, :][..., :end - start], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        c = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - c)
        a = np.exp(np.where(np.isneginf(m), -np.inf, m - c))
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., start:end, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
