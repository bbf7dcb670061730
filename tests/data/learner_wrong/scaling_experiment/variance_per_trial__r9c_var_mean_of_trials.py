# WRONG: variance is the mean of the per-trial variances (np.var over the keys of each trial, then averaged) instead of np.var of all n_trials * n_keys scores.
import math
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes do not fit")
    d = q.shape[1]
    variance, entropy, max_grad = [], [], []
    for s in (np.einsum("nkd,nd->nk", k, q), np.einsum("nkd,nd->nk", k, q) / math.sqrt(d)):
        variance.append(np.var(s, axis=1).mean())
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s) / np.exp(s).sum(axis=1, keepdims=True)
        plogp = np.zeros_like(p)
        np.multiply(p, np.log(p, where=p > 0, out=np.zeros_like(p)), out=plogp, where=p > 0)
        entropy.append((-plogp.sum(axis=1)).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
