# MISTAKE: the variance is the mean over trials of each trial's own score variance, not the variance of all n_trials * n_keys scores pooled together.
import numpy as np


def _stats(s):
    shifted = s - s.max(axis=-1, keepdims=True)
    p = np.exp(shifted)
    p /= p.sum(axis=-1, keepdims=True)
    plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    return (np.var(s, axis=-1).mean(),
            (-plogp.sum(axis=-1)).mean(),
            (p * (1 - p)).max(axis=-1).mean())


def scaling_experiment(q, k):
    q, k = np.asarray(q, float), np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    s = np.matmul(k, q[:, :, None])[..., 0]
    both = [_stats(s), _stats(s / np.sqrt(q.shape[1]))]
    return tuple(np.array(col) for col in zip(*both))
