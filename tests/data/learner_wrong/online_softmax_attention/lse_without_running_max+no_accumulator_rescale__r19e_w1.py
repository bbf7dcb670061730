# MISTAKE: two slips: (1) when a block raises the running max, only the running sum l is rescaled by
# exp(m - m_new); the accumulator acc is NOT rescaled (forgotten step); (2) lse is returned as log(l),
# forgetting to add the running max m.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    ql, kl = q.shape[-2], k.shape[-2]
    scale = 1.0 / np.sqrt(q.shape[-1])
    full = None if mask is None else np.broadcast_to(mask, q.shape[:-2] + (ql, kl))
    m = np.full(q.shape[:-1] + (1,), -np.inf)
    l = np.zeros(q.shape[:-1] + (1,))
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for start in range(0, kl, block_size):
        stop = min(start + block_size, kl)
        s = np.einsum("...qd,...kd->...qk", q, k[..., start:stop, :]) * scale
        if full is not None:
            s = np.where(full[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1, keepdims=True))
        ms = np.where(np.isinf(m_new), 0.0, m_new)
        p = np.exp(s - ms)
        l = l * np.exp(np.where(np.isinf(m), -np.inf, m - ms)) + p.sum(-1, keepdims=True)
        acc = acc + p @ v[..., start:stop, :]
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.log(l)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
