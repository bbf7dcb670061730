# MISTAKE: dq and dk are multiplied by sqrt(d) instead of divided by it.
# MISTAKE: The recomputed P fills masked scores with -1e9, so a fully masked row gets uniform P instead of zeros and gradient flows through it.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sqrt_d = np.sqrt(q.shape[-1])
    S = np.matmul(q, np.swapaxes(k, -1, -2)) / sqrt_d
    if mask is not None:
        S = np.where(mask, S, -1e9)
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    dV = np.matmul(np.swapaxes(P, -1, -2), grad_out)
    dP = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = np.matmul(dS, k) * sqrt_d
    dK = np.matmul(np.swapaxes(dS, -1, -2), q) * sqrt_d
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
