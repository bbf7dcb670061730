# MISTAKE: The variance is computed per trial (np.var over the keys) and then averaged, instead of the variance of all n_trials * n_keys scores.
# MISTAKE: max_grad takes p_max * (1 - p_max) of the largest weight instead of the maximum over keys of p_j * (1 - p_j) (they differ once p_max > 0.5).
import math
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    scores = (k @ q[:, :, None])[..., 0]            # (n_trials, n_keys)
    var, ent, grad = [], [], []
    for s in (scores, scores / math.sqrt(q.shape[1])):
        var.append(np.var(s, axis=1).mean())
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        ent.append(-plogp.sum(axis=1).mean())
        pmax = p.max(axis=1)
        grad.append((pmax * (1 - pmax)).mean())
    return np.array(var), np.array(ent), np.array(grad)
