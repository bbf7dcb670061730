# MISTAKE: the variance is computed per trial over its keys and then averaged (np.var(s, axis=1).mean()) instead of the variance of all n_trials * n_keys scores together.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def _entropy(p):
    safe = np.where(p > 0, p, 1.0)
    return -(p * np.log(safe)).sum(axis=-1)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2:
        raise ValueError("q must be 2-D (n_trials, d_k)")
    if k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("k must be (n_trials, n_keys, d_k) matching q")
    raw = (k @ q[:, :, None])[..., 0]                 # (n_trials, n_keys)
    scaled = raw / np.sqrt(q.shape[1])

    variance = np.array([np.var(raw, axis=1).mean(), np.var(scaled, axis=1).mean()])
    p_raw, p_sc = _softmax(raw), _softmax(scaled)
    entropy = np.array([_entropy(p_raw).mean(), _entropy(p_sc).mean()])
    max_grad = np.array([(p_raw * (1 - p_raw)).max(-1).mean(), (p_sc * (1 - p_sc)).max(-1).mean()])
    return variance, entropy, max_grad
