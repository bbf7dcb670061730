# wrong: transposes with .T (reverses ALL axes) instead of the last two, so anything with leading batch/head axes breaks (right for 2-D inputs only); everything else correct
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = np.array(1.0 / np.sqrt(d), dtype=q.dtype)
    scores = q @ k.T * scale
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max[np.isneginf(row_max)] = 0
    w = np.exp(scores - row_max)
    denom = w.sum(axis=-1, keepdims=True)
    denom[denom == 0] = 1
    P = w / denom
    dv = P.T @ grad_out
    dP = grad_out @ v.T
    dS = P * (dP - (dP * P).sum(axis=-1, keepdims=True))
    dq = dS @ k * scale
    dk = dS.T @ q * scale
    return dq, dk, dv
