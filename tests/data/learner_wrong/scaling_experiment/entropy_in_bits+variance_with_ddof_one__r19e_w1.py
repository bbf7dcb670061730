# MISTAKE: two slips: (1) the entropy is computed in bits (np.log2) instead of nats; (2) the
# variance uses the sample variance ddof=1 instead of the population variance ddof=0.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum("td,tkd->tk", q, k)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        var.append(np.var(s, ddof=1))
        p = np.exp(s - s.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        ent.append(-(p * np.log2(safe)).sum(1).mean())
        mg.append((p * (1 - p)).max(1).mean())
    return np.array(var), np.array(ent), np.array(mg)
