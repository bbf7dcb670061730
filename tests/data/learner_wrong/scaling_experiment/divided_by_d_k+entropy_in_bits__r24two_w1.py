# MISTAKE: The "scaled" scores are divided by d_k instead of sqrt(d_k).
# MISTAKE: Entropy is computed with np.log2 (bits) instead of the natural log (nats).
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def _measure(s):
    p = _softmax(s)
    logp = np.log2(np.where(p > 0, p, 1.0))
    entropy = -(p * logp).sum(axis=-1).mean()
    max_grad = (p * (1 - p)).max(axis=-1).mean()
    return s.var(), entropy, max_grad


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("nkd,nd->nk", k, q)
    v0, h0, g0 = _measure(raw)
    v1, h1, g1 = _measure(raw / d_k)
    return np.array([v0, v1]), np.array([h0, h1]), np.array([g0, g1])
