# MISTAKE: (1) dq is computed from dP instead of dS (skips the softmax backward for dq only): dq = dP k / sqrt(d); (2) the mask is ignored when recomputing P (masked keys get weight).
import numpy as np

def _softmax(s):
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(-1, keepdims=True)

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = 1 / np.sqrt(q.shape[-1])
    kT = np.swapaxes(k, -1, -2)
    P = _softmax(q @ kT * sc)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = dP @ k * sc
    dk = np.swapaxes(dS, -1, -2) @ q * sc
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
