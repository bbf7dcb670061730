# MISTAKE: when a block raises the running max only the accumulator is rescaled by alpha = exp(m - m_new); the running sum l is not, so the normaliser and lse are wrong whenever the max grows after the first block.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    mm = None if mask is None else np.broadcast_to(mask, shape + (k_len,))
    m = np.full(shape + (1,), -np.inf)
    l = np.zeros(shape + (1,))
    acc = np.zeros(shape + (v.shape[-1],))
    for lo in range(0, k_len, block_size):
        hi = min(lo + block_size, k_len)
        s = (q @ np.swapaxes(k[..., lo:hi, :], -1, -2)) * scale
        if mm is not None:
            s = np.where(mm[..., lo:hi], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.exp(m - shift)
        p = np.exp(s - shift)
        l = l + p.sum(axis=-1, keepdims=True)
        acc = acc * alpha + p @ v[..., lo:hi, :]
        m = m_new
    safe_l = np.where(l == 0, 1.0, l)
    out = np.where(l == 0, 0.0, acc / safe_l)
    lse = np.where(l == 0, -np.inf, m + np.log(safe_l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
