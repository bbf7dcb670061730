# SOURCE: https://github.com/pytorch/pytorch/issues/41508
# MISTAKE: P is recomputed with a plain softmax that is not made safe for fully masked rows, so a query row with no allowed key gives P = NaN (0/0) and the NaN spreads into dq of that row and into dk and dv of every key, instead of that row contributing nothing.
import numpy as np


def _t(a):
    return np.swapaxes(a, -1, -2)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    S = (q @ _t(k)) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    with np.errstate(invalid="ignore"):
        S_max = S.max(axis=-1, keepdims=True)
        E = np.exp(S - S_max)
        P = E / E.sum(axis=-1, keepdims=True)

    dv = _t(P) @ grad_out
    dP = grad_out @ _t(v)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = (dS @ k) * scale
    dk = (_t(dS) @ q) * scale
    dt = np.result_type(q, k, v, grad_out)
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
