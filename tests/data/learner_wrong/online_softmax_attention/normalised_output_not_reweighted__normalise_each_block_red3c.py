import numpy as np

# wrong: divides acc by l inside the loop (normalises each block) and then keeps rescaling the normalised output
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    c = 1.0 / np.sqrt(q.shape[-1])
    lead = q.shape[:-1]
    m = np.full(lead, -np.inf); l = np.zeros(lead); o = np.zeros(lead + (v.shape[-1],))
    full = None if mask is None else np.broadcast_to(mask, lead + (k.shape[-2],))
    for j in range(0, k.shape[-2], block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * c
        if full is not None:
            s = np.where(full[..., j:j + block_size], s, -np.inf)
        mn = np.maximum(m, s.max(-1))
        sh = np.where(np.isfinite(mn), mn, 0.0)
        p = np.exp(s - sh[..., None])
        a = np.exp(np.where(np.isfinite(m), m - sh, -np.inf))
        l_new = a * l + p.sum(-1)
        o = np.where(l_new[..., None] > 0, (a[..., None] * o + p @ v[..., j:j + block_size, :]) / np.where(l_new > 0, l_new, 1)[..., None], 0.0)
        l, m = l_new, mn
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return o.astype(q.dtype), lse.astype(q.dtype)
