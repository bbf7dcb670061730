import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, d = q.shape[-2:]
    k_len, d_v = k.shape[-2], v.shape[-1]
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    vb = np.broadcast_to(v, lead + v.shape[-2:])
    mb = None if mask is None else np.broadcast_to(mask, lead + (q_len, k_len))
    out = np.zeros(lead + (q_len, d_v), dtype=q.dtype)
    lse = np.full(lead + (q_len,), -np.inf, dtype=q.dtype)
    sc = 1.0 / math.sqrt(d)
    for idx in np.ndindex(*lead):
        for i in range(q_len):
            m, l, acc = -math.inf, 0.0, np.zeros(d_v)
            for b0 in range(0, k_len, block_size):
                b1 = min(b0 + block_size, k_len)
                s = (kb[idx][b0:b1] @ qb[idx][i]).astype(np.float64) * sc
                if mb is not None:
                    s = np.where(mb[idx][i, b0:b1], s, -np.inf)
                m_new = max(m, float(s.max()))
                if m_new == -math.inf:
                    continue
                alpha = math.exp(m - m_new) if m > -math.inf else 0.0
                p = np.exp(s - m_new)
                l = alpha * l + p.sum()
                acc = alpha * acc + p @ vb[idx][b0:b1]
                m = m_new
            if l > 0:
                out[idx + (i,)] = acc / l
                lse[idx + (i,)] = m + math.log(l)
    return out, lse
