# MISTAKE: the block loop runs over range(0, k_len - block_size + 1, block_size), so a shorter last block of keys is silently skipped when block_size does not divide k_len.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    T = k.shape[-2]
    scale = q.shape[-1] ** -0.5
    full = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], T)
    keep = np.ones(full, dtype=bool) if mask is None else np.broadcast_to(np.asarray(mask, dtype=bool), full)
    m = np.full(full[:-1], -np.inf)
    l = np.zeros(full[:-1])
    acc = np.zeros(full[:-1] + (v.shape[-1],))
    for b0 in range(0, T - block_size + 1, block_size):
        b1 = b0 + block_size
        s = np.matmul(q, np.swapaxes(k[..., b0:b1, :], -1, -2)) * scale
        s = np.where(keep[..., b0:b1], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        ref = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.exp(m - ref)
        p = np.exp(s - ref[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + np.matmul(p, v[..., b0:b1, :])
        m = m_new
    pos = l > 0
    out = np.zeros_like(acc)
    out[pos] = acc[pos] / l[pos][:, None]
    lse = np.full(l.shape, -np.inf)
    lse[pos] = m[pos] + np.log(l[pos])
    return out.astype(q.dtype), lse.astype(q.dtype)
