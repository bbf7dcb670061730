# Bug report: https://github.com/flashinfer-ai/flashinfer/issues/4267
# The running max starts at -math::inf, which is a FINITE -5e4: rows whose scores all lie below it
# keep m = -5e4, every exp() underflows and the kernel silently returns zeros.
import math

import numpy as np

NEG_INF = -5e4  # "math::inf" sentinel


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    nq, nk = q.shape[-2], k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (nq, nk))
    m = np.full(lead + (nq, 1), NEG_INF, dt)
    l = np.zeros(lead + (nq, 1), dt)
    acc = np.zeros(lead + (nq, v.shape[-1]), dt)
    sc = dt.type(1.0 / math.sqrt(q.shape[-1]))
    for i in range(0, nk, block_size):
        j = min(i + block_size, nk)
        s = (q @ np.swapaxes(k[..., i:j, :], -1, -2)) * sc
        if mask is not None:
            s = np.where(mask[..., i:j], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        p = np.exp(s - m_new)
        a = np.exp(m - m_new)
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., i:j, :]
        m = m_new
    ok = l > 0
    out = np.where(ok, acc / np.where(ok, l, 1), 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(ok, m + np.log(np.where(ok, l, 1)), -np.inf).astype(dt)
    return out, lse[..., 0]
