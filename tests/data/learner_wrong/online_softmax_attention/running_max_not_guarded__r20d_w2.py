# MISTAKE: no guard for a running max that is still -inf: a leading key block that is fully masked
# gives exp(-inf - (-inf)) = NaN, which poisons l and acc for that row (NaN output and lse).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    nk = k.shape[-2]
    scale = 1.0 / np.sqrt(q.shape[-1])
    m = l = acc = None
    with np.errstate(invalid='ignore'):
        for st in range(0, nk, block_size):
            sl = slice(st, st + block_size)
            s = np.einsum('...id,...jd->...ij', q, k[..., sl, :]) * scale
            if mask is not None:
                mb = np.broadcast_to(mask, np.broadcast_shapes(np.shape(mask), s.shape[:-1] + (nk,)))
                s = np.where(mb[..., sl], s, -np.inf)
            bm = s.max(-1, keepdims=True)
            if m is None:
                m = np.full_like(bm, -np.inf)
                l = np.zeros_like(bm)
                acc = np.zeros(s.shape[:-1] + (v.shape[-1],))
            m_new = np.maximum(m, bm)
            alpha = np.exp(m - m_new)
            p = np.exp(s - m_new)
            l = l * alpha + p.sum(-1, keepdims=True)
            acc = acc * alpha + np.einsum('...ij,...jd->...id', p, v[..., sl, :])
            m = m_new
        out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0.0)
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)[..., 0]
    return out.astype(dt), lse.astype(dt)
