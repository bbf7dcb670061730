# SOURCE: https://github.com/Dao-AILab/flash-attention/pull/978
# BUG: the forward returns +inf in LSE for queries that have no keys to attend to; by definition
#      LSE = log(sum exp(...)) = log(0) = -inf.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qlen = q.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, bool), lead + (qlen, k_len))
    m = np.full(lead + (qlen,), -np.inf)
    l = np.zeros(lead + (qlen,))
    acc = np.zeros(lead + (qlen, v.shape[-1]))
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:start + block_size], s, -np.inf)
        m_new = np.maximum(m, np.max(s, axis=-1))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - m_safe), 0.0)
        p = np.exp(s - m_safe[..., None])
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + p @ vb
        m = m_new
    lsafe = np.where(l > 0, l, 1.0)
    out = np.where(l[..., None] > 0, acc / lsafe[..., None], 0.0)
    lse = np.where(l > 0, m + np.log(lsafe), np.inf)      # BUG: +inf for a row with no keys
    return out.astype(dtype), lse.astype(dtype)
