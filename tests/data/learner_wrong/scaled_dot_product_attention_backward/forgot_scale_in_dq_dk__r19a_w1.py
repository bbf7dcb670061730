# MISTAKE: the 1/sqrt(d) factor of the forward pass is forgotten in the backward step: dq = dS k and dk = dS^T q (no scale), although P is recomputed with the scale.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    row_max = np.max(S, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    P = np.exp(S - row_max)
    tot = P.sum(-1, keepdims=True)
    P = np.divide(P, tot, out=np.zeros_like(P), where=tot > 0)
    dV = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = np.einsum("...qk,...kd->...qd", dS, k)
    dK = np.einsum("...qk,...qd->...kd", dS, q)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
