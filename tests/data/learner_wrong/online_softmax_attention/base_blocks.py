import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    Lq, Lk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    m = np.full(lead + (Lq,), -np.inf)
    l = np.zeros(lead + (Lq,))
    acc = np.zeros(lead + (Lq, v.shape[-1]))
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk))
    for start in range(0, Lk, block_size):
        stop = min(start + block_size, Lk)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., start:stop, :]
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
