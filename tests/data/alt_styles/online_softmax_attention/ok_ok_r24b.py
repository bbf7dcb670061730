import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError(f"block_size must be an int >= 1, got {block_size}")
    block_size = int(block_size)
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = q.dtype
    q_len, d = q.shape[-2], q.shape[-1]
    k_len, d_v = k.shape[-2], v.shape[-1]
    scale = 1.0 / math.sqrt(d)

    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf, dtype=np.float64)
    l = np.zeros(lead + (q_len, 1), dtype=np.float64)
    acc = np.zeros(lead + (q_len, d_v), dtype=np.float64)

    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        kb = k[..., start:end, :]
        vb = v[..., start:end, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        s = np.broadcast_to(s, lead + (q_len, end - start))
        if mask is not None:
            s = np.where(full_mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift)
        alpha = np.exp(np.where(np.isfinite(m), m, shift) - shift)
        alpha = np.where(np.isfinite(m), alpha, 0.0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new

    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(dtype), lse[..., 0].astype(dtype)
