# MISTAKE: the softmax-backward row sum is taken over axis -2 (over queries) instead of axis -1 (over keys).
# MISTAKE: dk = dS^T q is not divided by sqrt(d).
import numpy as np


def _softmax(s):
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    inv = 1.0 / d ** 0.5
    S = np.einsum("...id,...jd->...ij", q, k) * inv
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    P = _softmax(S)
    dV = np.einsum("...ij,...id->...jd", P, grad_out)
    dP = np.einsum("...id,...jd->...ij", grad_out, v)
    dS = P * (dP - (dP * P).sum(axis=-2, keepdims=True))
    dQ = np.einsum("...ij,...jd->...id", dS, k) * inv
    dK = np.einsum("...ij,...id->...jd", dS, q)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
