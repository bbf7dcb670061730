import numpy as np


def _stats(s):
    s = s - s.max()
    e = np.exp(s)
    p = e / e.sum()
    nz = p > 0
    ent = -np.sum(p[nz] * np.log(p[nz]))
    return ent, np.max(p * (1 - p))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, m, d), got {q.shape} and {k.shape}")
    n, d = q.shape
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for col, factor in enumerate((1.0, 1.0 / np.sqrt(d))):
        all_scores = []
        for t in range(n):
            s = k[t] @ q[t] * factor
            all_scores.append(s)
            h, g = _stats(s)
            entropy[col] += h / n
            max_grad[col] += g / n
        variance[col] = np.var(np.concatenate(all_scores))
    return variance, entropy, max_grad
