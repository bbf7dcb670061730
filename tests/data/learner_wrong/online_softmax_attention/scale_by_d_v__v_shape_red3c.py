import numpy as np

# wrong: scores scaled by sqrt(d_v) (v.shape[-1]) instead of sqrt(head_dim)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(v.shape[-1])
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf, dtype=q.dtype); l = np.zeros(lead, dtype=q.dtype)
    acc = np.zeros(lead + (v.shape[-1],), dtype=q.dtype)
    for j in range(0, k.shape[-2], block_size):
        s = np.einsum('...qd,...kd->...qk', q, k[..., j:j + block_size, :]) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, q.shape[:-1] + (k.shape[-2],))[..., j:j + block_size]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift[..., None])
        alpha = np.where(np.isfinite(m), np.exp(m - shift), 0.0)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum('...qk,...kd->...qd', p, v[..., j:j + block_size, :])
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1.0)[..., None], 0.0)
    with np.errstate(divide='ignore'):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
