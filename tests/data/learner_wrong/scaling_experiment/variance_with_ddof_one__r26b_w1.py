# MISTAKE: the score variance is computed with ddof=1 (sample variance) instead of the population variance (ddof 0).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = (k @ q[:, :, None])[..., 0]
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        variance.append(np.var(s, ddof=1))
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        entropy.append(-plogp.sum(axis=1).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
