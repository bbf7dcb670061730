# WRONG: number of blocks = k_len // block_size (floor), so a shorter last block of keys is silently dropped; everything else right.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    L = k.shape[-2]
    lead = q.shape[:-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q.shape[-2], L))
    m = np.full(q.shape[:-1], -np.inf)
    l = np.zeros(q.shape[:-1])
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    n_blocks = L // block_size
    for bi in range(n_blocks):
        sl = slice(bi * block_size, (bi + 1) * block_size)
        s = np.swapaxes(k[..., sl, :] @ np.swapaxes(q, -1, -2), -1, -2) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask[..., sl], s, -np.inf)
        bm = s.max(-1)
        m_new = np.maximum(m, bm)
        ref = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - ref), 0.0)
        p = np.exp(s - ref[..., None])
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + p @ v[..., sl, :]
        m = m_new
    has = l > 0
    out = np.where(has[..., None], acc / np.where(has, l, 1.0)[..., None], 0.0)
    lse = np.where(has, m + np.log(np.where(has, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
