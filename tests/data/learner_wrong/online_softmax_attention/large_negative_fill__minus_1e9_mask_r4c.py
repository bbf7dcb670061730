# wrong (extra): masked scores set to -1e9 instead of -inf (HF style), so a query with no allowed key gets the plain average of all values and a finite lse instead of zeros / -inf; otherwise correct
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    Lq, Lk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    m = np.full(lead + (Lq, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (Lq, 1), dtype=dt)
    acc = np.zeros(lead + (Lq, dv), dtype=dt)
    sc = dt.type(1 / np.sqrt(q.shape[-1]))
    for j in range(0, Lk, block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * sc
        if mask is not None:
            s = np.where(np.asarray(mask)[..., j:j + block_size], s, dt.type(-1e9))
        mn = np.maximum(m, s.max(-1, keepdims=True))
        p = np.exp(s - mn)
        a = np.exp(m - mn)
        l = a * l + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., j:j + block_size, :]
        m = mn
    return (acc / l).astype(dt), (m + np.log(l))[..., 0].astype(dt)
