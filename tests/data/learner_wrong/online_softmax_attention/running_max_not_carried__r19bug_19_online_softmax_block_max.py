# SOURCE: https://github.com/tile-ai/tilelang/pull/1269
# BUG: The running max is replaced by the current block's max (scores_max = max(acc_s)) instead of
#      m_new = max(m_old, blockmax); the previous accumulators are then rescaled by exp(m_old - m_new),
#      which can be a huge factor (overflow) when an earlier block had much larger scores.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    dt = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    q_len, d_v = q.shape[-2], v.shape[-1]
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    o = np.zeros(lead + (q_len, d_v))
    full_mask = None if mask is None else np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    with np.errstate(over="ignore", invalid="ignore"):
        for s0 in range(0, k_len, block_size):
            kb = k[..., s0:s0 + block_size, :]
            vb = v[..., s0:s0 + block_size, :]
            sc = (q @ np.swapaxes(kb, -1, -2)) * scale
            if full_mask is not None:
                sc = np.where(full_mask[..., s0:s0 + block_size], sc, -np.inf)
            m_new = np.max(sc, axis=-1, keepdims=True)          # block max only (the reported bug)
            ref = np.where(np.isneginf(m_new), m, m_new)        # a fully masked block keeps the old reference
            ref_safe = np.where(np.isneginf(ref), 0.0, ref)
            alpha = np.where(np.isneginf(m), 0.0, np.exp(m - ref_safe))
            p = np.exp(sc - ref_safe)
            l = alpha * l + p.sum(axis=-1, keepdims=True)
            o = alpha * o + p @ vb
            m = ref
        out = np.where(l > 0, o / np.where(l > 0, l, 1.0), 0.0)
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt, copy=False), lse.astype(dt, copy=False)
