# WRONG: new reference max is the block's own max (not max(m, block max)), so alpha = exp(m - m_blk) can exceed 1 and overflow on large score gaps; ALSO (missed when written, found by the judge) a fully masked first block stores 0 as the running max instead of -inf, so later blocks far below 0 overflow alpha = exp(0 - m_blk); AND returns float64 for float32 (np.sqrt(int) scale, float64 np.zeros accumulators).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = 1 / np.sqrt(q.shape[-1])
    n = k.shape[-2]
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf)
    l = np.zeros(lead)
    acc = np.zeros(lead + (v.shape[-1],))
    for start in range(0, n, block_size):
        stop = min(n, start + block_size)
        s = np.einsum("...id,...jd->...ij", q, k[..., start:stop, :]) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, lead + (n,))[..., start:stop]
            s = np.where(mb, s, -np.inf)
        m_blk = s.max(-1)
        m_blk = np.where(np.isneginf(m_blk), np.where(np.isneginf(m), 0.0, m), m_blk)
        p = np.exp(s - m_blk[..., None])
        alpha = np.where(np.isneginf(m), 0.0, np.exp(m - m_blk))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...ij,...jd->...id", p, v[..., start:stop, :])
        m = m_blk
    good = l > 0
    out = np.where(good[..., None], acc / np.where(good, l, 1.0)[..., None], 0.0)
    lse = np.where(good, m + np.log(np.where(good, l, 1.0)), -np.inf)
    return out, lse
