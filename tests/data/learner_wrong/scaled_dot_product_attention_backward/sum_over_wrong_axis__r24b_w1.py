# MISTAKE: in dS the row sum of dP * P is taken over axis -2 (the queries) instead of axis -1 (the keys of each row), so the softmax backward subtracts the wrong correction term.
import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum('...qd,...kd->...qk', q, k) / math.sqrt(d)
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), S.shape)
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)

    dV = np.einsum('...qk,...qv->...kv', P, grad_out)
    dP = np.einsum('...qv,...kv->...qk', grad_out, v)
    dS = P * (dP - np.sum(dP * P, axis=-2, keepdims=True))
    dQ = np.einsum('...qk,...kd->...qd', dS, k) / math.sqrt(d)
    dK = np.einsum('...qk,...qd->...kd', dS, q) / math.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(k.dtype), dV.astype(v.dtype)
