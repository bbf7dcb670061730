# MISTAKE: two slips: (1) entropy is measured in bits (np.log2) instead of nats; (2) the variance uses ddof=1 (sample variance) instead of np.var's ddof 0.
import math
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    n_trials, d_k = q.shape
    if k.shape[0] != n_trials or k.shape[2] != d_k:
        raise ValueError("shape mismatch")
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for col, factor in enumerate((1.0, 1.0 / math.sqrt(d_k))):
        all_scores = []
        for t in range(n_trials):
            s = factor * (k[t] @ q[t])
            all_scores.append(s)
            m = s.max()
            w = np.exp(s - m)
            p = w / w.sum()
            h = 0.0
            for pj in p:
                if pj > 0:
                    h -= pj * np.log2(pj)
            entropy[col] += h / n_trials
            max_grad[col] += np.max(p * (1 - p)) / n_trials
        variance[col] = np.var(np.concatenate(all_scores), ddof=1)
    return variance, entropy, max_grad
