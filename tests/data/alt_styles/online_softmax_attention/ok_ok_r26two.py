# CORRECT: block loop with running max/sum/accumulator, -inf-safe shift, final acc/l and lse = m + log l.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    scale = 1.0 / math.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
        full_mask = np.broadcast_to(mask, np.broadcast_shapes(mask.shape, lead + (q_len, k_len)))
        lead = full_mask.shape[:-2]
    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        kb = k[..., start:end, :]
        vb = v[..., start:end, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        s = np.broadcast_to(s, lead + s.shape[-2:]).astype(np.float64)
        if mask is not None:
            s = np.where(full_mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift[..., None])
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ vb
        m = m_new
    pos = l > 0
    out = np.where(pos[..., None], acc / np.where(pos, l, 1.0)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(pos, m + np.log(np.where(pos, l, 1.0)), -np.inf)
    return out.astype(dtype), lse.astype(dtype)
