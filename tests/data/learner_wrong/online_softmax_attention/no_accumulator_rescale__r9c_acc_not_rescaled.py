# WRONG: when the running max grows, only l is multiplied by alpha = exp(m - m_new); acc is not rescaled (acc += p @ v without alpha), so output is wrong whenever a later block raises the max (lse stays right).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    scale = 1.0 / math.sqrt(q.shape[-1])
    n = k.shape[-2]
    qk_shape = q.shape[:-1] + (n,)
    allow = np.ones(qk_shape, bool) if mask is None else np.broadcast_to(mask, qk_shape)
    m = np.full(q.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros(q.shape[:-1], dtype=q.dtype)
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for j in range(0, n, block_size):
        kb, vb = k[..., j:j + block_size, :], v[..., j:j + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        s = np.where(allow[..., j:j + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - base[..., None])
        alpha = np.where(np.isfinite(m), np.exp(m - base), 0.0)
        l = alpha * l + p.sum(-1)
        acc = acc + p @ vb
        m = m_new
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1.0)[..., None], 0.0)
    lse = np.where(ok, m + np.log(np.where(ok, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
