# MISTAKE: No guard while the running max is still -inf: alpha = exp(m - m_new) and p = exp(s - m_new) are computed directly, so a leading fully masked block (left padding) or a fully masked row gives exp(-inf - (-inf)) = NaN.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    q_len, d = q.shape[-2:]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (q_len, 1), dtype=q.dtype)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=q.dtype)
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(mask[..., start:start + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = acc / l
    lse = m + np.log(l)
    return out.astype(q.dtype, copy=False), lse[..., 0].astype(q.dtype, copy=False)
