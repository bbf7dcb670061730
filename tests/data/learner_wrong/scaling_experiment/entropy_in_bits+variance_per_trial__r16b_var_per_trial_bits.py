# wrong: two mistakes - variance is the mean of per-trial variances over the keys (np.var(s, axis=1).mean()) instead of the variance of all n_trials*n_keys scores, and entropy uses log2 (bits) instead of natural log (nats)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    dk = q.shape[1]
    raw = np.einsum('nkd,nd->nk', k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(dk)):
        variance.append(np.var(s, axis=1).mean())
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        ent = -np.sum(np.where(p > 0, p * np.log2(np.clip(p, 1e-300, None)), 0.0), axis=1)
        entropy.append(ent.mean())
        max_grad.append(np.max(p * (1 - p), axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
