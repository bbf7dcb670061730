# MISTAKE: the variance is computed per trial over its keys and then averaged, instead of the pooled np.var of all n_trials * n_keys scores.
# MISTAKE: the entropy uses log base 2 (bits) instead of the natural log (nats).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    scores = (k @ q[:, :, None])[..., 0]
    variance, entropy, max_grad = [], [], []
    for s in (scores, scores / np.sqrt(q.shape[1])):
        variance.append(np.var(s, axis=1).mean())
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        plogp = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1)), 0.0)
        entropy.append(-plogp.sum(axis=1).mean())
        max_grad.append(np.max(p * (1 - p), axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
