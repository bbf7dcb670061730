# MISTAKE: the block_size validation also rejects block_size > k_len (raises ValueError), although a block larger than the sequence is valid (one single, shorter block).
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    k_len = k.shape[-2]
    if not isinstance(block_size, (int, np.integer)) or block_size < 1 or block_size > k_len:
        raise ValueError(f"block_size must be in [1, {k_len}], got {block_size}")
    q_len, d = q.shape[-2], q.shape[-1]
    scale = 1.0 / math.sqrt(d)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    n_blocks = (k_len + block_size - 1) // block_size
    for b in range(n_blocks):
        sl = slice(b * block_size, min((b + 1) * block_size, k_len))
        s = (q @ np.swapaxes(k[..., sl, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        ref = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - ref), 0.0)
        p = np.exp(s - ref)
        l = l * alpha + p.sum(axis=-1, keepdims=True)
        acc = acc * alpha + p @ v[..., sl, :]
        m = m_new

    has = l > 0
    out = np.where(has, acc / np.where(has, l, 1.0), 0.0)
    lse = np.where(has, m + np.log(np.where(has, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse[..., 0].astype(q.dtype)
