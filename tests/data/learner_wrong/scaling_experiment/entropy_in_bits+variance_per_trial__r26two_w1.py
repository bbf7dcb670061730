# MISTAKE: the variance is the mean of per-trial variances (np.var over axis 1, then mean) instead of the variance of all n_trials * n_keys scores.
# MISTAKE: the entropy uses log base 2 (bits) instead of the natural log (nats).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    variance, entropy, max_grad = [], [], []
    for scale in (1.0, 1.0 / np.sqrt(d_k)):
        s = (k @ q[:, :, None])[:, :, 0] * scale
        variance.append(np.var(s, axis=1).mean())
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        entropy.append(float(-(p * np.log2(safe)).sum(axis=1).mean()))
        max_grad.append(float((p * (1 - p)).max(axis=1).mean()))
    return np.array(variance), np.array(entropy), np.array(max_grad)
