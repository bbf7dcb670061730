import numpy as np
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    dt = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    L, T = q.shape[-2], k.shape[-2]
    m = np.full(lead + (L, 1), -np.inf, dt)
    l = np.zeros(lead + (L, 1), dt)
    acc = np.zeros(lead + (L, v.shape[-1]), dt)
    M = None if mask is None else np.broadcast_to(mask, lead + (L, T))
    for st in range(0, T, block_size):
        kb = k[..., st:st + block_size, :]; vb = v[..., st:st + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if M is not None:
            s = np.where(M[..., st:st + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new).astype(dt)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift))
        p = np.exp(s - shift)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0).astype(dt)
    with np.errstate(divide='ignore'):
        lse = np.where(l[..., 0] > 0, m[..., 0] + np.log(np.where(l[..., 0] > 0, l[..., 0], 1)), -np.inf).astype(dt)
    return out, lse
