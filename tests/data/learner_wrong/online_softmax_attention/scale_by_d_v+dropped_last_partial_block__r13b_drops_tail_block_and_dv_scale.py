# WRONG: iterates over k_len // block_size full blocks only, so the shorter last block is dropped; and scales by 1/sqrt(d_v) instead of 1/sqrt(head_dim).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    lq, lk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    allow = np.ones(lead + (lq, lk), bool) if mask is None else np.broadcast_to(mask, lead + (lq, lk))
    m = np.full(lead + (lq, 1), -np.inf, q.dtype)
    l = np.zeros(lead + (lq, 1), q.dtype)
    acc = np.zeros(lead + (lq, dv), q.dtype)
    n_blocks = lk // block_size
    for i in range(n_blocks):
        blk = slice(i * block_size, (i + 1) * block_size)
        s = q @ np.swapaxes(k[..., blk, :], -1, -2) / math.sqrt(dv)
        s = np.where(allow[..., blk], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        base = np.where(np.isinf(m_new), 0.0, m_new)
        p = np.exp(s - base)
        alpha = np.exp(m - base)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., blk, :]
        m = m_new
    pos = l > 0
    out = np.where(pos, acc / np.where(pos, l, 1), 0)
    with np.errstate(divide="ignore"):
        lse = np.where(pos, m + np.log(np.where(pos, l, 1)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
