# MISTAKE: when a block raises the running max, only the running sum l is rescaled by alpha = exp(m - m_new); the accumulator acc is not, so earlier blocks keep too much weight.
import numpy as np
from functools import reduce


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    s_full = (q.astype(np.float64) @ np.swapaxes(k, -1, -2).astype(np.float64)) * scale
    if mask is not None:
        s_full = np.where(mask, s_full, -np.inf)
    vv = v.astype(np.float64)
    starts = range(0, k.shape[-2], block_size)

    def step(state, j):
        m, l, acc = state
        s = s_full[..., j:j + block_size]
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        base = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - base)
        alpha = np.exp(m - base)
        return m_new, alpha * l + p.sum(-1, keepdims=True), acc + p @ vv[..., j:j + block_size, :]

    init = (np.full(s_full.shape[:-1] + (1,), -np.inf),
            np.zeros(s_full.shape[:-1] + (1,)),
            np.zeros(s_full.shape[:-1] + (v.shape[-1],)))
    m, l, acc = reduce(step, starts, init)
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = (m + np.log(l))[..., 0]
    lse = np.where(l[..., 0] > 0, lse, -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
