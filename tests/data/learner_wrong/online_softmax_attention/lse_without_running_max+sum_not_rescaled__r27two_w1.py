# MISTAKE: when the running max grows only the accumulator is rescaled by alpha; the running sum l is not, so the normaliser is wrong whenever a later block raises the max.
# MISTAKE: lse is returned as log(l) without adding the running max m.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(shape + (1,), -np.inf)
    l = np.zeros(shape + (1,))
    acc = np.zeros(shape + (v.shape[-1],))
    if mask is not None:
        mask = np.broadcast_to(mask, shape + (k_len,))
    for j0 in range(0, k_len, block_size):
        s = np.einsum("...qd,...kd->...qk", q, k[..., j0:j0 + block_size, :]) * scale
        if mask is not None:
            s = np.where(mask[..., j0:j0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - base)
        alpha = np.exp(m - base)
        l = l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., j0:j0 + block_size, :]
        m = m_new
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(l > 0, acc / l, 0.0)
        lse = np.log(l)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
