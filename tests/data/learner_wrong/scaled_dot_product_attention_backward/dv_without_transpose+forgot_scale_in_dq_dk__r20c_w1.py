# MISTAKE: (1) dq and dk forget the 1/sqrt(d) factor of the chain rule; (2) dv = P @ grad_out instead of P^T @ grad_out (missing transpose; wrong values when q_len == k_len, shape error otherwise).
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.einsum('...qd,...kd->...qk', q, k) / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True); mx = np.where(np.isfinite(mx), mx, 0)
    P = np.exp(S - mx); Z = P.sum(-1, keepdims=True); P = P / np.where(Z > 0, Z, 1)
    dV = P @ grad_out
    dP = np.einsum('...qv,...kv->...qk', grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = dS @ k
    dK = np.einsum('...qk,...qd->...kd', dS, q)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
