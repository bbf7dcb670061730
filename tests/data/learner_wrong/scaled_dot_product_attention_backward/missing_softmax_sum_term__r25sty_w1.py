# MISTAKE: the softmax backward drops the row-sum term: dS = P * dP instead of P * (dP - rowsum(dP * P)).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    lead = q.shape[:-2]
    Lq, D = q.shape[-2:]
    Lk, Dv = k.shape[-2], v.shape[-1]
    Q = q.reshape(-1, Lq, D)
    K = k.reshape(-1, Lk, D)
    V = v.reshape(-1, Lk, Dv)
    G = grad_out.reshape(-1, Lq, Dv)
    M = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk)).reshape(-1, Lq, Lk)
    n = Q.shape[0]
    dq = np.zeros_like(Q)
    dk = np.zeros_like(K)
    dv = np.zeros_like(V)
    c = 1.0 / math.sqrt(D)
    for b in range(n):
        S = Q[b] @ K[b].T * c
        if M is not None:
            S = np.where(M[b], S, -np.inf)
        P = np.zeros_like(S)
        for i in range(Lq):
            if np.all(np.isneginf(S[i])):
                continue
            e = np.exp(S[i] - S[i].max())
            P[i] = e / e.sum()
        dv[b] = P.T @ G[b]
        dP = G[b] @ V[b].T
        dS = P * dP
        dq[b] = dS @ K[b] * c
        dk[b] = dS.T @ Q[b] * c
    return dq.reshape(q.shape), dk.reshape(k.shape), dv.reshape(v.shape)
