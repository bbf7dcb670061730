# WRONG: shifts by the running max even while it is -inf (exp(-inf - -inf) = NaN for a left-padded first block or a fully masked row, no zero-output guard); and float32 inputs come back float64 (np.sqrt(head_dim) scale and default-float64 np.full/np.zeros state arrays).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    *lead, lq, d = q.shape
    lk = k.shape[-2]
    if mask is not None:
        mask = np.broadcast_to(mask, tuple(lead) + (lq, lk))
    m = np.full(tuple(lead) + (lq, 1), -np.inf)
    l = np.zeros(tuple(lead) + (lq, 1))
    acc = np.zeros(tuple(lead) + (lq, v.shape[-1]))
    blocks = [(s, min(s + block_size, lk)) for s in range(0, lk, block_size)]
    for a, b in blocks:
        sc = np.einsum("...qd,...kd->...qk", q, k[..., a:b, :]) / np.sqrt(d)
        if mask is not None:
            sc = np.where(mask[..., a:b], sc, -np.inf)
        m_new = np.maximum(m, sc.max(-1, keepdims=True))
        p = np.exp(sc - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + np.einsum("...qk,...kv->...qv", p, v[..., a:b, :])
        m = m_new
    return acc / l, (m + np.log(l))[..., 0]
