import numpy as np

# wrong: mask multiplied into p after exp, running max over ALL scores (masked ones included)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    c = 1.0 / np.sqrt(q.shape[-1])
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf); l = np.zeros(lead); acc = np.zeros(lead + (v.shape[-1],))
    full = None if mask is None else np.broadcast_to(mask, lead + (k.shape[-2],))
    for j in range(0, k.shape[-2], block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * c
        mn = np.maximum(m, s.max(-1))
        p = np.exp(s - mn[..., None])
        if full is not None:
            p = p * full[..., j:j + block_size]
        a = np.exp(m - mn)
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + p @ v[..., j:j + block_size, :]
        m = mn
    lz = np.where(l > 0, l, 1)
    out = np.where(l[..., None] > 0, acc / lz[..., None], 0)
    with np.errstate(divide='ignore'):
        lse = np.where(l > 0, m + np.log(lz), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
