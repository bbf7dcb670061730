# mistake: entropy with log(p + 1e-12) instead of the 0 log 0 = 0 rule
import numpy as np
def scaling_experiment(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    n, dk = q.shape
    var = np.zeros(2); ent = np.zeros(2); mg = np.zeros(2)
    raw = np.array([k[t] @ q[t] for t in range(n)])
    for idx, s_all in enumerate((raw, raw / np.sqrt(dk))):
        var[idx] = np.var(s_all)
        es, gs = [], []
        for s in s_all:
            e = np.exp(s - s.max()); p = e / e.sum()
            p = p + 1e-12; nz = p > 0
            es.append(-(p[nz] * np.log(p[nz])).sum())
            gs.append(np.max(p * (1 - p)))
        ent[idx] = np.mean(es); mg[idx] = np.mean(gs)
    return var, ent, mg
