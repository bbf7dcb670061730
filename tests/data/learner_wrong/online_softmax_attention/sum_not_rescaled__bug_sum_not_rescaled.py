# Bug report: https://github.com/PaddleJitLab/CUDATutorial/issues/69
# Online-softmax running sum updated without rescaling the old sum by exp(m_old - m_new)
# (acc is rescaled, l is not): right only while the max never grows.
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    sc = dt.type(1.0 / math.sqrt(q.shape[-1]))
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    Q, K = q.shape[-2], k.shape[-2]
    mk = None if mask is None else np.broadcast_to(mask, lead + (Q, K))
    m = np.full(lead + (Q, 1), -np.inf, dt)
    l = np.zeros(lead + (Q, 1), dt)
    acc = np.zeros(lead + (Q, v.shape[-1]), dt)
    for st in range(0, K, block_size):
        en = min(st + block_size, K)
        s = np.matmul(q, np.swapaxes(k[..., st:en, :], -1, -2)) * sc
        if mk is not None:
            s = np.where(mk[..., st:en], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        sh = np.where(np.isfinite(m_new), m_new, 0).astype(dt)
        p = np.exp(s - sh)
        alpha = np.exp(m - sh)
        l = l + p.sum(-1, keepdims=True)  # BUG: missing alpha * l
        acc = alpha * acc + p @ v[..., st:en, :]
        m = m_new
    pos = l > 0
    out = np.where(pos, acc / np.where(pos, l, 1), 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(pos, m + np.log(np.where(pos, l, 1)), -np.inf).astype(dt)
    return out, lse[..., 0]
