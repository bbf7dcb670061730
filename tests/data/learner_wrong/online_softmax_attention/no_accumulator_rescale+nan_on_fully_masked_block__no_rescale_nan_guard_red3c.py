import numpy as np

# wrong (two at once): acc never rescaled by alpha AND no guard for a -inf running max (NaN on padding blocks)
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    c = 1.0 / np.sqrt(q.shape[-1])
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf); l = np.zeros(lead); acc = np.zeros(lead + (v.shape[-1],))
    full = None if mask is None else np.broadcast_to(mask, lead + (k.shape[-2],))
    with np.errstate(invalid="ignore", divide="ignore"):
        for j in range(0, k.shape[-2], block_size):
            s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * c
            if full is not None:
                s = np.where(full[..., j:j + block_size], s, -np.inf)
            mn = np.maximum(m, s.max(-1))
            p = np.exp(s - mn[..., None])
            a = np.exp(m - mn)
            l = a * l + p.sum(-1)
            acc = acc + p @ v[..., j:j + block_size, :]
            m = mn
        out = acc / l[..., None]
        lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
