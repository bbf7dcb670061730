# wrong: P is a softmax over ALL keys that is then multiplied by the mask (masked weights zeroed but the row not renormalised), so with a mask P, and every gradient, is wrong
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    inv = dt.type(1.0 / np.sqrt(q.shape[-1]))
    logits = np.matmul(q, np.moveaxis(k, -1, -2)) * inv
    logits = logits - logits.max(-1, keepdims=True)
    P = np.exp(logits)
    P /= P.sum(-1, keepdims=True)
    if mask is not None:
        P = P * np.asarray(mask, dtype=dt)
    dv = np.matmul(np.moveaxis(P, -1, -2), grad_out)
    dP = np.matmul(grad_out, np.moveaxis(v, -1, -2))
    dS = P * (dP - (P * dP).sum(-1, keepdims=True))
    dq = np.matmul(dS, k) * inv
    dk = np.matmul(np.moveaxis(dS, -1, -2), q) * inv
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
