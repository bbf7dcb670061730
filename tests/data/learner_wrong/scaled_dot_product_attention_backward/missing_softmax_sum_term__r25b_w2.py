# MISTAKE: The softmax backward drops the row-sum correction: dS = P * dP instead of P * (dP - sum(dP * P, -1)), i.e. only the diagonal of the softmax Jacobian is used.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v); grad_out = np.asarray(grad_out)
    d = q.shape[-1]
    kT = np.swapaxes(k, -1, -2)
    S = q @ kT / np.sqrt(d)
    if mask is not None:
        S = np.where(np.asarray(mask, dtype=bool), S, -np.inf)
    m = np.max(S, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    E = np.exp(S - m)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * dP
    dQ = dS @ k / np.sqrt(d)
    dK = np.swapaxes(dS, -1, -2) @ q / np.sqrt(d)
    return dQ.astype(q.dtype, copy=False), dK.astype(q.dtype, copy=False), dV.astype(q.dtype, copy=False)
