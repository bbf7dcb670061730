# MISTAKE: the rescale factor is alpha = exp(m_new - m) (inverted) instead of exp(m - m_new), so l and acc are scaled up instead of down whenever a block raises the max.
# MISTAKE: the final output is acc / l with no guard, so a query with no allowed key (l = 0) gets NaN instead of a zero row.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if not block_size >= 1:
        raise ValueError("block_size < 1")
    sc = 1.0 / math.sqrt(q.shape[-1])
    S_full_shape = np.broadcast_shapes(q.shape[:-1] + (k.shape[-2],), k.shape[:-2] + (1, k.shape[-2]))
    if mask is not None:
        S_full_shape = np.broadcast_shapes(S_full_shape, mask.shape)
        mask = np.broadcast_to(mask, S_full_shape)
    lead = S_full_shape[:-1]
    m = np.full(lead, -np.inf)
    l = np.zeros(lead)
    acc = np.zeros(lead + (v.shape[-1],))
    k_len = k.shape[-2]
    start = 0
    while start < k_len:
        stop = min(start + block_size, k_len)
        s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * sc
        s = np.broadcast_to(s, lead + (stop - start,))
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        base = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - base[..., None])
        alpha = np.where(np.isneginf(m), 0.0, np.exp(base - m))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., start:stop, :]
        m = m_new
        start = stop
    with np.errstate(divide="ignore", invalid="ignore"):
        out = acc / l[..., None]
        lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
