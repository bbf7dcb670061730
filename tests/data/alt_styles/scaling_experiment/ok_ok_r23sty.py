import math
import numpy as np


def _softmax(scores):
    m = max(scores)
    ex = [math.exp(s - m) for s in scores]
    tot = math.fsum(ex)
    return [e / tot for e in ex]


def _entropy(p):
    return -math.fsum(pj * math.log(pj) for pj in p if pj > 0.0)


def scaling_experiment(q, k):
    # Trial by trial, with math-module scalars.
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, keys, d), got {q.shape} and {k.shape}")
    n_trials, d_k = q.shape
    factors = (1.0, 1.0 / math.sqrt(d_k))
    variance, entropy, max_grad = [], [], []
    for f in factors:
        all_scores, ents, grads = [], [], []
        for t in range(n_trials):
            s = [f * math.fsum(float(a) * float(b) for a, b in zip(k[t, j], q[t]))
                 for j in range(k.shape[1])]
            all_scores.extend(s)
            p = _softmax(s)
            ents.append(_entropy(p))
            grads.append(max(pj * (1.0 - pj) for pj in p))
        mean = math.fsum(all_scores) / len(all_scores)
        variance.append(math.fsum((s - mean) ** 2 for s in all_scores) / len(all_scores))
        entropy.append(math.fsum(ents) / n_trials)
        max_grad.append(math.fsum(grads) / n_trials)
    return np.array(variance), np.array(entropy), np.array(max_grad)
