# WRONG: no guard while the running max is still -inf: p = exp(s - m_new) and alpha = exp(m - m_new) compute -inf - (-inf) = NaN for a block that is fully masked before any allowed key (left padding, fully masked rows), and a row with no allowed key ends NaN instead of output 0 / lse -inf.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    d = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.full(scores.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros(scores.shape[:-1], dtype=q.dtype)
    acc = np.zeros(scores.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    with np.errstate(invalid="ignore", divide="ignore"):
        for b0 in range(0, k.shape[-2], block_size):
            s = scores[..., b0:b0 + block_size]
            m_new = np.maximum(m, s.max(axis=-1))
            p = np.exp(s - m_new[..., None])
            alpha = np.exp(m - m_new)
            l = l * alpha + p.sum(axis=-1)
            acc = acc * alpha[..., None] + p @ v[..., b0:b0 + block_size, :]
            m = m_new
        out = acc / l[..., None]
        lse = m + np.log(l)
    return out, lse
