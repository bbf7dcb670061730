# MISTAKE: (1) dk is missing the 1/sqrt(d) factor; (2) dS drops the softmax-Jacobian subtraction: dS = P * dP instead of P * (dP - rowsum(dP * P)).
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0)
    dv = np.einsum("...ij,...id->...jd", P, grad_out)
    dP = np.einsum("...id,...jd->...ij", grad_out, v)
    dS = P * dP
    dq = np.einsum("...ij,...jd->...id", dS, k) / np.sqrt(d)
    dk = np.einsum("...ij,...id->...jd", dS, q)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
