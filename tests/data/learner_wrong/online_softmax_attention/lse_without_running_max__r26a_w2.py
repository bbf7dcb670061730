# MISTAKE: lse is returned as log(l) only, forgetting to add the running max m.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    q = np.asarray(q)
    kl = k.shape[-2]
    sc = 1.0 / math.sqrt(q.shape[-1])
    mask_full = None
    if mask is not None:
        lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
        mask_full = np.broadcast_to(np.asarray(mask, bool), lead + (q.shape[-2], kl))
    m = l = acc = None
    for b0 in range(0, kl, block_size):
        b1 = min(kl, b0 + block_size)
        s = np.matmul(q, np.swapaxes(k[..., b0:b1, :], -1, -2)) * sc
        if mask_full is not None:
            s = np.where(mask_full[..., b0:b1], s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1] + (1,), -np.inf, dtype=s.dtype)
            l = np.zeros_like(m)
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],), dtype=s.dtype)
        m_new = np.maximum(m, np.max(s, axis=-1, keepdims=True))
        base = np.where(np.isinf(m_new), 0, m_new)
        p = np.exp(s - base)
        alpha = np.exp(m - base)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc * alpha + np.matmul(p, v[..., b0:b1, :])
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where(l > 0, acc / safe_l, 0)
    with np.errstate(divide="ignore"):
        lse = np.log(l)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
