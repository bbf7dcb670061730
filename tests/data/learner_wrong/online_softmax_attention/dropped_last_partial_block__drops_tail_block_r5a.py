# mistake: number of blocks k_len // block_size drops the last, shorter block of keys (shows only when block_size does not divide k_len)
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("bad block_size")
    d = q.shape[-1]
    k_len = k.shape[-2]
    out_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(out_shape, -np.inf)
    l = np.zeros(out_shape)
    acc = np.zeros(out_shape + (v.shape[-1],))
    for b in range(k_len // block_size):
        sl = slice(b * block_size, (b + 1) * block_size)
        s = q @ np.swapaxes(k[..., sl, :], -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(np.broadcast_to(mask, out_shape + (k_len,))[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(np.isinf(m_new), 0.0, m_new)
        p = np.exp(s - base[..., None])
        alpha = np.where(np.isinf(m), 0.0, np.exp(m - base))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., sl, :]
        m = m_new
    nz = l > 0
    out = np.where(nz[..., None], acc / np.where(nz, l, 1)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(nz, m + np.log(np.where(nz, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
