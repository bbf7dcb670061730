# MISTAKE: dk is missing the 1/sqrt(d) factor (dk = dS^T q); dq and dv are right.
import numpy as np


def _probs(q, k, mask):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    P = _probs(q, k, mask)
    dV = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    sc = 1 / np.sqrt(q.shape[-1])
    dQ = np.einsum("...qk,...kd->...qd", dS, k) * sc
    dK = np.einsum("...qk,...qd->...kd", dS, q)
    return dQ.astype(q.dtype), dK.astype(k.dtype), dV.astype(v.dtype)
