import numpy as np

# correct: einsum in float64 with a guarded softmax, cast back to input dtype
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    Q, K, V, dO = (a.astype(np.float64) for a in (q, k, v, grad_out))
    c = 1.0 / np.sqrt(Q.shape[-1])
    S = np.einsum('...id,...jd->...ij', Q, K) * c
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = E / np.where(Z == 0, 1.0, Z)
    dV = np.einsum('...ij,...id->...jd', P, dO)
    dP = np.einsum('...id,...jd->...ij', dO, V)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = np.einsum('...ij,...jd->...id', dS, K) * c
    dK = np.einsum('...ij,...id->...jd', dS, Q) * c
    return dQ.astype(dt), dK.astype(dt), dV.astype(dt)
