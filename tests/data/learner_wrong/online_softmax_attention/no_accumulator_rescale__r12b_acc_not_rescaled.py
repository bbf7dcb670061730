# WRONG: when the running max grows, rescales l by alpha but not acc (acc += p @ v without alpha*acc), so the output is wrong whenever a later block raises the max; lse is right.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = q.shape[-1] ** -0.5
    n = k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, q.shape[:-1] + (n,))
    m = np.full(q.shape[:-1] + (1,), -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for j in range(0, n, block_size):
        s = q @ k[..., j:j + block_size, :].swapaxes(-1, -2) * scale
        if mask is not None:
            s = np.where(mask[..., j:j + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        safe = np.where(np.isinf(m_new), 0, m_new)
        p = np.exp(s - safe)
        alpha = np.exp(np.where(np.isinf(m), -np.inf, m - safe))
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out, lse[..., 0]
