import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0.0)
    ent = -plogp.sum(axis=-1)
    mg = (p * (1 - p)).max(axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = np.einsum("tnd,td->tn", k, q)
    scaled = raw / np.sqrt(d_k)
    a = _stats(raw)
    b = _stats(scaled)
    variance = np.array([a[0], b[0]])
    entropy = np.array([a[1], b[1]])
    max_grad = np.array([a[2], b[2]])
    return variance, entropy, max_grad
