import numpy as np


def _stats(s):
    var = np.var(s)
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    ent = (-plogp.sum(axis=-1)).mean()
    mg = (p * (1 - p)).max(axis=-1).mean()
    return var, ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes must be (n, d) and (n, m, d)")
    d = q.shape[1]
    s = np.einsum("td,tkd->tk", q, k)
    a = _stats(s)
    b = _stats(s / np.sqrt(d))
    return tuple(np.array([a[i], b[i]]) for i in range(3))
