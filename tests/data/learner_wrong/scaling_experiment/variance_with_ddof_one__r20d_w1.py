# MISTAKE: the variance is the SAMPLE variance (divides by N - 1, ddof=1) in the loop at `var = ss / (n - 1)`,
# not the population variance (ddof 0).
import math
import numpy as np


def _measure(scores):
    flat = [v for row in scores for v in row]
    n = len(flat)
    mu = sum(flat) / n
    ss = sum((v - mu) ** 2 for v in flat)
    var = ss / (n - 1)
    ents, grads = [], []
    for row in scores:
        m = max(row)
        ex = [math.exp(v - m) for v in row]
        z = sum(ex)
        p = [e / z for e in ex]
        ents.append(-sum(pi * math.log(pi) for pi in p if pi > 0))
        grads.append(max(pi * (1 - pi) for pi in p))
    return var, sum(ents) / len(ents), sum(grads) / len(grads)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    n_trials, n_keys, d = k.shape
    raw = [[sum(k[t, j, c] * q[t, c] for c in range(d)) for j in range(n_keys)] for t in range(n_trials)]
    sc = [[v / math.sqrt(d) for v in row] for row in raw]
    a, b = _measure(raw), _measure(sc)
    return tuple(np.array([x, y]) for x, y in zip(a, b))
