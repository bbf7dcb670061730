# https://github.com/pytorch/pytorch/issues/181645
# The kernel works in base 2 (exp2 with scores pre-multiplied by log2(e), as FlashAttention
# does) and returns its base-2 log-sum-exp: lse is off by the factor 1/ln 2 (the output is right).
import numpy as np

LOG2E = 1.4426950408889634


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = LOG2E / np.sqrt(q.shape[-1])
    Lq, Lk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    m = np.full(lead + (Lq, 1), -np.inf)
    l = np.zeros(lead + (Lq, 1))
    acc = np.zeros(lead + (Lq, v.shape[-1]))
    M = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk))
    for j in range(0, Lk, block_size):
        s2 = (q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2)) * scale
        if M is not None:
            s2 = np.where(M[..., j:j + block_size], s2, -np.inf)
        m_new = np.maximum(m, s2.max(-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp2(s2 - shift)
        alpha = np.where(np.isneginf(m), 0.0, np.exp2(m - shift))
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0.0)
    lse = np.where(l > 0, m + np.log2(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse[..., 0].astype(q.dtype)
