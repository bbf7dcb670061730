import math

import numpy as np


def _row_softmax(s):
    if np.all(np.isneginf(s)):
        return np.zeros_like(s)
    e = np.exp(s - s.max())
    return e / e.sum()


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, g = (np.asarray(t) for t in (q, k, v, grad_out))
    dt = np.result_type(q, k, v, g)
    lead = q.shape[:-2]
    t_q, d = q.shape[-2:]
    t_k = k.shape[-2]
    scale = 1.0 / math.sqrt(d)
    keep = (np.ones(lead + (t_q, t_k), dtype=bool) if mask is None
            else np.broadcast_to(np.asarray(mask, dtype=bool), lead + (t_q, t_k)))
    dq = np.zeros(q.shape, dtype=np.float64)
    dk = np.zeros(k.shape, dtype=np.float64)
    dv = np.zeros(v.shape, dtype=np.float64)
    # one (q_len, k_len) attention matrix at a time, recomputed from the inputs
    for idx in np.ndindex(*lead):
        Q, K, V, G = (t[idx].astype(np.float64) for t in (q, k, v, g))
        S = np.where(keep[idx], Q @ K.T * scale, -np.inf)
        P = np.stack([_row_softmax(row) for row in S])
        dv[idx] = P.T @ G
        dP = G @ V.T
        dS = P * (dP - (dP * P).sum(axis=1, keepdims=True))
        dq[idx] = dS @ K * scale
        dk[idx] = dS.T @ Q * scale
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
