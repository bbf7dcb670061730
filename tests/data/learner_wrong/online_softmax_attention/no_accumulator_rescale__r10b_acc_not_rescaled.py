# wrong: when the max grows, rescales l by alpha but NOT acc (acc keeps terms relative to the old max); everything else correct
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    tq, tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    mk = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (tq, 1), dtype=q.dtype)
    acc = np.zeros(lead + (tq, v.shape[-1]), dtype=q.dtype)
    sc = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    for j in range(0, tk, block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * sc
        if mk is not None:
            s = np.where(mk[..., j:j + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        safe = np.where(np.isneginf(m_new), 0, m_new)
        alpha = np.exp(m - safe)
        p = np.exp(s - safe)
        l = l * alpha + p.sum(-1, keepdims=True)
        acc = acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = (np.where(np.isneginf(m), 0, m) + np.log(l))[..., 0]
    return out, lse
