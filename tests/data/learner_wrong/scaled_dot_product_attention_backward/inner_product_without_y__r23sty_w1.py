# MISTAKE: In the softmax backward the row sum is taken of dP alone, dS = P * (dP - rowsum(dP)), instead of rowsum(dP * P).
import math
import numpy as np


def _softmax_safe(row):
    finite = np.isfinite(row)
    if not finite.any():
        return np.zeros_like(row)
    e = np.where(finite, np.exp(row - row[finite].max()), 0.0)
    return e / e.sum()


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, grad_out = (np.asarray(a) for a in (q, k, v, grad_out))
    lead = q.shape[:-2]
    q_len, d = q.shape[-2:]
    k_len = k.shape[-2]
    m = None if mask is None else np.broadcast_to(np.asarray(mask, bool), lead + (q_len, k_len))
    dq = np.zeros_like(q)
    dk = np.zeros_like(k)
    dv = np.zeros_like(v)
    scale = 1.0 / math.sqrt(d)
    for idx in np.ndindex(*lead):
        Q, K, V, G = q[idx], k[idx], v[idx], grad_out[idx]
        S = Q @ K.T * scale
        if m is not None:
            S = np.where(m[idx], S, -np.inf)
        P = np.stack([_softmax_safe(S[i]) for i in range(q_len)])
        dv[idx] = P.T @ G
        dP = G @ V.T
        dS = P * (dP - dP.sum(axis=-1, keepdims=True))
        dq[idx] = dS @ K * scale
        dk[idx] = dS.T @ Q * scale
    return dq, dk, dv
