# MISTAKE: to avoid log(0), lse is set to 0.0 for a query with no allowed key (np.where(l > 0, m + log l, 0.0)) instead of -inf as the spec requires.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    q_len, d = q.shape[-2], q.shape[-1]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = 1.0 / math.sqrt(d)
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :].astype(np.float64)
        vb = v[..., start:stop, :].astype(np.float64)
        s = (q.astype(np.float64) @ np.swapaxes(kb, -1, -2)) * scale
        s = np.broadcast_to(s, lead + s.shape[-2:])
        if mask is not None:
            allowed = mask[..., start:stop]
        else:
            allowed = np.ones(s.shape, dtype=bool)
        s = np.where(allowed, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.where(allowed, np.exp(s - shift), 0.0)
        alpha = np.where(np.isneginf(m), 0.0, np.exp(m - shift))
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    has_key = l[..., 0] > 0
    safe_l = np.where(l == 0, 1.0, l)
    out = acc / safe_l
    lse = np.where(has_key, m[..., 0] + np.log(safe_l[..., 0]), 0.0)
    return out.astype(q.dtype), lse.astype(q.dtype)
