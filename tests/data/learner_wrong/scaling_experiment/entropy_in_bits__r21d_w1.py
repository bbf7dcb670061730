# MISTAKE: entropy uses log base 2 (bits) instead of natural log (nats).
import numpy as np
import math


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    n, nk, d = k.shape
    var, ent, mg = [], [], []
    for scale in (1.0, 1.0 / math.sqrt(d)):
        allsc = []
        es, gs = [], []
        for t in range(n):
            sc = [scale * sum(k[t, j, i] * q[t, i] for i in range(d)) for j in range(nk)]
            allsc.extend(sc)
            m = max(sc)
            ex = [math.exp(v - m) for v in sc]
            z = sum(ex)
            p = [v / z for v in ex]
            es.append(-sum(pj * math.log2(pj) for pj in p if pj > 0))
            gs.append(max(pj * (1 - pj) for pj in p))
        var.append(np.var(allsc))
        ent.append(np.mean(es))
        mg.append(np.mean(gs))
    return np.array(var), np.array(ent), np.array(mg)
