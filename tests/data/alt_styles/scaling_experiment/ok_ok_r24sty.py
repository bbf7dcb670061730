import math

import numpy as np


def _trial_stats(scores):
    """Entropy (nats) and max_j p_j (1 - p_j) of softmax(scores) for one trial, in pure python."""
    top = max(scores)
    ex = [math.exp(s - top) for s in scores]
    z = math.fsum(ex)
    p = [e / z for e in ex]
    entropy = -math.fsum(pi * math.log(pi) for pi in p if pi > 0.0)
    max_grad = max(pi * (1.0 - pi) for pi in p)
    return entropy, max_grad


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, m, d), got {q.shape} and {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum('tkd,td->tk', k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / math.sqrt(d_k)):
        variance.append(float(np.var(s)))
        stats = [_trial_stats(row.tolist()) for row in s]
        entropy.append(math.fsum(h for h, _ in stats) / len(stats))
        max_grad.append(math.fsum(g for _, g in stats) / len(stats))
    return np.array(variance), np.array(entropy), np.array(max_grad)
