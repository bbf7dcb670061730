# MISTAKE: the backward transposes use .T (reverses ALL axes) in dv = P.T @ grad_out and dk = dS.T @ q instead of swapping only the last two axes -- wrong for batched (>2-D) inputs.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    S_max = np.max(S, axis=-1, keepdims=True)
    S_max = np.where(np.isneginf(S_max), 0.0, S_max)
    E = np.exp(S - S_max)
    Z = E.sum(-1, keepdims=True)
    P = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    dV = P.T @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = dS @ k / np.sqrt(d)
    dK = dS.T @ q / np.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
