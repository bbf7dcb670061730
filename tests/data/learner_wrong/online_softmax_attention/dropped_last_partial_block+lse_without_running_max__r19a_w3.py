# MISTAKE: two slips: (1) the returned lse is log(l) only -- the running max m is not added back; (2) the block loop is range(0, k_len - block_size + 1, block_size), so a shorter last block is silently dropped.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    k_len = k.shape[-2]
    scale = 1.0 / float(np.sqrt(q.shape[-1]))
    outs, lses = [], []
    qb = np.broadcast_to(q, np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + q.shape[-2:])
    flat_q = qb.reshape(-1, *qb.shape[-2:])
    kb = np.broadcast_to(k, qb.shape[:-2] + k.shape[-2:]).reshape(-1, k_len, k.shape[-1])
    vb = np.broadcast_to(v, qb.shape[:-2] + v.shape[-2:]).reshape(-1, k_len, v.shape[-1])
    mk = None if mask is None else np.broadcast_to(mask, qb.shape[:-1] + (k_len,)).reshape(-1, qb.shape[-2], k_len)
    for n in range(flat_q.shape[0]):
        o_rows, lse_rows = [], []
        for i in range(flat_q.shape[1]):
            m, l, acc = -np.inf, 0.0, np.zeros(v.shape[-1])
            for st in range(0, k_len - block_size + 1, block_size):
                s = kb[n, st:st + block_size] @ flat_q[n, i] * scale
                if mk is not None:
                    s = np.where(mk[n, i, st:st + block_size], s, -np.inf)
                m_new = max(m, s.max())
                if m_new == -np.inf:
                    continue
                p = np.exp(s - m_new)
                a = np.exp(m - m_new)
                l = a * l + p.sum()
                acc = a * acc + p @ vb[n, st:st + block_size]
                m = m_new
            o_rows.append(acc / l if l > 0 else np.zeros(v.shape[-1]))
            lse_rows.append(np.log(l) if l > 0 else -np.inf)
        outs.append(o_rows)
        lses.append(lse_rows)
    out = np.array(outs, dtype=q.dtype).reshape(qb.shape[:-1] + (v.shape[-1],))
    lse = np.array(lses, dtype=q.dtype).reshape(qb.shape[:-1])
    return out, lse
