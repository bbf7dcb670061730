# WRONG: no guard for a running max of -inf: a block (or row) whose keys are all masked computes -inf - (-inf) = NaN, so left padding / fully masked rows give NaN output and lse instead of 0 / -inf.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    T = k.shape[-2]
    mask_full = None if mask is None else np.broadcast_to(mask, q.shape[:-1] + (T,))
    m = np.full(q.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros(q.shape[:-1], dtype=q.dtype)
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for b0 in range(0, T, block_size):
        kb, vb = k[..., b0:b0 + block_size, :], v[..., b0:b0 + block_size, :]
        s = np.einsum("...qd,...kd->...qk", q, kb) * (d ** -0.5)
        if mask_full is not None:
            s = np.where(mask_full[..., b0:b0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kv->...qv", p, vb)
        m = m_new
    return acc / l[..., None], m + np.log(l)
