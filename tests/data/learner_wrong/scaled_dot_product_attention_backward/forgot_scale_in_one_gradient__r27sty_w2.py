# MISTAKE: the 1/sqrt(d) factor is applied to dq but not to dk, so dk is sqrt(d) times too large.
import math
import numpy as np


def _probs(q, k, mask, c):
    s = np.matmul(q, np.moveaxis(k, -1, -2)) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - np.max(s, axis=-1, keepdims=True))
    e = np.nan_to_num(e, nan=0.0)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / math.sqrt(q.shape[-1])
    P = _probs(q, k, mask, c)
    Pt = np.moveaxis(P, -1, -2)
    dv = Pt @ grad_out
    dP = grad_out @ np.moveaxis(v, -1, -2)
    dS = P * (dP - (dP * P).sum(axis=-1, keepdims=True))
    dq = (dS @ k) * c
    dk = np.moveaxis(dS, -1, -2) @ q
    return dq, dk, dv
