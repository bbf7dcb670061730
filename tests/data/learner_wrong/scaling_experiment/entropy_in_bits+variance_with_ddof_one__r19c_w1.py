# MISTAKE: (1) variance uses ddof=1 (sample variance) instead of the population variance; (2) entropy is in bits (log2) instead of nats.
import numpy as np

def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    d = q.shape[1]
    var, ent, mg = [], [], []
    for scale in (1.0, 1.0 / np.sqrt(d)):
        s = np.einsum("tnd,td->tn", k, q) * scale
        var.append(np.var(s, ddof=1))
        p = np.exp(s - s.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        logp = np.log2(np.where(p > 0, p, 1.0))
        ent.append(np.mean(-(p * logp).sum(1)))
        mg.append(np.mean((p * (1 - p)).max(1)))
    return np.array(var), np.array(ent), np.array(mg)
