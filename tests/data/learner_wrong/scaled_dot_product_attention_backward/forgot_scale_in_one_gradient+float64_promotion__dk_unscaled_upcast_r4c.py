# wrong (two mistakes): dk = dS^T q is missing the 1/sqrt(d) factor, AND scale = 1/np.sqrt(d) (int d) is a float64 scalar so float32 inputs give float64 dq/dk/dv
import numpy as np


def _softmax(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    ex = np.exp(s - mx)
    tot = ex.sum(axis=-1, keepdims=True)
    return np.divide(ex, tot, out=np.zeros_like(ex), where=tot != 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1 / np.sqrt(q.shape[-1])
    S = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    P = _softmax(S)
    dv = np.matmul(np.swapaxes(P, -1, -2), grad_out)
    dP = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = np.matmul(dS, k) * scale
    dk = np.matmul(np.swapaxes(dS, -1, -2), q)
    return dq, dk, dv
