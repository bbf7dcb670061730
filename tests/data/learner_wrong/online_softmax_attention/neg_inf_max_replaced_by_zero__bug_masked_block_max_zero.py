# Bug report: https://github.com/Dao-AILab/flash-attention/issues/2082
# When the first block is fully masked the running max -inf is overwritten by 0.0 (to avoid
# -inf - -inf) and KEPT as the row max; if every later score is < 0 the max stays 0, and with large
# negative scores exp(s - 0) underflows: the row's output is zeroed.
import math

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / math.sqrt(q.shape[-1])
    out_dtype = np.result_type(q, k, v)
    n = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    nq = q.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (nq, n))
    m = np.full(lead + (nq,), -np.inf, dtype=out_dtype)
    l = np.zeros(lead + (nq,), dtype=out_dtype)
    acc = np.zeros(lead + (nq, v.shape[-1]), dtype=out_dtype)
    for b0 in range(0, n, block_size):
        b1 = min(b0 + block_size, n)
        s = np.einsum("...qd,...kd->...qk", q, k[..., b0:b1, :]) * out_dtype.type(scale)
        if mask is not None:
            s = np.where(mask[..., b0:b1], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        m_new = np.where(m_new == -np.inf, 0.0, m_new).astype(out_dtype)  # BUG: the 0 is kept as the max
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v[..., b0:b1, :])
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe_l[..., None], 0).astype(out_dtype)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf).astype(out_dtype)
    return out, lse
