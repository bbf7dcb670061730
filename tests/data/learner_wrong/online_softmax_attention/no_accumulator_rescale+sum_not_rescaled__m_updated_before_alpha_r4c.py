# wrong (extra): m is overwritten with the new max BEFORE alpha = exp(m - m_new) is computed, so alpha is always 1 and neither l nor acc is ever rescaled (output and lse wrong whenever a later block raises the max)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    sc = dt.type(1.0) / np.sqrt(dt.type(q.shape[-1]))
    s_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    m = np.full(s_shape + (1,), -np.inf, dt)
    l = np.zeros(s_shape + (1,), dt)
    acc = np.zeros(s_shape + (v.shape[-1],), dt)
    for j in range(0, k.shape[-2], block_size):
        s = np.matmul(q, np.swapaxes(k[..., j:j + block_size, :], -1, -2)) * sc
        if mask is not None:
            s = np.where(np.asarray(mask, bool)[..., j:j + block_size], s, -np.inf)
        m = np.maximum(m, s.max(-1, keepdims=True))
        safe = np.where(np.isneginf(m), 0, m).astype(dt)
        alpha = np.exp(np.where(np.isneginf(m), 0, m - safe)).astype(dt)
        p = np.exp(s - safe)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., j:j + block_size, :]
    good = l > 0
    out = np.where(good, acc / np.where(good, l, 1), 0).astype(dt)
    with np.errstate(divide="ignore"):
        lse = np.where(good, m + np.log(np.where(good, l, 1)), -np.inf)[..., 0].astype(dt)
    return out, lse
