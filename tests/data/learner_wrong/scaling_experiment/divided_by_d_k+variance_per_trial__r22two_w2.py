# MISTAKE: The "scaled" scores are divided by d_k instead of sqrt(d_k).
# MISTAKE: variance is the mean of the per-trial variances (np.var over the keys of each trial, then averaged) instead of the variance of all n_trials * n_keys scores together.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = (k @ q[:, :, None])[..., 0]
    results = []
    for s in (raw, raw / d_k):
        z = s - s.max(axis=1, keepdims=True)
        e = np.exp(z)
        p = e / e.sum(axis=1, keepdims=True)
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        ent = -plogp.sum(axis=1).mean()
        mg = (p * (1 - p)).max(axis=1).mean()
        var = s.var(axis=1).mean()
        results.append((var, ent, mg))
    variance = np.array([results[0][0], results[1][0]])
    entropy = np.array([results[0][1], results[1][1]])
    max_grad = np.array([results[0][2], results[1][2]])
    return variance, entropy, max_grad
