import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("nkd,nd->nk", k, q)
    var, ent, grad = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        var.append(s.var())
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        ent.append(np.mean(-np.sum(p * np.log(p + 1e-12), axis=1)))
        grad.append(np.mean(np.max(p * (1 - p), axis=1)))
    return np.array(var), np.array(ent), np.array(grad)
