# MISTAKE: when a block raises the running max, only acc is rescaled by alpha = exp(m - m_new); the running sum l is NOT rescaled (l = l + sum(p)), so output and lse are wrong whenever the max grows after the first block.
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q_len, d = q.shape[-2:]
    k_len = k.shape[-2]
    scale = 1.0 / math.sqrt(d)
    batch = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), batch + (q_len, k_len))

    m = np.full(batch + (q_len,), -np.inf)
    l = np.zeros(batch + (q_len,))
    acc = np.zeros(batch + (q_len, v.shape[-1]))
    for j0 in range(0, k_len, block_size):
        j1 = min(j0 + block_size, k_len)
        s = np.einsum('...qd,...kd->...qk', q, k[..., j0:j1, :]) * scale
        if mask is not None:
            s = np.where(mask[..., j0:j1], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - safe))
        l = l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum('...qk,...kd->...qd', p, v[..., j0:j1, :])
        m = m_new

    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1.0)[..., None], 0.0)
    with np.errstate(divide='ignore'):
        lse = m + np.log(l)
    lse = np.where(l > 0, lse, -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
