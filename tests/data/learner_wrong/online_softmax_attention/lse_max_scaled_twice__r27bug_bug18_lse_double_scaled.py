# SOURCE: https://github.com/HKUSTDial/flash-sparse-attention/pull/106
# MISTAKE: The running max m is tracked on the already-scaled scores, but the returned lse multiplies it by the softmax scale again (lse = m * scale + log(l) instead of m + log(l)), so lse is wrong whenever head_dim != 1 and m != 0 (the output itself is correct).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dtype = np.result_type(q, k, v)
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - m_safe)
        alpha = np.exp(m - m_safe)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new

    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m * scale + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(dtype, copy=False), lse[..., 0].astype(dtype, copy=False)
