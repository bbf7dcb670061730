# CORRECT: loop over key blocks keeping running max, sum and accumulator, rescaling both by alpha, with -inf maxima shifted by 0.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = np.result_type(q, k, v)
    scale = 1.0 / math.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf, dtype=np.float64)
    l = np.zeros(lead + (q_len, 1), dtype=np.float64)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=np.float64)
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l > 0, acc / safe_l, 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(dt), lse[..., 0].astype(dt)
