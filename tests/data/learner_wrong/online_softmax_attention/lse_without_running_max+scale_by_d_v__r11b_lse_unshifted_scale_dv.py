# WRONG: two mistakes: returns lse = log(l) without adding the running max m, and scales scores by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    tq, tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    scale = 1.0 / math.sqrt(v.shape[-1])
    allowed = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (tq, 1), dtype=q.dtype)
    acc = np.zeros(lead + (tq, v.shape[-1]), dtype=q.dtype)
    for s0 in range(0, tk, block_size):
        s = q @ k[..., s0:s0 + block_size, :].swapaxes(-1, -2) * scale
        if allowed is not None:
            s = np.where(allowed[..., s0:s0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        sh = np.where(np.isneginf(m_new), 0, m_new)
        alpha = np.where(np.isneginf(m), 0, np.exp(m - sh))
        p = np.exp(s - sh)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., s0:s0 + block_size, :]
        m = m_new
    out = acc / np.where(l > 0, l, 1)
    with np.errstate(divide="ignore"):
        lse = np.log(l)
    return out, lse[..., 0]
