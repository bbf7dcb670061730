# MISTAKE: (1) variance is the mean of per-trial variances (np.var over keys, then mean) instead of the variance of all scores;
# (2) max_grad averages p(1-p) over the keys (mean) instead of taking the max over keys.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shape mismatch")
    n, d = q.shape
    res = np.zeros((3, 2))
    for col, c in enumerate((1.0, 1.0 / np.sqrt(d))):
        vs, es, gs = [], [], []
        for t in range(n):
            s = (k[t] @ q[t]) * c
            vs.append(np.var(s))
            e = np.exp(s - s.max())
            p = e / e.sum()
            es.append(-sum(pi * np.log(pi) for pi in p if pi > 0))
            gs.append(np.mean(p * (1 - p)))
        res[0, col] = np.mean(vs)
        res[1, col] = np.mean(es)
        res[2, col] = np.mean(gs)
    return res[0], res[1], res[2]
