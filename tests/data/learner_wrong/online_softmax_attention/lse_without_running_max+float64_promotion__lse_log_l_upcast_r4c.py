# wrong (two mistakes): lse returned as log(l) without adding the running max m, AND scores divided by np.sqrt(head_dim) (a float64 scalar) so float32 inputs give float64 output and lse
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    Tk = k.shape[-2]
    m = None
    for start in range(0, Tk, block_size):
        stop = min(start + block_size, Tk)
        s = q @ np.swapaxes(k[..., start:stop, :], -1, -2) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(np.asarray(mask)[..., start:stop], s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1], -np.inf)
            l = np.zeros(s.shape[:-1])
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],))
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - base[..., None])
        corr = np.exp(m - base)
        l = corr * l + p.sum(axis=-1)
        acc = corr[..., None] * acc + p @ v[..., start:stop, :]
        m = m_new
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(l[..., None] > 0, acc / l[..., None], 0.0)
        lse = np.where(l > 0, np.log(l), -np.inf)
    return out, lse
