# WRONG: when the running max grows, rescales l by alpha but NOT acc (acc += p @ v only); everything else right.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    *lead, Tq, D = q.shape
    Tk, Dv = k.shape[-2], v.shape[-1]
    full_mask = None if mask is None else np.broadcast_to(mask, tuple(lead) + (Tq, Tk))
    m = np.full(tuple(lead) + (Tq,), -np.inf)
    l = np.zeros(tuple(lead) + (Tq,))
    acc = np.zeros(tuple(lead) + (Tq, Dv))
    for j0 in range(0, Tk, block_size):
        j1 = min(j0 + block_size, Tk)
        s = np.einsum("...qd,...kd->...qk", q, k[..., j0:j1, :]) / np.sqrt(D)
        if full_mask is not None:
            s = np.where(full_mask[..., j0:j1], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - safe))
        l = alpha * l + p.sum(-1)
        acc = acc + np.einsum("...qk,...kv->...qv", p, v[..., j0:j1, :])
        m = m_new
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1)[..., None], 0.0)
    lse = np.full_like(m, -np.inf)
    lse[ok] = m[ok] + np.log(l[ok])
    return out.astype(q.dtype), lse.astype(q.dtype)
