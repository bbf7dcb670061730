import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    # einsum everywhere, recompute P with a safe softmax
    dt = np.result_type(q, k, v, grad_out)
    Q, K, V, G = (np.asarray(a, dtype=np.float64) for a in (q, k, v, grad_out))
    c = 1.0 / math.sqrt(Q.shape[-1])
    S = np.einsum("...id,...jd->...ij", Q, K) * c
    if mask is not None:
        S = np.where(np.asarray(mask, dtype=bool), S, -np.inf)
    m = S.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    E = np.exp(S - m)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    dV = np.einsum("...ij,...id->...jd", P, G)
    dP = np.einsum("...id,...jd->...ij", G, V)
    dS = P * (dP - np.einsum("...ij,...ij->...i", dP, P)[..., None])
    dQ = np.einsum("...ij,...jd->...id", dS, K) * c
    dK = np.einsum("...ij,...id->...jd", dS, Q) * c
    return dQ.astype(dt), dK.astype(dt), dV.astype(dt)
