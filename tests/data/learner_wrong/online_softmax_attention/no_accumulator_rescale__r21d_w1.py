# MISTAKE: forgotten step: when a block raises the max, the running sum l is rescaled by exp(m - m_new) but the accumulator acc is NOT, so output is wrong whenever a later block has a larger score (lse stays right).
import numpy as np
import math


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("bad block")
    q, k, v = map(np.asarray, (q, k, v))
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    ql, kl, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    Q = np.broadcast_to(q, lead + q.shape[-2:]).reshape(-1, ql, q.shape[-1])
    K = np.broadcast_to(k, lead + k.shape[-2:]).reshape(-1, kl, k.shape[-1])
    V = np.broadcast_to(v, lead + v.shape[-2:]).reshape(-1, kl, dv)
    M = None if mask is None else np.broadcast_to(mask, lead + (ql, kl)).reshape(-1, ql, kl)
    out = np.zeros((Q.shape[0], ql, dv)); lse = np.full((Q.shape[0], ql), -np.inf)
    sc = 1 / math.sqrt(q.shape[-1])
    for n in range(Q.shape[0]):
        for i in range(ql):
            m, l, acc = -math.inf, 0.0, np.zeros(dv)
            for st in range(0, kl, block_size):
                js = [j for j in range(st, min(st + block_size, kl)) if M is None or M[n, i, j]]
                if not js:
                    continue
                s = [float(Q[n, i] @ K[n, j]) * sc for j in js]
                mn = max(m, max(s))
                l = l * math.exp(m - mn) + sum(math.exp(x - mn) for x in s)
                acc = acc + sum(math.exp(x - mn) * V[n, j] for x, j in zip(s, js))
                m = mn
            if l > 0:
                out[n, i] = acc / l
                lse[n, i] = m + math.log(l)
    return out.reshape(lead + (ql, dv)).astype(q.dtype), lse.reshape(lead + (ql,)).astype(q.dtype)
