# MISTAKE: the block loop runs over range(0, k_len - block_size + 1, block_size), an off-by-one that drops the last, shorter block whenever block_size does not divide k_len (those keys are never attended).
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    *lead, q_len, d = q.shape
    k_len, d_v = k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(tuple(lead), k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, d_v))
    for start in range(0, k_len - block_size + 1, block_size):
        stop = start + block_size
        s = q @ np.swapaxes(k[..., start:stop, :], -1, -2) / math.sqrt(d)
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        base = np.where(np.isinf(m_new), 0.0, m_new)
        alpha = np.where(np.isinf(m), 0.0, np.exp(m - base))
        p = np.exp(s - base)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new

    nz = l > 0
    out = np.where(nz, acc / np.where(nz, l, 1.0), 0.0)
    lse = np.where(nz, m + np.log(np.where(nz, l, 1.0)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
