# WRONG: alpha is computed after m has already been overwritten (m = maximum(...); alpha = exp(m_prev - m) with m_prev taken after the update), so alpha is always 1 and neither l nor acc is ever rescaled when the max grows.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    lq, lk = q.shape[-2], k.shape[-2]
    scale = 1 / math.sqrt(q.shape[-1])
    full = np.swapaxes(k, -1, -2)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    m = np.full(lead + (lq,), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (lq,), dtype=q.dtype)
    acc = np.zeros(lead + (lq, v.shape[-1]), dtype=q.dtype)
    for j0 in range(0, lk, block_size):
        j1 = min(j0 + block_size, lk)
        s = q @ full[..., j0:j1] * scale
        if mask is not None:
            mb = np.broadcast_to(mask, lead + (lq, lk))[..., j0:j1]
            s = np.where(mb, s, -np.inf)
        m = np.maximum(m, s.max(-1))
        m_prev = m
        safe = np.where(np.isfinite(m), m, 0)
        alpha = np.exp(np.where(np.isfinite(m_prev), m_prev, 0) - safe)
        p = np.exp(s - safe[..., None])
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., j0:j1, :]
    out = np.where(l[..., None] > 0, acc / np.maximum(l, 1e-300)[..., None], 0).astype(q.dtype)
    with np.errstate(divide="ignore"):
        lse = (m + np.log(l)).astype(q.dtype)
    return out, lse
