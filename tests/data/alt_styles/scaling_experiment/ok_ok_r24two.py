import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    ent = -plogp.sum(axis=-1)
    mg = np.max(p * (1 - p), axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    a = _stats(raw)
    b = _stats(raw / np.sqrt(d_k))
    return (np.array([a[0], b[0]]), np.array([a[1], b[1]]), np.array([a[2], b[2]]))
