# wrong: two mistakes - dS = P * (dP - rowsum(dP)) (the rowsum forgets to weight dP by P), and dividing by np.sqrt(d) (a float64 scalar) returns float64 gradients for float32 inputs
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    P = _softmax(s)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - dP.sum(axis=-1, keepdims=True))
    dq = dS @ k / np.sqrt(d)
    dk = np.swapaxes(dS, -1, -2) @ q / np.sqrt(d)
    return dq, dk, dv
