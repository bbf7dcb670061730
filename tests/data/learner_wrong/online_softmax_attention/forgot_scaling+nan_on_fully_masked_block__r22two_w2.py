# MISTAKE: The scores are never scaled by 1/sqrt(head_dim).
# MISTAKE: No guard while the running max is still -inf: a leading fully masked block computes exp(-inf - (-inf)) = NaN, which poisons l, acc and the output.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    k_len = k.shape[-2]
    m = np.full(q.shape[:-1] + (1,), -np.inf)
    l = np.zeros(q.shape[:-1] + (1,))
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for start in range(0, k_len, block_size):
        stop = start + block_size
        s = q @ np.swapaxes(k[..., start:stop, :], -1, -2)
        if mask is not None:
            s = np.where(np.asarray(mask)[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    out = acc / l
    lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
