# MISTAKE: In dS the row sum is taken over dP alone (sum(dP, -1)) instead of sum(dP * P, -1).
# MISTAKE: dk is missing the 1/sqrt(d) factor (dk = dS^T q).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    S = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    E = np.exp(S - mx)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - dP.sum(axis=-1, keepdims=True))
    dq = dS @ k * scale
    dk = np.swapaxes(dS, -1, -2) @ q
    return dq, dk, dv
