# MISTAKE: the softmax backward drops the row-sum term: dS = P * dP instead of P * (dP - sum(dP * P, -1)).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    kt = np.swapaxes(k, -1, -2)
    scores = q @ kt / np.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    top = scores.max(axis=-1, keepdims=True)
    top[np.isinf(top)] = 0.0
    w = np.exp(scores - top)
    norm = w.sum(axis=-1, keepdims=True)
    norm[norm == 0] = 1.0
    P = w / norm
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * dP
    dq = dS @ k / np.sqrt(d)
    dk = np.swapaxes(dS, -1, -2) @ q / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
