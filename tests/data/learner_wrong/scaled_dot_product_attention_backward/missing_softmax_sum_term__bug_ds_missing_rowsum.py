# Bug report: https://github.com/HomericIntelligence/Odyssey/issues/2134
# Softmax backward inside attention without the dot-product term: dS = P * dP instead of
# P * (dP - rowsum(dP * P)).
import math

import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    inv = 1.0 / math.sqrt(q.shape[-1])
    S = np.einsum("...qd,...kd->...qk", q, k) * inv
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    P = _softmax(S)
    dV = np.einsum("...qk,...qd->...kd", P, grad_out)
    dP = np.einsum("...qd,...kd->...qk", grad_out, v)
    dS = P * dP  # BUG
    dQ = np.einsum("...qk,...kd->...qd", dS, k) * inv
    dK = np.einsum("...qk,...qd->...kd", dS, q) * inv
    return dQ, dK, dV
