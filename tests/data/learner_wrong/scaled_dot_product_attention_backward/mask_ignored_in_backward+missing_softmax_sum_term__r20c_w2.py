# MISTAKE: (1) dS drops the row-sum correction term: dS = P * dP instead of P * (dP - sum(dP * P)); (2) the mask is ignored in the recomputed forward pass (P recomputed without -inf on masked scores).
import numpy as np

def _softmax(s):
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(-1, keepdims=True)

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = q.shape[-1] ** -0.5
    P = _softmax(q @ k.swapaxes(-1, -2) * sc)
    dv = P.swapaxes(-1, -2) @ grad_out
    dP = grad_out @ v.swapaxes(-1, -2)
    dS = P * dP
    dq = dS @ k * sc
    dk = dS.swapaxes(-1, -2) @ q * sc
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
