# MISTAKE: (1) the loop range(0, k_len - block_size + 1, block_size) drops a shorter last block (its keys are never seen);
# (2) lse is returned as log(l) only -- the running max m is not added back.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    d = q.shape[-1]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    shp = lead + (q.shape[-2], k_len)
    allow = np.ones(shp, bool) if mask is None else np.broadcast_to(mask, shp)
    m = np.full(shp[:-1], -np.inf)
    l = np.zeros(shp[:-1])
    acc = np.zeros(shp[:-1] + (v.shape[-1],))
    for st in range(0, k_len - block_size + 1, block_size):
        sl = slice(st, st + block_size)
        s = np.einsum("...qd,...kd->...qk", q, k[..., sl, :]) / np.sqrt(d)
        s = np.where(allow[..., sl], s, -np.inf)
        mn = np.maximum(m, s.max(-1))
        base = np.where(np.isinf(mn), 0.0, mn)
        a = np.where(np.isinf(m), 0.0, np.exp(m - base))
        p = np.where(allow[..., sl], np.exp(s - base[..., None]), 0.0)
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + np.einsum("...qk,...kv->...qv", p, v[..., sl, :])
        m = mn
    pos = l > 0
    out = np.where(pos[..., None], acc / np.where(pos, l, 1)[..., None], 0)
    lse = np.where(pos, np.log(np.where(pos, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
