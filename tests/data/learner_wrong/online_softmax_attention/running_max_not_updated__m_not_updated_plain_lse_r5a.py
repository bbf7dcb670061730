# mistake: forgets m = m_new at the end of each block, so every block rescales by exp(-inf) = 0 and only the last block counts
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    s_all = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for j in range(0, s_all.shape[-1], block_size):
        s = s_all[..., j:j + block_size]
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isneginf(m_new), 0, m_new)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - safe))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., j:j + block_size, :]
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
