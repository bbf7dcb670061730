import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        var.append(np.var(s))
        z = s - s.max(-1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(-1, keepdims=True)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        ent.append(np.mean(-plogp.sum(-1)))
        mg.append(np.mean((p * (1 - p)).max(-1)))
    return np.array(var), np.array(ent), np.array(mg)
