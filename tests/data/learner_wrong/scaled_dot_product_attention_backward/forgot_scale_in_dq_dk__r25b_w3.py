# MISTAKE: dq and dk are missing the 1/sqrt(d) factor from S = q k^T / sqrt(d) (the scale is used in the forward recomputation but forgotten in the chain rule).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v); grad_out = np.asarray(grad_out)
    scale = 1.0 / np.sqrt(q.shape[-1])
    S = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        S = np.where(np.asarray(mask, dtype=bool), S, -np.inf)
    m = np.max(S, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    E = np.exp(S - m)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1.0), 0.0)
    dv = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * (dP - (dP * P).sum(axis=-1, keepdims=True))
    dq = np.einsum("...qk,...kd->...qd", dS, k)
    dk = np.einsum("...qk,...qd->...kd", dS, q)
    return dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False), dv.astype(v.dtype, copy=False)
