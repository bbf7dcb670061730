# MISTAKE: the entropy is computed with log base 2 (bits) instead of the natural log (nats).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("bad shapes")
    scores = (k @ q[:, :, None])[..., 0]
    variance, entropy, max_grad = [], [], []
    for s in (scores, scores / np.sqrt(q.shape[1])):
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        plogp = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
        variance.append(s.var())
        entropy.append(-plogp.sum(axis=1).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
