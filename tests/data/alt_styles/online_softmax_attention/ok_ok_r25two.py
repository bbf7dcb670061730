import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift)
        alpha = np.exp(np.where(np.isfinite(m), m, shift) - shift)
        alpha = np.where(np.isfinite(m), alpha, 0.0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l > 0, acc / safe_l, 0.0)
    lse = np.where(l > 0, m + np.log(safe_l), -np.inf)[..., 0]
    return out.astype(dtype, copy=False), lse.astype(dtype, copy=False)
