# CORRECT: log-softmax via log-sum-exp gives both p and log p, so entropy needs no log(0); both variants handled by a loop over scale factors.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape} and {k.shape}")
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for factor in (1.0, 1.0 / np.sqrt(q.shape[1])):
        s = raw * factor
        m = s.max(axis=1, keepdims=True)
        logp = s - (m + np.log(np.exp(s - m).sum(axis=1, keepdims=True)))
        p = np.exp(logp)
        variance.append(np.var(s))
        entropy.append(np.mean(-np.sum(p * logp, axis=1)))
        max_grad.append(np.mean(np.max(p * (1.0 - p), axis=1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
