# WRONG: block loop range(0, k_len - block_size + 1, block_size) drops a shorter last block AND no -inf guard: a fully masked row (running max -inf) gives NaN instead of output 0 / lse -inf.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    d = q.shape[-1]
    T = k.shape[-2]
    sc = q.dtype.type(1.0 / d ** 0.5)
    if mask is not None:
        mask = np.broadcast_to(mask, np.broadcast_shapes(q.shape[:-1] + (T,), mask.shape))
    m = np.full(q.shape[:-1] + (1,), -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for b0 in range(0, T - block_size + 1, block_size):
        kb, vb = k[..., b0:b0 + block_size, :], v[..., b0:b0 + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) * sc
        if mask is not None:
            s = np.where(mask[..., b0:b0 + block_size], s, -np.inf)
        m2 = np.maximum(m, s.max(-1, keepdims=True))
        p = np.exp(s - m2)
        a = np.exp(m - m2)
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ vb
        m = m2
    return acc / l, (m + np.log(l))[..., 0]
