# MISTAKE: dk is computed as dS @ q without transposing dS, which raises a shape error when q_len != k_len and gives wrong values when they are equal.
# MISTAKE: dq is not multiplied by 1/sqrt(d) (dq = dS @ k).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    sqrt_d = np.sqrt(d).astype(q.dtype)
    S = np.einsum("...id,...jd->...ij", q, k) / sqrt_d
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = np.max(S, axis=-1, keepdims=True)
    M[~np.isfinite(M)] = 0
    P = np.exp(S - M)
    L = P.sum(axis=-1, keepdims=True)
    P = np.divide(P, L, out=np.zeros_like(P), where=L > 0)
    dV = np.einsum("...ij,...id->...jd", P, grad_out)
    dP = np.einsum("...id,...jd->...ij", grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = dS @ k
    dK = dS @ q / sqrt_d
    return dQ, dK, dV
