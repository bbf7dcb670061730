# MISTAKE: When a block raises the running max, only l is rescaled by alpha = exp(m - m_new); the accumulator acc is not rescaled.
# MISTAKE: lse is returned as log(l) without adding the running max m back.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    q_len, k_len = q.shape[-2], k.shape[-2]
    scale = 1.0 / math.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for j0 in range(0, k_len, block_size):
        j1 = min(j0 + block_size, k_len)
        s = q @ np.swapaxes(k[..., j0:j1, :], -1, -2) * scale
        if mask is not None:
            s = np.where(mask[..., j0:j1], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        m_safe = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - m_safe))
        p = np.exp(s - m_safe[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = acc + p @ v[..., j0:j1, :]
        m = m_new
    l_safe = np.where(l > 0, l, 1.0)
    out = np.where(l[..., None] > 0, acc / l_safe[..., None], 0.0)
    lse = np.where(l > 0, np.log(l_safe), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
