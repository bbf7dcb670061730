# Entropy in bits (np.log2) instead of nats; written as a loop over trials.
import math
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q (n_trials, d_k) and k (n_trials, n_keys, d_k) required")
    n_trials, d_k = q.shape
    variance, entropy, max_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, c in enumerate((1.0, 1.0 / math.sqrt(d_k))):
        all_scores = []
        for t in range(n_trials):
            s = (k[t] @ q[t]) * c
            all_scores.append(s)
            e = np.exp(s - s.max())
            p = e / e.sum()
            nz = p[p > 0]
            entropy[idx] += -(nz * np.log2(nz)).sum() / n_trials
            max_grad[idx] += (p * (1 - p)).max() / n_trials
        variance[idx] = np.var(np.concatenate(all_scores))
    return variance, entropy, max_grad
