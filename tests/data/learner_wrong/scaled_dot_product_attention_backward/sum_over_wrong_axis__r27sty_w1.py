# MISTAKE: the correction term sum(dP * P) is summed over axis -2 (over queries) instead of over the keys of each row (axis -1).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = 1.0 / np.sqrt(q.shape[-1]).item()
    kT = np.swapaxes(k, -1, -2)
    S = (q @ kT) * sc
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = S.max(axis=-1, keepdims=True)
    M = np.where(np.isfinite(M), M, 0)
    E = np.exp(S - M)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0).astype(q.dtype)
    PT = np.swapaxes(P, -1, -2)
    dV = PT @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-2, keepdims=True))
    dQ = dS @ k * sc
    dK = np.swapaxes(dS, -1, -2) @ q * sc
    return dQ, dK, dV
