# MISTAKE: When a block raises the running max, only the accumulator acc is rescaled by alpha = exp(m - m_new); the running sum l is not (l = l + sum(p) instead of alpha * l + sum(p)).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    q_len, d = q.shape[-2:]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (q_len, 1), dtype=q.dtype)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=q.dtype)
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(mask[..., start:start + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe)
        alpha = np.exp(m - safe)
        l = l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype, copy=False), lse[..., 0].astype(q.dtype, copy=False)
