# WRONG: variance is the mean over trials of each trial's own variance over its keys (np.var(s, axis=1).mean()) instead of the variance of all n_trials*n_keys scores; entropy and max_grad are right.
import numpy as np


def _softmax(s):
    s = s - np.max(s, axis=-1, keepdims=True)
    e = np.exp(s)
    return e / np.sum(e, axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shapes")
    raw = np.einsum("tnd,td->tn", k, q)
    scaled = raw / np.sqrt(q.shape[-1])
    variance, entropy, max_grad = [], [], []
    for s in (raw, scaled):
        p = _softmax(s)
        variance.append(np.var(s, axis=1).mean())
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        entropy.append(-plogp.sum(axis=1).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
