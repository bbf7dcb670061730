# MISTAKE: No guard while the running max is still -inf: exp(s - m_new) and exp(m - m_new) compute -inf - (-inf) = NaN for a leading fully masked block (left padding) or a fully masked row.
# MISTAKE: The block loop is range(0, k_len - block_size + 1, block_size), which silently drops the last, shorter block of keys.
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    d = q.shape[-1]
    q_len = q.shape[-2]
    k_len = k.shape[-2]
    scale = 1.0 / math.sqrt(d)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
        lead = np.broadcast_shapes(lead, mask.shape[:-2]) if mask.ndim > 2 else lead
        full_mask = np.broadcast_to(mask, lead + (q_len, k_len))
    dt = np.result_type(q.dtype, k.dtype, v.dtype)
    m = np.full(lead + (q_len, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (q_len, 1), dtype=dt)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    for start in range(0, k_len - block_size + 1, block_size):
        stop = start + block_size
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = acc / l
    lse = m + np.log(l)
    return out.astype(dt, copy=False), lse[..., 0].astype(dt, copy=False)
