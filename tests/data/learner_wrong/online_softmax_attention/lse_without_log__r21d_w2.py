# MISTAKE: lse off: returns m + l (running max plus running sum) instead of m + log(l); the output itself is right.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("bad block")
    q, k, v = map(np.asarray, (q, k, v))
    kl = k.shape[-2]
    s_all_shape = np.broadcast_shapes(q.shape[:-1] + (1,), k.shape[:-2] + (1, kl))
    msk = None if mask is None else np.broadcast_to(mask, s_all_shape)
    m = np.full(s_all_shape[:-1] + (1,), -np.inf)
    l = np.zeros_like(m)
    acc = 0.0
    for b0 in range(0, kl, block_size):
        b1 = min(b0 + block_size, kl)
        s = np.einsum("...qd,...kd->...qk", q, k[..., b0:b1, :]) / np.sqrt(q.shape[-1])
        if msk is not None:
            s = np.where(msk[..., b0:b1], s, -np.inf)
        mn = np.maximum(m, s.max(-1, keepdims=True))
        ref = np.where(np.isneginf(mn), 0.0, mn)
        a = np.exp(np.where(np.isneginf(m), -np.inf, m - ref))
        p = np.exp(s - ref)
        l = l * a + p.sum(-1, keepdims=True)
        acc = acc * a + p @ v[..., b0:b1, :]
        m = mn
    good = l > 0
    out = np.where(good, acc / np.where(good, l, 1.0), 0.0)
    lse = np.where(good, m + l, -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
