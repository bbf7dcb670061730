import numpy as np


def _row_softmax(s):
    out = np.zeros_like(s)
    for i in range(s.shape[0]):
        row = s[i]
        finite = np.isfinite(row)
        if not finite.any():
            continue
        e = np.exp(row - row[finite].max())
        out[i] = e / e.sum()
    return out


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, d_k = q.shape[-2:]
    k_len, d_v = k.shape[-2], v.shape[-1]
    Q = np.broadcast_to(q, lead + (q_len, d_k)).reshape(-1, q_len, d_k)
    K = np.broadcast_to(k, lead + (k_len, d_k)).reshape(-1, k_len, d_k)
    V = np.broadcast_to(v, lead + (k_len, d_v)).reshape(-1, k_len, d_v)
    if mask is None:
        M = np.ones((Q.shape[0], q_len, k_len), dtype=bool)
    else:
        M = np.broadcast_to(np.asarray(mask, bool), lead + (q_len, k_len)).reshape(-1, q_len, k_len)
    outs, ws = [], []
    for n in range(Q.shape[0]):
        s = (Q[n] @ K[n].T) / np.sqrt(d_k)
        s = np.where(M[n], s, -np.inf)
        w = _row_softmax(s)
        ws.append(w)
        outs.append(w @ V[n])
    w = np.stack(ws).reshape(lead + (q_len, k_len)).astype(dt)
    o = np.stack(outs).reshape(lead + (q_len, d_v)).astype(dt)
    return o, w
