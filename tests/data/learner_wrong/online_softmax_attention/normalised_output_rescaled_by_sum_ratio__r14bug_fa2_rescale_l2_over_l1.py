# https://github.com/Dao-AILab/flash-attention/issues/2342 -- FA2 paper's O2 = diag(l1/l2)^-1 O1 + P~2 V2 taken literally: the normalised accumulator is rescaled by l2/l1 instead of (l1/l2)*exp(m1-m2) (inverted ratio AND missing max-shift factor); only wrong when k_len > block_size (2+ blocks).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    o = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :].astype(np.float64)
        vb = v[..., start:start + block_size, :].astype(np.float64)
        s = (q.astype(np.float64) @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:start + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - safe)
        alpha = np.where(np.isfinite(m), np.exp(m - safe), 0.0)
        l_new = alpha * l + p.sum(axis=-1, keepdims=True)
        l_safe = np.where(l_new > 0, l_new, 1.0)
        ratio = np.where(l > 0, l_new / np.where(l > 0, l, 1.0), 0.0)   # diag(l1/l2)^-1 = l2/l1
        o = ratio * o + (p @ vb) / l_safe
        m, l = m_new, l_new
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return o.astype(dt), lse.astype(dt)
