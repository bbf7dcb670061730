# mistake: the rescale factor uses the block's own max, alpha = exp(m - block_max), instead of exp(m - m_new)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    s_all = q @ np.swapaxes(k, -1, -2) * (1.0 / np.sqrt(q.shape[-1]))
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf)
    l = np.zeros(s_all.shape[:-1])
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],))
    for j in range(0, s_all.shape[-1], block_size):
        s = s_all[..., j:j + block_size]
        bmax = s.max(-1)
        m_new = np.maximum(m, bmax)
        c = np.where(np.isneginf(m_new), 0.0, m_new)
        cb = np.where(np.isneginf(bmax), 0.0, bmax)
        p = np.exp(s - c[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - cb))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., j:j + block_size, :]
        m = m_new
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(ok, m + np.log(np.where(ok, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
