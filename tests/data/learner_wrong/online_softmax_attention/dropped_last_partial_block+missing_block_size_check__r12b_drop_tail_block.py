# WRONG: two mistakes: the block loop range(0, k_len - block_size + 1, block_size) drops the last, shorter block when k_len % block_size != 0; and block_size is never validated (0 raises only by accident from range(), a negative block_size silently gives zero output and lse -inf).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    M = None if mask is None else np.broadcast_to(mask, q.shape[:-1] + (k_len,))
    m = np.full(q.shape[:-1] + (1,), -np.inf)
    l = np.zeros(q.shape[:-1] + (1,))
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for s0 in range(0, k_len - block_size + 1, block_size):
        sl = slice(s0, s0 + block_size)
        s = (q @ np.swapaxes(k[..., sl, :], -1, -2)) * scale
        if M is not None:
            s = np.where(M[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - base)
        a = np.where(np.isfinite(m), np.exp(m - base), 0.0)
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., sl, :]
        m = m_new
    pos = l > 0
    out = np.where(pos, acc / np.where(pos, l, 1), 0)
    lse = np.where(pos, m + np.log(np.where(pos, l, 1)), -np.inf)
    return out.astype(q.dtype), lse[..., 0].astype(q.dtype)
