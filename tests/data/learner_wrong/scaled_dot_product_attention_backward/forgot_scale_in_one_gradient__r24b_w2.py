# MISTAKE: the 1/sqrt(d) factor is applied to dq but forgotten for dk (dk = dS^T q), so dk is sqrt(d) times too large.
import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    kT = np.swapaxes(k, -1, -2)
    scores = (q @ kT) * scale
    if mask is not None:
        keep = np.broadcast_to(np.asarray(mask, bool), scores.shape)
    else:
        keep = np.ones(scores.shape, bool)
    scores = np.where(keep, scores, -np.inf)
    rmax = scores.max(axis=-1, keepdims=True)
    rmax = np.where(np.isneginf(rmax), 0.0, rmax)
    P = np.exp(scores - rmax) * keep
    tot = P.sum(axis=-1, keepdims=True)
    P = P / np.where(tot > 0, tot, 1.0)

    PT = np.swapaxes(P, -1, -2)
    dv = PT @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(axis=-1, keepdims=True))
    dq = dS @ k * scale
    dk = np.swapaxes(dS, -1, -2) @ q
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
