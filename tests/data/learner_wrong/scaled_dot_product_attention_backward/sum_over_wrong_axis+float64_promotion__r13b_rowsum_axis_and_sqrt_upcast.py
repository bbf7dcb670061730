# WRONG: the softmax-backward rowsum sum(dP * P) is taken over the query axis (axis=-2) instead of the key axis; and 1/np.sqrt(d) promotes float32 gradients to float64.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = S.max(-1, keepdims=True)
    M = np.where(np.isfinite(M), M, 0)
    E = np.exp(S - M)
    Z = E.sum(-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0)
    dV = np.einsum("...qk,...qv->...kv", P, grad_out)
    dP = np.einsum("...qv,...kv->...qk", grad_out, v)
    dS = P * (dP - np.sum(dP * P, axis=-2, keepdims=True))
    dQ = np.einsum("...qk,...kd->...qd", dS, k) / np.sqrt(d)
    dK = np.einsum("...qk,...qd->...kd", dS, q) / np.sqrt(d)
    return dQ, dK, dV
