# MISTAKE: the block loop `range(0, k_len - block_size + 1, block_size)` drops the shorter last block, so its keys are never attended when k_len % block_size != 0.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("bad block_size")
    d = q.shape[-1]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    shp = lead + (q.shape[-2],)
    mfull = None if mask is None else np.broadcast_to(np.asarray(mask, bool), shp + (k_len,))
    m = np.full(shp, -np.inf)
    l = np.zeros(shp)
    acc = np.zeros(shp + (v.shape[-1],))
    for s0 in range(0, k_len - block_size + 1, block_size):
        kb = k[..., s0:s0 + block_size, :]
        vb = v[..., s0:s0 + block_size, :]
        s = np.broadcast_to((q @ np.swapaxes(kb, -1, -2)) / np.sqrt(d), shp + (kb.shape[-2],))
        if mfull is not None:
            s = np.where(mfull[..., s0:s0 + block_size], s, -np.inf)
        mn = np.maximum(m, s.max(-1))
        ref = np.where(mn == -np.inf, 0.0, mn)
        a = np.where(m == -np.inf, 0.0, np.exp(m - ref))
        p = np.where(s == -np.inf, 0.0, np.exp(s - ref[..., None]))
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + p @ vb
        m = mn
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1.0)[..., None], 0.0)
    lse = np.where(ok, m + np.log(np.where(ok, l, 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
