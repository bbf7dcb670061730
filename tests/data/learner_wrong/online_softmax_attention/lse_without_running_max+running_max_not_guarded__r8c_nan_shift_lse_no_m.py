# Two mistakes: no guard while the running max is -inf (p = exp(s - m_new) and alpha = exp(m - m_new) with m_new = -inf give NaN for a block that is fully masked so far, e.g. left padding), and lse is returned as log(l) without adding the running max m.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    Lk = k.shape[-2]
    sc = 1.0 / math.sqrt(q.shape[-1])
    m = l = acc = None
    for b0 in range(0, Lk, block_size):
        kb, vb = k[..., b0:b0 + block_size, :], v[..., b0:b0 + block_size, :]
        s = np.einsum("...qd,...kd->...qk", q, kb) * sc
        if mask is not None:
            mb = np.broadcast_to(mask, s.shape[:-1] + (Lk,))[..., b0:b0 + block_size]
            s = np.where(mb, s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1], -np.inf, dtype=s.dtype)
            l = np.zeros(s.shape[:-1], dtype=s.dtype)
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],), dtype=s.dtype)
        m_new = np.maximum(m, s.max(-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kd->...qd", p, vb)
        m = m_new
    out = np.divide(acc, l[..., None], out=np.zeros_like(acc), where=l[..., None] > 0)
    lse = np.where(l > 0, np.log(np.where(l > 0, l, 1)), -np.inf)
    return out, lse
