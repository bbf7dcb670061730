import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(p), 0.0)
    ent = -plogp.sum(-1).mean()
    mg = (p * (1 - p)).max(-1).mean()
    return s.var(), ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    s = np.einsum("tkd,td->tk", k, q)
    a = _stats(s)
    b = _stats(s / np.sqrt(q.shape[1]))
    return tuple(np.array([x, y], dtype=np.float64) for x, y in zip(a, b))
