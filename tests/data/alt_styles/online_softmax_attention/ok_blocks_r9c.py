import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    d = q.shape[-1]
    k_len = k.shape[-2]
    s_all = (q @ np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(d))
    if mask is not None:
        allow = np.broadcast_to(mask, s_all.shape)
    else:
        allow = np.ones(s_all.shape, dtype=bool)
    lead = s_all.shape[:-1]
    m = np.full(lead, -np.inf, dtype=dt)
    l = np.zeros(lead, dtype=dt)
    acc = np.zeros(lead + (v.shape[-1],), dtype=dt)
    for start in range(0, k_len, block_size):
        sl = slice(start, start + block_size)
        s = np.where(allow[..., sl], s_all[..., sl], -np.inf)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isneginf(m_new), 0, m_new).astype(dt)
        p = np.exp(s - shift[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift)).astype(dt)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., sl, :]
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe_l[..., None], 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf).astype(dt)
    return out, lse
