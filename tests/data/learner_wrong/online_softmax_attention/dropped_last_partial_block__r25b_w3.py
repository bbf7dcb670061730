# MISTAKE: The block loop is range(0, k_len - block_size + 1, block_size), so when k_len is not a multiple of block_size the shorter last block of keys is silently skipped.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    q_len, d = q.shape[-2], q.shape[-1]
    k_len, d_v = k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    scale = 1.0 / np.sqrt(d)
    m = np.full(lead + (q_len,), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (q_len,), dtype=q.dtype)
    acc = np.zeros(lead + (q_len, d_v), dtype=q.dtype)
    for start in range(0, k_len - block_size + 1, block_size):
        end = start + block_size
        s = np.matmul(q, np.swapaxes(k[..., start:end, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - base[..., None])
        alpha = np.exp(m - base)
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ v[..., start:end, :]
        m = m_new
    pos = l > 0
    out = np.where(pos[..., None], acc / np.where(pos, l, 1.0)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(pos, m + np.log(np.where(pos, l, 1.0)), -np.inf)
    return out.astype(q.dtype, copy=False), lse.astype(q.dtype, copy=False)
