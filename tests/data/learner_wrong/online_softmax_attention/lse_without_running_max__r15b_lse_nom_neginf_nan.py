# WRONG: lse = log(l) (forgets + m) AND no guard while the running max is -inf: computes exp(-inf - (-inf)) = NaN for left-padded / fully masked rows.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    n = k.shape[-2]
    scale = 1 / np.sqrt(q.shape[-1])
    m = np.full(q.shape[:-1] + (1,), -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for b0 in range(0, n, block_size):
        s = q @ np.swapaxes(k[..., b0:b0 + block_size, :], -1, -2) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, q.shape[:-1] + (n,))[..., b0:b0 + block_size]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., b0:b0 + block_size, :]
        m = m_new
    return (acc / l).astype(q.dtype), np.log(l[..., 0]).astype(q.dtype)
