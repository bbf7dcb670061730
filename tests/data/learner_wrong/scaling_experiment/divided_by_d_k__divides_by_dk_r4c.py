# wrong: the "scaled" column divides the scores by d_k instead of sqrt(d_k); everything else (variance, entropy, max_grad, raw column) correct
import numpy as np


def softmax(s):
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    n, d = q.shape
    if k.shape[0] != n or k.shape[2] != d:
        raise ValueError("shapes do not fit")
    raw = np.sum(k * q[:, None, :], axis=2)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / d):
        p = softmax(s)
        variance.append(s.var())
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        entropy.append(-plogp.sum(axis=1).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
