# MISTAKE: (1) when the running max grows, only l is rescaled by exp(m - m_new); the accumulator acc is NOT rescaled; (2) lse is returned as log(l) without adding the running max m.
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    qlen, klen = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    mk = None if mask is None else np.broadcast_to(mask, lead + (qlen, klen))
    m = np.full(lead + (qlen, 1), -np.inf)
    l = np.zeros(lead + (qlen, 1))
    acc = np.zeros(lead + (qlen, v.shape[-1]))
    for j0 in range(0, klen, block_size):
        s = q @ np.swapaxes(k[..., j0:j0 + block_size, :], -1, -2) / np.sqrt(q.shape[-1])
        s = np.broadcast_to(s, lead + s.shape[-2:])
        if mk is not None:
            s = np.where(mk[..., j0:j0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        ms = np.where(np.isfinite(m_new), m_new, 0.0)
        corr = np.where(np.isfinite(m), np.exp(m - ms), 0.0)
        p = np.exp(s - ms)
        l = l * corr + p.sum(-1, keepdims=True)
        acc = acc + p @ v[..., j0:j0 + block_size, :]
        m = m_new
    safe = np.where(l > 0, l, 1.0)
    out = np.where(l > 0, acc / safe, 0.0)
    with np.errstate(divide="ignore"):
        lse = np.log(l)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
