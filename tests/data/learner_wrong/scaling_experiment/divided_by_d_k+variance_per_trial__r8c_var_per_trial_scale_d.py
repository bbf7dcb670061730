# Two mistakes: the variance is the mean over trials of each trial's variance over its keys (np.var(axis=1).mean()) instead of np.var of all n_trials * n_keys scores, and the scaled scores are divided by d_k instead of sqrt(d_k).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes do not fit")
    d = q.shape[1]
    raw = np.einsum("td,tnd->tn", q, k)
    out = []
    for s in (raw, raw / d):
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        out.append((s.var(axis=1).mean(), -(p * logp).sum(axis=1).mean(), (p * (1 - p)).max(axis=1).mean()))
    v, h, g = zip(*out)
    return np.array(v), np.array(h), np.array(g)
