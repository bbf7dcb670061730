# MISTAKE: when a block raises the running max, only l is rescaled by exp(m - m_new); the accumulator acc is NOT rescaled.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    n = k.shape[-2]
    full = q @ np.swapaxes(k, -1, -2)
    if mask is None:
        mask = np.ones(full.shape, bool)
    mask = np.broadcast_to(mask, full.shape)
    m = np.full(full.shape[:-1], -np.inf)
    l = np.zeros(full.shape[:-1])
    acc = np.zeros(full.shape[:-1] + (v.shape[-1],))
    for j0 in range(0, n, block_size):
        kb, vb = k[..., j0:j0 + block_size, :], v[..., j0:j0 + block_size, :]
        mb = mask[..., j0:j0 + block_size]
        s = np.where(mb, (q @ np.swapaxes(kb, -1, -2)) * scale, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        corr = np.where(np.isneginf(m), 0.0, np.exp(m - ref))
        e = np.where(mb, np.exp(s - ref[..., None]), 0.0)
        l = corr * l + e.sum(-1)
        acc = acc + e @ vb
        m = m_new
    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l[..., None] > 0, acc / safe_l[..., None], 0.0)
    lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
