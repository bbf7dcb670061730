# MISTAKE: there is no guard for a running max of -inf, so a block whose keys are all masked (left padding, fully masked row) computes exp(-inf - (-inf)) = NaN and the output/lse become NaN.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    shape_s = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], k_len)
    allowed = None if mask is None else np.broadcast_to(np.asarray(mask, bool), shape_s)
    m = np.full(shape_s[:-1] + (1,), -np.inf)
    l = np.zeros(shape_s[:-1] + (1,))
    acc = np.zeros(shape_s[:-1] + (v.shape[-1],))
    for start in range(0, k_len, block_size):
        sl = slice(start, start + block_size)
        s = q @ np.swapaxes(k[..., sl, :], -1, -2) * scale
        if allowed is not None:
            s = np.where(allowed[..., sl], s, -np.inf)
        m_new = np.maximum(m, np.max(s, axis=-1, keepdims=True))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., sl, :]
        m = m_new
    out = acc / l
    lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
