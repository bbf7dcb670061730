# mistakes: lse returned as log(l) alone (forgets the running max m) AND outputs left in float64 (no cast back)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    q = q.astype(np.float64); k = k.astype(np.float64); v = v.astype(np.float64)
    k_len = k.shape[-2]
    s_full = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s_full = np.where(mask, s_full, -np.inf)
    m = np.full(s_full.shape[:-1], -np.inf)
    l = np.zeros(s_full.shape[:-1])
    acc = np.zeros(s_full.shape[:-1] + (v.shape[-1],))
    for st in range(0, k_len, block_size):
        s = s_full[..., st:st + block_size]
        m_new = np.maximum(m, s.max(-1))
        c = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - c[..., None])
        a = np.exp(np.where(np.isfinite(m), m - c, -np.inf))
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + p @ v[..., st:st + block_size, :]
        m = m_new
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(l[..., None] > 0, acc / l[..., None], 0.0)
        lse = np.log(l)
    return out, lse
