# mistake: no guard for a running max of -inf: exp(-inf - (-inf)) = NaN on fully masked rows / left-padded blocks
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    scores = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.full(scores.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(scores.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for st in range(0, k.shape[-2], block_size):
        s = scores[..., st:st + block_size]
        m_new = np.maximum(m, s.max(-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kv->...qv", p, v[..., st:st + block_size, :])
        m = m_new
    out = acc / l[..., None]
    lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
