# MISTAKE: (1) entropy in bits (np.log2) instead of nats; (2) variance with ddof=1 (sample variance)
#          instead of the population variance.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    d = q.shape[1]
    var, ent, mg = [], [], []
    for scale in (1.0, 1.0 / np.sqrt(d)):
        s = np.einsum("td,tnd->tn", q, k) * scale
        var.append(np.var(s, ddof=1))
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        terms = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1)), 0.0)
        ent.append(-terms.sum(axis=1).mean())
        mg.append((p * (1 - p)).max(axis=1).mean())
    return np.array(var), np.array(ent), np.array(mg)
