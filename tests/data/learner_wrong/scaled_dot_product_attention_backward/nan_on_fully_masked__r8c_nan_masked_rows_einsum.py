# Plain softmax after -inf masking (no safe softmax), so a fully masked query row gives NaN in P and NaN gradients (dq row, and every dk/dv row it touches) instead of zeros; written with einsum.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    r = 1.0 / math.sqrt(q.shape[-1])
    S = np.einsum("...qd,...kd->...qk", q, k) * r
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    dv = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * (dP - np.einsum("...qk,...qk->...q", dP, P)[..., None])
    dq = np.einsum("...qk,...kd->...qd", dS, k) * r
    dk = np.einsum("...qk,...qd->...kd", dS, q) * r
    return dq, dk, dv
