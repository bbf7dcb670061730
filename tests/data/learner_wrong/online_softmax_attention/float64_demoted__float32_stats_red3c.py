import numpy as np

# wrong: running statistics allocated as float32 (m, l, acc) whatever the input dtype: float64 in -> float32 out
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    c = 1.0 / np.sqrt(q.shape[-1])
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf, dtype=np.float32)
    l = np.zeros(lead, dtype=np.float32)
    acc = np.zeros(lead + (v.shape[-1],), dtype=np.float32)
    full = None if mask is None else np.broadcast_to(mask, lead + (k.shape[-2],))
    for j in range(0, k.shape[-2], block_size):
        s = (q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * c)
        if full is not None:
            s = np.where(full[..., j:j + block_size], s, -np.inf)
        mn = np.maximum(m, s.max(-1)).astype(np.float32)
        sh = np.where(np.isfinite(mn), mn, 0.0)
        p = np.exp(s - sh[..., None])
        a = np.where(np.isfinite(m), np.exp(m - sh), 0.0)
        l[...] = a * l + p.sum(-1)
        acc[...] = a[..., None] * acc + p @ v[..., j:j + block_size, :]
        m = mn
    lz = np.where(l > 0, l, 1)
    out = np.where(l[..., None] > 0, acc / lz[..., None], 0).astype(np.float32)
    lse = np.where(l > 0, m + np.log(lz), -np.inf).astype(np.float32)
    return out, lse
