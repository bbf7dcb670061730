# WRONG: updates m before computing alpha, so alpha = exp(m_new - m_new) = 1 and neither l nor acc is rescaled when the max grows (ordering bug in the recurrence).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    dt = q.dtype
    scale = dt.type(1.0 / math.sqrt(q.shape[-1]))
    klen = k.shape[-2]
    s_all = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf, dtype=dt)
    l = np.zeros(s_all.shape[:-1], dtype=dt)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],), dtype=dt)
    for j in range(0, klen, block_size):
        s = s_all[..., j:j + block_size]
        m = np.maximum(m, s.max(-1))
        ref = np.where(np.isinf(m), 0, m)
        p = np.exp(s - ref[..., None])
        alpha = np.exp(np.where(np.isinf(m), 0, m) - ref)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kv->...qv", p, v[..., j:j + block_size, :])
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1)[..., None], 0).astype(dt)
    lse = np.where(ok, m + np.log(np.where(ok, l, 1)), -np.inf).astype(dt)
    return out, lse
