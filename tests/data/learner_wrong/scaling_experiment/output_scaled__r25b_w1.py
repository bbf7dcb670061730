# MISTAKE: The variance is computed per key over the trials (np.var(s, axis=0)) and then averaged, instead of the variance of all n_trials * n_keys scores together.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, s in enumerate([raw, raw / np.sqrt(d_k)]):
        variance[idx] = np.var(s, axis=0).mean()
        p = _softmax(s)
        logp = np.log(p, out=np.zeros_like(p), where=p > 0)
        entropy[idx] = np.mean(-(p * logp).sum(axis=1))
        max_grad[idx] = np.mean((p * (1 - p)).max(axis=1))
    return variance, entropy, max_grad
