# WRONG: no guard for a running max of -inf: exp(m - m_new) with m = m_new = -inf is NaN, so fully masked rows (and left-padded leading blocks) give NaN output and lse.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    tq, tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    scale = 1.0 / math.sqrt(q.shape[-1])
    allowed = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (tq, 1), dtype=q.dtype)
    acc = np.zeros(lead + (tq, v.shape[-1]), dtype=q.dtype)
    for s0 in range(0, tk, block_size):
        s = q @ k[..., s0:s0 + block_size, :].swapaxes(-1, -2) * scale
        if allowed is not None:
            s = np.where(allowed[..., s0:s0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + p @ v[..., s0:s0 + block_size, :]
        m = m_new
    return acc / l, (m + np.log(l))[..., 0]
