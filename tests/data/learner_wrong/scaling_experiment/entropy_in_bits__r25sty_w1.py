# MISTAKE: the entropy is computed with log base 2 (math.log2, bits) instead of the natural log, so it is reported in bits rather than nats (1/ln 2 ≈ 1.44 times too large).
import math
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    n, nk, d = k.shape
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for c in range(2):
        scale = 1.0 if c == 0 else 1.0 / math.sqrt(d)
        scores = np.zeros((n, nk))
        for t in range(n):
            for j in range(nk):
                scores[t, j] = float(np.dot(k[t, j], q[t])) * scale
        variance[c] = scores.var()
        H = 0.0
        G = 0.0
        for t in range(n):
            m = scores[t].max()
            e = [math.exp(s - m) for s in scores[t]]
            z = sum(e)
            p = [x / z for x in e]
            H += -sum(pj * math.log2(pj) for pj in p if pj > 0)
            G += max(pj * (1.0 - pj) for pj in p)
        entropy[c] = H / n
        max_grad[c] = G / n
    return variance, entropy, max_grad
