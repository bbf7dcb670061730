import numpy as np

# correct: block loop with np.where guards for -inf running max, einsum for scores
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    dt = np.result_type(q, k, v)
    d = q.shape[-1]
    s_all = np.einsum('...qd,...kd->...qk', q, k) / np.sqrt(d)
    k_len = k.shape[-2]
    if mask is not None:
        s_all = np.where(np.broadcast_to(mask, s_all.shape), s_all, -np.inf)
    lead = s_all.shape[:-1]
    m = np.full(lead, -np.inf, dtype=dt)
    l = np.zeros(lead, dtype=dt)
    acc = np.zeros(lead + (v.shape[-1],), dtype=dt)
    for start in range(0, k_len, block_size):
        s = s_all[..., start:start + block_size]
        vb = v[..., start:start + block_size, :]
        m_new = np.maximum(m, s.max(axis=-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - shift))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum('...qk,...kd->...qd', p, vb)
        m = m_new
    with np.errstate(divide='ignore', invalid='ignore'):
        out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0.0)
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(dt), lse.astype(dt)
