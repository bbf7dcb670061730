import math
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) < 1:
        raise ValueError
    d = q.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:]).reshape(-1, *q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:]).reshape(-1, *k.shape[-2:])
    vb = np.broadcast_to(v, lead + v.shape[-2:]).reshape(-1, *v.shape[-2:])
    Lq, Lk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    mb = np.ones((qb.shape[0], Lq, Lk), bool) if mask is None else np.broadcast_to(mask, lead + (Lq, Lk)).reshape(-1, Lq, Lk)
    out = np.zeros((qb.shape[0], Lq, dv))
    lse = np.full((qb.shape[0], Lq), -np.inf)
    for n in range(qb.shape[0]):
        for i in range(Lq):
            m, l, acc = -math.inf, 0.0, np.zeros(dv)
            for s0 in range(0, Lk, block_size):
                sl = slice(s0, s0 + block_size)
                sc = kb[n, sl].astype(np.float64) @ qb[n, i].astype(np.float64) / math.sqrt(d)
                sc = np.where(mb[n, i, sl], sc, -np.inf)
                bm = sc.max()
                if bm == -math.inf:
                    continue
                m2 = max(m, bm)
                a = math.exp(m - m2) if m != -math.inf else 0.0
                p = np.exp(sc - m2)
                l = a * l + p.sum()
                acc = a * acc + p @ vb[n, sl]
                m = m2
            if l > 0:
                out[n, i] = acc / l
                lse[n, i] = m + math.log(l)
    return out.reshape(lead + (Lq, dv)).astype(q.dtype), lse.reshape(lead + (Lq,)).astype(q.dtype)
