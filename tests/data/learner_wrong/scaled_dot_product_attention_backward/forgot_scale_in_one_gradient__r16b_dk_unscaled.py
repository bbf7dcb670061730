# wrong: dk = dS^T q is missing the 1/sqrt(d) factor (dq is scaled correctly); everything else correct
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    S = np.einsum('...qd,...kd->...qk', q, k) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    P = np.exp(S - mx)
    Z = P.sum(-1, keepdims=True)
    P = np.divide(P, Z, out=np.zeros_like(P), where=Z > 0)
    dv = np.einsum('...qk,...qe->...ke', P, grad_out)
    dP = np.einsum('...qe,...ke->...qk', grad_out, v)
    dS = P * (dP - np.sum(dP * P, -1, keepdims=True))
    dq = np.einsum('...qk,...kd->...qd', dS, k) * scale
    dk = np.einsum('...qk,...qd->...kd', dS, q)
    return dq, dk, dv
