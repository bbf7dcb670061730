import numpy as np

# wrong: lse returned as log(l) (forgets to add the running max m)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    d = q.shape[-1]
    s_all = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for b in range(0, k.shape[-2], block_size):
        s = s_all[..., b:b + block_size]
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isfinite(m_new), m_new, 0)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(np.where(np.isfinite(m), m, safe) - safe)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., b:b + block_size, :]
        m = m_new
    lz = np.where(l > 0, l, 1)
    out = np.where(l[..., None] > 0, acc / lz[..., None], 0)
    with np.errstate(divide='ignore'):
        lse = np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
