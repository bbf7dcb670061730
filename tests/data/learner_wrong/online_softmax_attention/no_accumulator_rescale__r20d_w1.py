# MISTAKE: when a block raises the running max, only the running sum l is rescaled by
# exp(m_old - m_new); the accumulator acc is NOT rescaled (acc += ... without `acc *= alpha`).
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2],
                               () if mask is None else np.shape(mask)[:-2])
    nq, nk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    Q = np.broadcast_to(q, lead + q.shape[-2:])
    K = np.broadcast_to(k, lead + k.shape[-2:])
    V = np.broadcast_to(v, lead + v.shape[-2:])
    Mk = None if mask is None else np.broadcast_to(mask, lead + (nq, nk))
    sc = 1.0 / math.sqrt(q.shape[-1])
    out = np.zeros(lead + (nq, dv), dtype=q.dtype)
    lse = np.full(lead + (nq,), -np.inf, dtype=q.dtype)
    for idx in np.ndindex(*lead):
        for i in range(nq):
            m, l, acc = -math.inf, 0.0, np.zeros(dv)
            for st in range(0, nk, block_size):
                js = [j for j in range(st, min(st + block_size, nk)) if Mk is None or Mk[idx + (i, j)]]
                if not js:
                    continue
                s = [float(Q[idx + (i,)] @ K[idx + (j,)]) * sc for j in js]
                m_new = max(m, max(s))
                alpha = math.exp(m - m_new) if m > -math.inf else 0.0
                l = l * alpha + sum(math.exp(x - m_new) for x in s)
                acc = acc + sum(math.exp(x - m_new) * V[idx + (j,)] for x, j in zip(s, js))
                m = m_new
            if l > 0:
                out[idx + (i,)] = acc / l
                lse[idx + (i,)] = m + math.log(l)
    return out, lse
