# mistake: shifts by m_new even when it is -inf: a fully masked (or leading masked) block gives NaN
import numpy as np
def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    scale = 1.0 / np.sqrt(q.shape[-1])
    L, T = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    m = np.full(lead + (L,), -np.inf); l = np.zeros(lead + (L,)); acc = np.zeros(lead + (L, v.shape[-1]))
    for st in range(0, T, block_size):
        s = q @ np.swapaxes(k[..., st:st + block_size, :], -1, -2) * scale
        if mask is not None:
            s = np.where(np.broadcast_to(mask, lead + (L, T))[..., st:st + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new[..., None])
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + p @ v[..., st:st + block_size, :]
        m = m_new
    return (acc / l[..., None]).astype(q.dtype), (m + np.log(l)).astype(q.dtype)
