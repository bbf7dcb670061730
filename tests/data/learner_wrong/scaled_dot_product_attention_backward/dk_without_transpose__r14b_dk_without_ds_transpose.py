# WRONG: dk = (dS @ q) / sqrt(d) (dS not transposed): raises when q_len != k_len and gives the wrong dk when q_len == k_len.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = q.dtype.type(1 / np.sqrt(d))
    S = np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = S.max(-1, keepdims=True)
    M = np.where(np.isneginf(M), 0, M)
    P = np.exp(S - M)
    Z = P.sum(-1, keepdims=True)
    P = np.where(Z > 0, P / np.where(Z > 0, Z, 1), 0).astype(q.dtype)
    dV = np.einsum("...qk,...qv->...kv", P, grad_out)
    dP = np.einsum("...qv,...kv->...qk", grad_out, v)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = np.einsum("...qk,...kd->...qd", dS, k) * c
    dK = (dS @ q) * c
    return dQ, dK, dV
