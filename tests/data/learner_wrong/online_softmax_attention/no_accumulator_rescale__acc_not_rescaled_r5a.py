# mistake: rescales the running sum l by alpha but NOT the accumulator acc (shows when a later block raises the max)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1 / np.sqrt(q.shape[-1])
    s_all = (q @ np.swapaxes(k, -1, -2)) * np.asarray(scale, q.dtype)
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1] + (1,), -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for j in range(0, k.shape[-2], block_size):
        s = s_all[..., j:j + block_size]
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        safe = np.where(np.isneginf(m_new), 0, m_new)
        p = np.exp(s - safe)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - safe))
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0)
    with np.errstate(divide="ignore"):
        lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
