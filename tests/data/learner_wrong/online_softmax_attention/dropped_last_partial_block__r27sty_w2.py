# MISTAKE: the number of blocks is k_len // block_size, so when block_size does not divide k_len the last, shorter block of keys is never processed.
import functools
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    k_len = k.shape[-2]
    c = 1.0 / math.sqrt(q.shape[-1])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, bool), np.broadcast_shapes(np.shape(mask), q.shape[:-1] + (k_len,)))
    blocks = ((i * block_size, (i + 1) * block_size) for i in range(k_len // block_size))

    def step(state, bounds):
        m, l, acc = state
        a, b = bounds
        s = (q @ np.swapaxes(k[..., a:b, :], -1, -2)) * c
        if mask is not None:
            s = np.where(mask[..., a:b], s, -np.inf)
        m2 = np.maximum(m, s.max(axis=-1, keepdims=True))
        base = np.where(m2 == -np.inf, 0.0, m2)
        p = np.exp(s - base)
        r = np.exp(m - base)
        return m2, r * l + p.sum(-1, keepdims=True), r * acc + p @ v[..., a:b, :]

    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    init = (np.full(lead + (1,), -np.inf, dt), np.zeros(lead + (1,), dt), np.zeros(lead + (v.shape[-1],), dt))
    m, l, acc = functools.reduce(step, blocks, init)
    good = l > 0
    out = np.where(good, acc / np.where(good, l, 1.0), 0.0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(good, m + np.log(np.where(good, l, 1.0)), -np.inf)[..., 0].astype(dt)
    return out, lse
