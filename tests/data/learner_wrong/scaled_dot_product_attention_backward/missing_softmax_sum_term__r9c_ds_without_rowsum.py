# WRONG: dS = P * dP — the softmax backward drops the rowsum(dP * P) term, so dq and dk are wrong (dv is right).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    S = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    m = np.max(S, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    P = np.exp(S - m)
    den = P.sum(-1, keepdims=True)
    P = np.divide(P, den, out=np.zeros_like(P), where=den > 0)
    dv = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * dP
    dq = np.einsum("...qk,...kd->...qd", dS, k) * scale
    dk = np.einsum("...qk,...qd->...kd", dS, q) * scale
    return dq, dk, dv
