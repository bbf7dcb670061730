import numpy as np

# wrong: shifts each block by its own block max but never rescales earlier blocks (alpha = 1)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    d = q.shape[-1]
    s_all = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf, dtype=q.dtype)
    l = np.zeros_like(m)
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],), dtype=q.dtype)
    for b in range(0, k.shape[-2], block_size):
        s = s_all[..., b:b + block_size]
        m = np.maximum(m, s.max(-1))
        safe = np.where(np.isfinite(m), m, 0)
        p = np.exp(s - safe[..., None])
        l = l + p.sum(-1)
        acc = acc + p @ v[..., b:b + block_size, :]
    lz = np.where(l > 0, l, 1)
    out = np.where(l[..., None] > 0, acc / lz[..., None], 0)
    lse = np.where(l > 0, m + np.log(lz), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
