import math
import numpy as np


def _softmax_list(scores):
    top = max(scores)
    ex = [math.exp(s - top) for s in scores]
    tot = math.fsum(ex)
    return [e / tot for e in ex]


def _trial_stats(scores):
    p = _softmax_list(scores)
    ent = -math.fsum(pj * math.log(pj) for pj in p if pj > 0.0)
    mg = max(pj * (1.0 - pj) for pj in p)
    return ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape} and {k.shape}")
    n_trials, d_k = q.shape
    root = math.sqrt(d_k)
    variance, entropy, max_grad = [], [], []
    for scale in (1.0, 1.0 / root):
        all_scores = []
        ents = []
        grads = []
        for t in range(n_trials):
            row = [float(np.dot(k[t, j], q[t])) * scale for j in range(k.shape[1])]
            all_scores.extend(row)
            e, g = _trial_stats(row)
            ents.append(e)
            grads.append(g)
        mu = math.fsum(all_scores) / len(all_scores)
        variance.append(math.fsum((s - mu) ** 2 for s in all_scores) / len(all_scores))
        entropy.append(math.fsum(ents) / n_trials)
        max_grad.append(math.fsum(grads) / n_trials)
    return np.array(variance), np.array(entropy), np.array(max_grad)
