# URL: https://github.com/lucidrains/flash-attention-jax/pull/15
# Bug: the output accumulator is allocated with head_dim instead of d_v (breaks whenever d_v != head_dim).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    scale = 1.0 / np.sqrt(d)
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, d))
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, lead + (q_len, k_len))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - m_safe)
        corr = np.exp(np.where(np.isfinite(m), m - m_safe, -np.inf))
        l = l * corr + p.sum(axis=-1, keepdims=True)
        acc = acc * corr + p @ v[..., start:stop, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
