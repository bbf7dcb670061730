# WRONG: P from a plain softmax over -inf scores (a fully masked row becomes NaN, so all gradients touching it are NaN) AND float32 inputs give float64 gradients (/ np.sqrt(int d), never cast back).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    kt = np.swapaxes(k, -2, -1)
    S = np.matmul(q, kt) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    dV = np.matmul(np.swapaxes(P, -2, -1), grad_out)
    dP = np.matmul(grad_out, np.swapaxes(v, -2, -1))
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = np.matmul(dS, k) / np.sqrt(d)
    dK = np.matmul(np.swapaxes(dS, -2, -1), q) / np.sqrt(d)
    return dQ, dK, dV
