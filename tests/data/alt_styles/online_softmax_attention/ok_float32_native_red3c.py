import numpy as np

# correct: everything computed in the inputs' dtype (float32 stays float32 throughout), per-block mask slicing
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    scale = dt.type(1.0 / np.sqrt(q.shape[-1]))
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
    m = np.full(lead + (q_len,), -np.inf, dtype=dt)
    l = np.zeros(lead + (q_len,), dtype=dt)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    for j in range(0, k_len, block_size):
        kb, vb = k[..., j:j + block_size, :], v[..., j:j + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s[~mask[..., j:j + block_size]] = -np.inf
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(m_new == -np.inf, dt.type(0), m_new)
        p = np.exp(s - base[..., None])
        alpha = np.exp(m - base)
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + p @ vb
        m = m_new
    safe = np.where(l > 0, l, dt.type(1))
    out = np.where((l > 0)[..., None], acc / safe[..., None], dt.type(0))
    lse = np.where(l > 0, m + np.log(safe), dt.type(-np.inf))
    return out, lse
