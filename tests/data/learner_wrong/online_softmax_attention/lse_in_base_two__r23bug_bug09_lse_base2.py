# SOURCE: https://github.com/deepseek-ai/FlashMLA/pull/106
# MISTAKE: The recurrence runs in base 2 (scores multiplied by log2(e), exp2/log2), but the returned lse = m + log2(l) is never divided by log2(e) again, so lse is the base-2 log-sum-exp (too large by a factor 1/ln 2) instead of the natural-log one. The output itself is right.
import numpy as np

LOG2E = 1.4426950408889634


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    head_dim = q.shape[-1]
    q_len, k_len, d_v = q.shape[-2], k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    scale = LOG2E / np.sqrt(head_dim)          # fold log2(e) into the softmax scale, use exp2

    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, d_v))

    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, np.max(s, axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp2(s - shift)
        alpha = np.exp2(np.where(np.isfinite(m), m, shift) - shift)
        alpha = np.where(np.isfinite(m), alpha, 0.0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new

    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log2(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(q.dtype, copy=False), lse[..., 0].astype(q.dtype, copy=False)
