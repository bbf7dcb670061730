# MISTAKE: the block update subtracts the running max without a guard, so while the max is still -inf (a fully masked first block or row) -inf - (-inf) produces NaN.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    dt = q.dtype
    d = q.shape[-1]
    n = k.shape[-2]
    scores_all_shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], n)
    mfull = None if mask is None else np.broadcast_to(np.asarray(mask, dtype=bool), scores_all_shape)
    m = np.full(scores_all_shape[:-1], -np.inf)
    l = np.zeros(scores_all_shape[:-1])
    acc = np.zeros(scores_all_shape[:-1] + (v.shape[-1],))
    start = 0
    while start < n:
        stop = min(start + block_size, n)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) / np.sqrt(d)
        if mfull is not None:
            s = np.where(mfull[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        with np.errstate(invalid="ignore"):
            p = np.exp(s - m_new[..., None])
            alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ v[..., start:stop, :]
        m = m_new
        start = stop
    with np.errstate(divide="ignore", invalid="ignore"):
        out = acc / l[..., None]
        lse = m + np.log(l)
    return out.astype(dt), lse.astype(dt)
