# MISTAKE: The block loop runs over range(0, k_len - block_size + 1, block_size), so a shorter last block of keys is silently dropped.
# MISTAKE: No guard while the running max is still -inf: alpha = exp(m - m_new) and p = exp(s - m_new) evaluate -inf - (-inf) = NaN for a leading run of masked keys or a fully masked row.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len - block_size + 1, block_size):
        stop = start + block_size
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    out = acc / l
    lse = (m + np.log(l))[..., 0]
    return out.astype(dtype, copy=False), lse.astype(dtype, copy=False)
