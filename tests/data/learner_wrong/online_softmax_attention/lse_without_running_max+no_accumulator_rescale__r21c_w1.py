# MISTAKE: (1) when the running max grows, only l is rescaled by exp(m - m_new); the accumulator acc is
#          NOT rescaled; (2) lse is returned as log(l), forgetting to add the running max m.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    d = q.shape[-1]
    n = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    M = None if mask is None else np.broadcast_to(mask, lead + (q.shape[-2], n))
    m = np.full(lead + (q.shape[-2],), -np.inf)
    l = np.zeros_like(m)
    acc = np.zeros(lead + (q.shape[-2], v.shape[-1]))
    for j0 in range(0, n, block_size):
        j1 = min(j0 + block_size, n)
        s = np.einsum("...qd,...kd->...qk", q, k[..., j0:j1, :]) / np.sqrt(d)
        if M is not None:
            s = np.where(M[..., j0:j1], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - ref[..., None])
        l = l * np.exp(np.where(np.isneginf(m), -np.inf, m - ref)) + p.sum(-1)
        acc = acc + p @ v[..., j0:j1, :]
        m = m_new
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(l[..., None] > 0, acc / l[..., None], 0.0)
        lse = np.where(l > 0, np.log(l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
