# SOURCE: https://github.com/deepseek-ai/FlashMLA/pull/177
# MISTAKE: When a block raises the running max, the old running sum and accumulator are multiplied by exp(m_new - m_old) instead of exp(m_old - m_new), so earlier blocks are weighted up instead of down.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    q_len, hd = q.shape[-2], q.shape[-1]
    k_len, d_v = k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, d_v))
    scale = 1.0 / np.sqrt(hd)

    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)).astype(np.float64) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe)
        alpha = np.where(np.isneginf(m), 0.0, np.exp(safe - np.where(np.isneginf(m), 0.0, m)))
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new

    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(dt), lse[..., 0].astype(dt)
