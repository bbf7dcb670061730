# MISTAKE: (1) the softmax is over the trials axis (axis 0) instead of over the keys; (2) the scaled run divides by d_k instead of sqrt(d_k).
import numpy as np

def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    d = q.shape[1]
    raw = np.einsum('tkd,td->tk', k, q)
    V, H, G = [], [], []
    for s in (raw, raw / d):
        e = np.exp(s - s.max(axis=0, keepdims=True))
        p = e / e.sum(axis=0, keepdims=True)
        lp = np.log(np.clip(p, 1e-300, None))
        V.append(s.var())
        H.append(-(p * lp).sum(axis=-1).mean())
        G.append((p * (1 - p)).max(axis=-1).mean())
    return np.array(V), np.array(H), np.array(G)
