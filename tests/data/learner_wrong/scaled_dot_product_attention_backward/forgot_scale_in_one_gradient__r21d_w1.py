# MISTAKE: dk forgets the 1/sqrt(d) scale factor (dk = dS^T q), while dq is scaled correctly.
import numpy as np


def _P(q, k, mask):
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, go = map(np.asarray, (q, k, v, grad_out))
    P = _P(q, k, mask)
    dv = np.einsum("...ij,...id->...jd", P, go)
    dP = np.einsum("...id,...jd->...ij", go, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = np.einsum("...ij,...jd->...id", dS, k) / np.sqrt(q.shape[-1])
    dk = np.einsum("...ij,...id->...jd", dS, q)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
