# MISTAKE: When a block raises the running max, only the running sum l is rescaled by alpha = exp(m - m_new); the accumulator acc is not, so earlier blocks keep too much weight in the output (lse stays right).
import numpy as np
from functools import reduce


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    k_len = k.shape[-2]
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    s_full_shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], k_len)
    m_mask = None if mask is None else np.broadcast_to(np.asarray(mask, bool), s_full_shape)

    def step(state, start):
        m, l, acc = state
        stop = min(start + block_size, k_len)
        s = q @ np.swapaxes(k[..., start:stop, :], -1, -2) * scale
        if m_mask is not None:
            s = np.where(m_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(np.isneginf(m_new), 0, m_new)
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - base))
        p = np.exp(s - base[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = acc + p @ v[..., start:stop, :]
        return m_new, l, acc

    lead = s_full_shape[:-1]
    init = (np.full(lead, -np.inf, dtype=q.dtype), np.zeros(lead, dtype=q.dtype),
            np.zeros(lead + (v.shape[-1],), dtype=q.dtype))
    m, l, acc = reduce(step, range(0, k_len, block_size), init)
    safe_l = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe_l[..., None], 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
