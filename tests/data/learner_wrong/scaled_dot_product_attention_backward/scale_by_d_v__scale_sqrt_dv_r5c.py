# mistake: the scale uses d_v = v.shape[-1] instead of d = q.shape[-1] (forward and backward) -- shows only when d_v != d
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = v.shape[-1]
    sc = np.sqrt(np.asarray(d, dtype=q.dtype))
    S = np.matmul(q, np.swapaxes(k, -1, -2)) / sc
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = np.max(S, axis=-1, keepdims=True)
    M[~np.isfinite(M)] = 0
    E = np.exp(S - M)
    Z = np.sum(E, axis=-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0).astype(q.dtype)
    dV = np.matmul(np.swapaxes(P, -1, -2), grad_out)
    dP = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = np.matmul(dS, k) / sc
    dK = np.matmul(np.swapaxes(dS, -1, -2), q) / sc
    return dQ, dK, dV
