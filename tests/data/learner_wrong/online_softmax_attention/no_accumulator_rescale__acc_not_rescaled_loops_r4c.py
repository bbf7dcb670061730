# wrong: per-query Python loops; when the max grows it rescales l by alpha but NOT acc (acc keeps old-max weights), so the output is wrong whenever a later block raises the max; lse is right
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    d = q.shape[-1]
    Lq, Lk = q.shape[-2], k.shape[-2]
    lead = q.shape[:-2]
    if mask is None:
        mask = np.ones((Lq, Lk), dtype=bool)
    mask = np.broadcast_to(mask, lead + (Lq, Lk))
    out = np.zeros(lead + (Lq, v.shape[-1]), dtype=q.dtype)
    lse = np.zeros(lead + (Lq,), dtype=q.dtype)
    for idx in np.ndindex(*lead):
        for i in range(Lq):
            m, l = -np.inf, 0.0
            acc = np.zeros(v.shape[-1])
            for j0 in range(0, Lk, block_size):
                s = k[idx][j0:j0 + block_size] @ q[idx][i] / np.sqrt(d)
                s = np.where(mask[idx][i, j0:j0 + block_size], s, -np.inf)
                m_new = max(m, s.max())
                if m_new == -np.inf:
                    continue
                p = np.exp(s - m_new)
                l = l * np.exp(m - m_new) + p.sum()
                acc = acc + p @ v[idx][j0:j0 + block_size]
                m = m_new
            if l == 0:
                out[idx][i] = 0
                lse[idx][i] = -np.inf
            else:
                out[idx][i] = acc / l
                lse[idx][i] = m + np.log(l)
    return out, lse
