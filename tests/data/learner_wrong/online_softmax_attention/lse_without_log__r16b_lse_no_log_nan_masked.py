# wrong: two mistakes - lse returned as m + l (log of the running sum forgotten), and the shift is the raw running max, so a fully masked row / leading masked block computes -inf - (-inf) = NaN
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    out_dtype = q.dtype
    scale = q.dtype.type(1.0) / np.sqrt(q.shape[-1]).astype(q.dtype)
    S_full_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],)) + (k.shape[-2],)
    M = None if mask is None else np.broadcast_to(mask, S_full_shape)
    m = np.full(S_full_shape[:-1], -np.inf, dtype=out_dtype)
    l = np.zeros_like(m)
    acc = np.zeros(S_full_shape[:-1] + (v.shape[-1],), dtype=out_dtype)
    for b in range(0, k.shape[-2], block_size):
        s = np.matmul(q, np.swapaxes(k[..., b:b + block_size, :], -1, -2)) * scale
        if M is not None:
            s = np.where(M[..., b:b + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + np.matmul(p, v[..., b:b + block_size, :])
        m = m_new
    return (acc / l[..., None]).astype(out_dtype), (m + l).astype(out_dtype)
