import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) < 1:
        raise ValueError("block_size must be >= 1")
    block_size = int(block_size)
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    Lq, D = q.shape[-2], q.shape[-1]
    Lk, Dv = k.shape[-2], v.shape[-1]
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (Lq, Lk))
    scale = 1.0 / math.sqrt(D)
    qf = np.broadcast_to(q, lead + (Lq, D)).astype(np.float64)
    kf = np.broadcast_to(k, lead + (Lk, D)).astype(np.float64)
    vf = np.broadcast_to(v, lead + (Lk, Dv)).astype(np.float64)
    m = np.full(lead + (Lq, 1), -np.inf)
    l = np.zeros(lead + (Lq, 1))
    acc = np.zeros(lead + (Lq, Dv))
    start = 0
    while start < Lk:                      # C-style block loop
        stop = min(start + block_size, Lk)
        s = (qf @ np.swapaxes(kf[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)   # never -inf - -inf
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vf[..., start:stop, :]
        m = m_new
        start = stop
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(dt), lse[..., 0].astype(dt)
