# MISTAKE: the softmax backward takes rowsum(dP * P) over axis -2 (the query axis) instead of the key axis -1.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum('...id,...jd->...ij', q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = np.max(S, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    E = np.exp(S - mx)
    den = E.sum(-1, keepdims=True)
    P = np.where(den > 0, E / np.where(den > 0, den, 1.0), 0.0)
    dV = np.einsum('...ij,...id->...jd', P, grad_out)
    dP = np.einsum('...id,...jd->...ij', grad_out, v)
    dS = P * (dP - np.sum(dP * P, axis=-2, keepdims=True))
    dQ = np.einsum('...ij,...jd->...id', dS, k) / np.sqrt(d)
    dK = np.einsum('...ij,...id->...jd', dS, q) / np.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
