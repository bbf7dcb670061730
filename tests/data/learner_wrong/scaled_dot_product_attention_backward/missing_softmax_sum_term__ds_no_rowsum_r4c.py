# wrong: dS = P * dP, the row-sum term of the softmax backward is missing (so dq and dk are wrong; dv is right); einsum style
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = q.dtype.type(d) ** q.dtype.type(-0.5)
    S = np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    m = S.max(-1, keepdims=True)
    m = np.where(m == -np.inf, 0, m).astype(S.dtype)
    E = np.exp(S - m)
    Z = E.sum(-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0).astype(S.dtype)
    dv = np.einsum("...qk,...qe->...ke", P, grad_out)
    dP = np.einsum("...qe,...ke->...qk", grad_out, v)
    dS = P * dP
    dq = np.einsum("...qk,...kd->...qd", dS, k) * c
    dk = np.einsum("...qk,...qd->...kd", dS, q) * c
    return dq, dk, dv
