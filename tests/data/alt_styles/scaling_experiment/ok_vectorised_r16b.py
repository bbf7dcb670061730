import numpy as np


def _stats(s):
    m = s.max(-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    H = -plogp.sum(-1)
    g = (p * (1 - p)).max(-1)
    return np.var(s), H.mean(), g.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    s = np.einsum('tkd,td->tk', k, q)
    raw = _stats(s)
    scl = _stats(s / np.sqrt(q.shape[1]))
    return tuple(np.array([a, b], dtype=np.float64) for a, b in zip(raw, scl))
