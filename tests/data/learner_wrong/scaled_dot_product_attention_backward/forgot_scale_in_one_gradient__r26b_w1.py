# MISTAKE: dk is computed as dS^T q without the 1/sqrt(d) factor (the scale is applied to dq only).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    inv = 1.0 / np.sqrt(d)
    S = np.einsum("...id,...jd->...ij", q, k) * inv
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = np.max(S, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = E / np.where(Z == 0, 1.0, Z)

    dv = np.einsum("...ij,...id->...jd", P, grad_out)
    dP = np.einsum("...id,...jd->...ij", grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = np.einsum("...ij,...jd->...id", dS, k) * inv
    dk = np.einsum("...ij,...id->...jd", dS, q)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
