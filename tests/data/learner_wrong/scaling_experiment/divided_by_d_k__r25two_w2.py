# MISTAKE: The "scaled" scores are divided by d_k instead of sqrt(d_k).
# MISTAKE: max_grad is computed as p_max * (1 - p_max) of the largest weight, not max_j p_j (1 - p_j) (different when p_max > 0.5).
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for idx, s in enumerate([raw, raw / d_k]):
        variance[idx] = np.var(s)
        z = s - s.max(axis=-1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=-1, keepdims=True)
        entropy[idx] = np.mean(-np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0), axis=-1))
        p_max = p.max(axis=-1)
        max_grad[idx] = np.mean(p_max * (1 - p_max))
    return variance, entropy, max_grad
