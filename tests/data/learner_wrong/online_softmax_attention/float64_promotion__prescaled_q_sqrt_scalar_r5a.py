# mistake: q * (1.0 / np.sqrt(head_dim)): np.sqrt of an int is a float64 scalar, so float32 inputs come back float64 (values right)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size <= 0:
        raise ValueError("block_size must be positive")
    qs = q * (1.0 / np.sqrt(q.shape[-1]))
    k_len = k.shape[-2]
    out_lead = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(out_lead, -np.inf, dtype=q.dtype)
    l = np.zeros(out_lead, dtype=q.dtype)
    acc = np.zeros(out_lead + (v.shape[-1],), dtype=q.dtype)
    if mask is not None:
        mask = np.broadcast_to(mask, out_lead + (k_len,))
    for a in range(0, k_len, block_size):
        b = min(a + block_size, k_len)
        s = np.einsum("...qd,...kd->...qk", qs, k[..., a:b, :])
        if mask is not None:
            s = np.where(mask[..., a:b], s, -np.inf)
        blk = s.max(axis=-1)
        m_new = np.maximum(m, blk)
        base = np.where(np.isfinite(m_new), m_new, 0).astype(q.dtype)
        p = np.exp(s - base[..., None])
        corr = np.where(np.isfinite(m), np.exp(m - base), 0).astype(q.dtype)
        l = corr * l + p.sum(axis=-1)
        acc = corr[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v[..., a:b, :])
        m = m_new
    good = l > 0
    out = np.zeros_like(acc)
    np.divide(acc, l[..., None], out=out, where=good[..., None])
    lse = np.full_like(l, -np.inf)
    np.add(m, np.log(l, where=good, out=np.zeros_like(l)), out=lse, where=good)
    return out, lse
