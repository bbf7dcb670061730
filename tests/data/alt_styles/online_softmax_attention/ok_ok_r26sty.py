# CORRECT: a generator yields key blocks; the running max/sum/accumulator recurrence is guarded so -inf - (-inf) never happens.
import numpy as np


def _blocks(n, size):
    start = 0
    while start < n:
        yield slice(start, min(start + size, n))
        start += size


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError("block_size must be an int >= 1")
    block_size = int(block_size)
    q, k, v = map(np.asarray, (q, k, v))
    dt = np.result_type(q, k, v)
    scale = 1.0 / np.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for blk in _blocks(k_len, block_size):
        s = np.einsum("...qd,...kd->...qk", q, k[..., blk, :]) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., blk], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        base = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(m - base)
        p = np.exp(s - base)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + np.einsum("...qk,...kd->...qd", p, v[..., blk, :])
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt, copy=False), lse.astype(dt, copy=False)
