# MISTAKE: the returned lse is log(l) only; the running max m is never added back (should be m + log(l)).
import math
import numpy as np


def _blocks(n, size):
    start = 0
    while start < n:
        yield start, min(start + size, n)
        start += size


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    q_len, k_len = q.shape[-2], k.shape[-2]
    out_lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        out_lead = np.broadcast_shapes(out_lead, np.shape(mask)[:-2])
        mask = np.broadcast_to(mask, out_lead + (q_len, k_len))
    m = np.full(out_lead + (q_len,), -np.inf)
    l = np.zeros_like(m)
    acc = np.zeros(out_lead + (q_len, v.shape[-1]))
    for a, b in _blocks(k_len, block_size):
        s = q @ np.swapaxes(k[..., a:b, :], -1, -2) / math.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask[..., a:b], s, -np.inf)
        s = np.broadcast_to(s, out_lead + s.shape[-2:])
        m_new = np.maximum(m, s.max(axis=-1))
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(m - ref)
        p = np.exp(s - ref[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ v[..., a:b, :]
        m = m_new
    nz = l > 0
    out = np.where(nz[..., None], acc / np.where(nz, l, 1.0)[..., None], 0.0)
    lse = np.where(nz, np.log(np.where(nz, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
