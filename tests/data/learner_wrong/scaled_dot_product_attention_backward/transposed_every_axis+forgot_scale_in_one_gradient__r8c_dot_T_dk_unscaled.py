# Two mistakes: dv and dk use .T (reverses ALL axes) instead of swapping the last two, which breaks (wrong values or a matmul error) as soon as there are leading batch/head axes; and dk is not divided by sqrt(d).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = math.sqrt(q.shape[-1])
    S = np.matmul(q, np.swapaxes(k, -1, -2)) / c
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    top = S.max(-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    ex = np.exp(S - top)
    tot = ex.sum(-1, keepdims=True)
    P = np.divide(ex, tot, out=np.zeros_like(ex), where=tot > 0)
    dv = P.T @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = dS @ k / c
    dk = dS.T @ q
    return dq, dk, dv
