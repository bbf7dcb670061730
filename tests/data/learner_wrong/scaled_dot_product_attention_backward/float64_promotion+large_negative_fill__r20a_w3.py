# MISTAKE: (1) masked scores are set to -1e9 with no guard, so a FULLY masked row gets uniform P = 1/k_len (not zeros) and gradient flows through it into dv, dq, dk;
# MISTAKE: (2) float32 inputs return float64 gradients (everything is computed in float64 and never cast back).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q64, k64, v64, g64 = (np.asarray(a, dtype=np.float64) for a in (q, k, v, grad_out))
    scale = q64.shape[-1] ** -0.5
    S = np.matmul(q64, np.swapaxes(k64, -1, -2)) * scale
    if mask is not None:
        S = np.where(mask, S, -1e9)
    S = S - S.max(-1, keepdims=True)
    P = np.exp(S)
    P /= P.sum(-1, keepdims=True)
    dv = np.matmul(np.swapaxes(P, -1, -2), g64)
    dP = np.matmul(g64, np.swapaxes(v64, -1, -2))
    rowdot = (dP * P).sum(-1, keepdims=True)
    dS = P * (dP - rowdot)
    dq = np.matmul(dS, k64) * scale
    dk = np.matmul(np.swapaxes(dS, -1, -2), q64) * scale
    return dq, dk, dv
