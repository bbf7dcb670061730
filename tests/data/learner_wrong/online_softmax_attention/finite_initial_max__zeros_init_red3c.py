import numpy as np

# wrong: running max starts at 0 instead of -inf (a finite sentinel): fine until all scores are far below 0
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    lead = q.shape[:-1]
    m = np.zeros(lead); l = np.zeros(lead); acc = np.zeros(lead + (v.shape[-1],))
    for j in range(0, k.shape[-2], block_size):
        s = np.einsum('...qd,...kd->...qk', q, k[..., j:j + block_size, :]) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, q.shape[:-1] + (k.shape[-2],))[..., j:j + block_size]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum('...qk,...kd->...qd', p, v[..., j:j + block_size, :])
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1.0)[..., None], 0.0)
    with np.errstate(divide='ignore'):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
