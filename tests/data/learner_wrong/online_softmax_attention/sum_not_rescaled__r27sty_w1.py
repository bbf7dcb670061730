# MISTAKE: when a block raises the running max only the accumulator is rescaled by exp(m - m_new); the running sum l is not, so output and lse are wrong whenever the max grows after the first block.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = 1.0 / float(np.sqrt(q.shape[-1]))
    n_k = k.shape[-2]
    full = None
    if mask is not None:
        shape = np.broadcast_shapes(mask.shape, q.shape[:-1] + (n_k,))
        full = np.broadcast_to(mask, shape)
    m = l = acc = None
    for b0 in range(0, n_k, block_size):
        sl = slice(b0, b0 + block_size)
        s = np.einsum("...qd,...kd->...qk", q, k[..., sl, :]) * scale
        if full is not None:
            s = np.where(full[..., sl], s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1], -np.inf, dtype=s.dtype)
            l = np.zeros_like(m)
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],), dtype=s.dtype)
        m_new = np.maximum(m, s.max(-1))
        ref = np.where(np.isneginf(m_new), 0, m_new)
        p = np.exp(s - ref[..., None])
        alpha = np.exp(m - ref)
        l = l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kv->...qv", p, v[..., sl, :])
        m = m_new
    ok = l > 0
    out = np.where(ok[..., None], acc / np.where(ok, l, 1)[..., None], 0).astype(acc.dtype)
    with np.errstate(divide="ignore"):
        lse = np.where(ok, m + np.log(np.where(ok, l, 1)), -np.inf).astype(acc.dtype)
    return out, lse
