# https://github.com/ohdearquant/lattice/issues/361
# Masked scores replaced by a finite MASK_VALUE = -10000 and folded into the running max/sum:
# masked keys get weight whenever the valid scores are not far above -1e4 (a fully masked row
# becomes a uniform average with a finite lse).
import numpy as np

MASK_VALUE = -10000.0


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    Lq, Lk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    m = np.full(lead + (Lq, 1), -np.inf)
    l = np.zeros(lead + (Lq, 1))
    acc = np.zeros(lead + (Lq, dv))
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk))
    for start in range(0, Lk, block_size):
        stop = min(start + block_size, Lk)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, MASK_VALUE)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(m - m_new)
        l = alpha * l + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:stop, :]
        m = m_new
    out = acc / l
    lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
