# mistakes: variance with ddof=1 (sample variance) AND entropy -sum(p * log p) without the 0 log 0 = 0 rule (NaN once a weight underflows to 0)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    raw = np.einsum("nkd,nd->nk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d)):
        variance.append(np.var(s, ddof=1))
        z = np.exp(s - s.max(axis=-1, keepdims=True))
        p = z / z.sum(axis=-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            entropy.append(np.mean(-np.sum(p * np.log(p), axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
