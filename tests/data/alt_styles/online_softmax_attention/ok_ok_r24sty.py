import math
from functools import reduce

import numpy as np


def _blocks(k, v, keep, size):
    """Yield (k_block, v_block, keep_block) over the key axis."""
    for start in range(0, k.shape[-2], size):
        stop = start + size
        yield k[..., start:stop, :], v[..., start:stop, :], keep[..., start:stop]


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    t_q, t_k = q.shape[-2], k.shape[-2]
    if mask is None:
        keep = np.ones(lead + (t_q, t_k), dtype=bool)
    else:
        keep = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (t_q, t_k))
    scale = 1.0 / math.sqrt(q.shape[-1])
    qf = q.astype(np.float64)

    def step(state, block):
        m, l, acc = state
        kb, vb, keep_b = block
        s = np.where(keep_b, (qf @ np.swapaxes(kb, -1, -2)) * scale, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        # rows that have seen no allowed key yet keep m = -inf; shift them by 0 instead
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(m - ref)                      # exp(-inf) = 0 for an empty history
        p = np.exp(s - ref[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ vb
        return m_new, l, acc

    init = (np.full(lead + (t_q,), -np.inf),
            np.zeros(lead + (t_q,)),
            np.zeros(lead + (t_q, v.shape[-1])))
    m, l, acc = reduce(step, _blocks(k, v, keep, block_size), init)
    seen = l > 0
    out = np.divide(acc, l[..., None], out=np.zeros_like(acc), where=seen[..., None])
    with np.errstate(divide='ignore'):
        lse = np.where(seen, m + np.log(np.where(seen, l, 1.0)), -np.inf)
    return out.astype(dt), lse.astype(dt)
