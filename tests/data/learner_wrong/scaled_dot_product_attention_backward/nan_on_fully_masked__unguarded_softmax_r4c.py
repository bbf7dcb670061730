# wrong (extra): plain stable softmax without a guard, so a fully masked query row computes exp(-inf - (-inf)) = NaN and dq/dv get NaN; right whenever every row has an allowed key
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    S = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    E = np.exp(S - S.max(-1, keepdims=True))
    P = E / E.sum(-1, keepdims=True)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    return (dS @ k) * scale, (np.swapaxes(dS, -1, -2) @ q) * scale, dv
