# MISTAKE: (1) dv computed as P @ grad_out instead of P^T @ grad_out (transpose forgotten; only runs when
#          q_len == k_len, values wrong); (2) the 1/sqrt(d) factor is missing from dk.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    P = np.exp(S - mx)
    tot = P.sum(-1, keepdims=True)
    P = np.where(tot > 0, P / np.where(tot > 0, tot, 1), 0)
    dV = np.einsum("...ij,...jd->...id", P, grad_out)
    dP = np.einsum("...id,...jd->...ij", grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = np.einsum("...ij,...jd->...id", dS, k) / np.sqrt(d)
    dK = np.einsum("...ij,...id->...jd", dS, q)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
