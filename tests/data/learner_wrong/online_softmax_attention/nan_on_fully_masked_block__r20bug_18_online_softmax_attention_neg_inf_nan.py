# SOURCE: https://github.com/flagos-ai/FlagGems/pull/330
# BUG: online softmax update z = z * exp(m - m_new) + exp(inp - m_new) with m initialised to -inf; when a block is
#      all -inf, m_new is still -inf and m - m_new, inp - m_new are NaN (the -inf's are not skipped).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    full = np.swapaxes(k, -1, -2)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    m = np.full(lead + (q.shape[-2], 1), -np.inf)
    l = np.zeros(lead + (q.shape[-2], 1))
    acc = np.zeros(lead + (q.shape[-2], v.shape[-1]))
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q.shape[-2], k_len))
    with np.errstate(invalid="ignore"):
        for start in range(0, k_len, block_size):
            stop = min(start + block_size, k_len)
            s = (q @ full[..., start:stop]) * scale
            if mask is not None:
                s = np.where(mask[..., start:stop], s, -np.inf)
            m_new = np.maximum(m, s.max(-1, keepdims=True))
            alpha = np.exp(m - m_new)               # BUG: -inf - -inf = NaN, no guard
            p = np.exp(s - m_new)                   # BUG: same
            l = l * alpha + p.sum(-1, keepdims=True)
            acc = acc * alpha + p @ v[..., start:stop, :]
            m = m_new
        out = acc / l
        lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
