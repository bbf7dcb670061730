# MISTAKE: the loop runs over k_len // block_size full blocks only, so when block_size does not divide k_len the last, shorter block of keys is ignored.
# MISTAKE: the shift is not guarded while the running max is still -inf, so a row whose first block is fully masked computes exp(-inf - (-inf)) = NaN and stays NaN.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    n_blocks = k.shape[-2] // block_size
    m = np.full(q.shape[:-1], -np.inf)
    l = np.zeros(q.shape[:-1])
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for b in range(n_blocks):
        sl = slice(b * block_size, (b + 1) * block_size)
        s = q @ np.swapaxes(k[..., sl, :], -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(np.broadcast_to(mask, s.shape[:-1] + (k.shape[-2],))[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ v[..., sl, :]
        m = m_new
    out = acc / l[..., None]
    lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
