# MISTAKE: the variance is computed per trial (over that trial's keys) and then averaged, np.var(s, axis=1).mean(), instead of the variance of all n_trials * n_keys scores together; this drops the between-trial spread.
import math
import numpy as np


def _softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}")
    raw = np.einsum("td,tkd->tk", q, k)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / math.sqrt(q.shape[1])):
        p = _softmax(s)
        logp = np.log(np.where(p > 0, p, 1.0))
        variance.append(np.var(s, axis=1).mean())
        entropy.append((-(p * logp).sum(axis=1)).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
