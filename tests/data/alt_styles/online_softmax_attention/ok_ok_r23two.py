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
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            allowed = full_mask[..., start:stop]
        else:
            allowed = np.ones(s.shape, dtype=bool)
        s = np.where(allowed, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        m_safe = np.where(np.isfinite(m_new), m_new, 0)
        p = np.where(allowed, np.exp(s - m_safe), 0)
        alpha = np.where(np.isfinite(m), np.exp(m - m_safe), 0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = acc / np.where(l > 0, l, 1)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(dt, copy=False), lse[..., 0].astype(dt, copy=False)
