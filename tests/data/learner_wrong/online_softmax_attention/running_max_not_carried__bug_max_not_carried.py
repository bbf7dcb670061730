# Bug report: https://github.com/tile-ai/tilelang/pull/1148
# The running max is replaced by the current block's max instead of max(previous max, block max):
# exact in exact arithmetic (the rescale factor just exceeds 1), but exp(m_old - m_blk) overflows when
# an early block has much larger scores than a later one.
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / math.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    q_len = q.shape[-2]
    dt = np.result_type(q, k, v)
    m = np.full(lead + (q_len, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (q_len, 1), dtype=dt)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (q_len, k_len))
    with np.errstate(over="ignore", invalid="ignore"):
        for start in range(0, k_len, block_size):
            end = min(start + block_size, k_len)
            s = (q @ np.swapaxes(k[..., start:end, :], -1, -2)) * dt.type(scale)
            if full_mask is not None:
                s = np.where(full_mask[..., start:end], s, -np.inf)
            m_blk = s.max(-1, keepdims=True)
            m_new = np.where(np.isfinite(m_blk), m_blk, m)  # BUG: not max(m, m_blk)
            m_safe = np.where(np.isfinite(m_new), m_new, 0).astype(dt)
            p = np.exp(s - m_safe)
            alpha = np.where(np.isfinite(m), np.exp(m - m_safe), 0).astype(dt)
            l = alpha * l + p.sum(-1, keepdims=True)
            acc = alpha * acc + p @ v[..., start:end, :]
            m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0).astype(dt)
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf).astype(dt)
    return out, lse[..., 0]
