# https://github.com/pytorch/pytorch/pull/134650
# The running max of a fully masked row is replaced by 0 (to avoid -inf - -inf) before the final
# log(l) + m, so such a row returns logsumexp 0 instead of -inf (its output is still 0).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    d = q.shape[-1]
    Lk = k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(shape + (1,), -np.inf, dtype=np.float64)
    l = np.zeros(shape + (1,))
    acc = np.zeros(shape + (v.shape[-1],))
    for j0 in range(0, Lk, block_size):
        kb, vb = k[..., j0:j0 + block_size, :], v[..., j0:j0 + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) / np.sqrt(d)
        if mask is not None:
            mb = np.broadcast_to(mask, shape + (Lk,))[..., j0:j0 + block_size]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        m_safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - m_safe)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - m_safe))
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    g_M = np.where(np.isneginf(m), 0.0, m)                  # masked rows: M -> 0
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0.0)
    lse = np.log(np.where(l > 0, l, 1.0)) + g_M
    return out.astype(q.dtype), lse[..., 0].astype(q.dtype)
