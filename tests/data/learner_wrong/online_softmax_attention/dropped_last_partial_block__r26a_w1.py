# MISTAKE: the number of blocks is k_len // block_size, so a shorter last block of keys is silently dropped.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1]).item()
    n_keys = k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(shape, -np.inf, dtype=q.dtype)
    l = np.zeros(shape, dtype=q.dtype)
    acc = np.zeros(shape + (v.shape[-1],), dtype=q.dtype)
    for blk in range(n_keys // block_size):
        lo, hi = blk * block_size, (blk + 1) * block_size
        s = np.einsum("...qd,...kd->...qk", q, k[..., lo:hi, :]) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, s.shape[:-1] + (n_keys,))[..., lo:hi]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        ref = np.where(m_new == -np.inf, 0.0, m_new)
        p = np.exp(s - ref[..., None])
        a = np.exp(m - ref)
        l = a * l + p.sum(axis=-1)
        acc = a[..., None] * acc + p @ v[..., lo:hi, :]
        m = m_new
    pos = l > 0
    out = np.where(pos[..., None], acc / np.where(pos, l, 1)[..., None], 0)
    lse = np.where(pos, m + np.log(np.where(pos, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
