# mistake: returns lse with the kept axis, shape (..., q_len, 1) instead of (..., q_len)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    s_all = q @ np.swapaxes(k, -1, -2) * (1.0 / np.sqrt(q.shape[-1]))
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1] + (1,), -np.inf)
    l = np.zeros_like(m)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],))
    for j in range(0, s_all.shape[-1], block_size):
        s = s_all[..., j:j + block_size]
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        c = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - c)
        a = np.exp(np.where(np.isneginf(m), -np.inf, m - c))
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
