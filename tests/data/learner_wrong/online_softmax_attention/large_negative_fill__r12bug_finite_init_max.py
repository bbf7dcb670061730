# https://github.com/NVIDIA/TensorRT-LLM/issues/17477
# Bug: masked scores and the initial running max use the finite sentinel -FLT_MAX instead of -inf, with no
# -inf check: in a fully masked row exp(-FLT_MAX - (-FLT_MAX)) = 1, so every masked key gets weight 1 (the row
# returns the plain mean of v and lse = -FLT_MAX + log(k_len) instead of 0 and -inf).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    neg = np.finfo(dt).min
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    m = np.full(lead + (q_len, 1), neg, dtype=dt)
    l = np.zeros(lead + (q_len, 1), dtype=dt)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, lead + (q_len, k_len))
    scale = dt.type(1.0 / math.sqrt(q.shape[-1]))
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:start + block_size], s, neg)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new)
        l = l * alpha + p.sum(axis=-1, keepdims=True)
        acc = acc * alpha + p @ vb
        m = m_new
    out = (acc / l).astype(dt)
    lse = (m + np.log(l))[..., 0].astype(dt)
    return out, lse
