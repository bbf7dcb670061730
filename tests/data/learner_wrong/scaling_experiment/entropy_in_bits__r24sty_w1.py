# MISTAKE: the entropy uses np.log2 (bits) instead of the natural log (nats).
import numpy as np


def _softmax(row):
    e = np.exp(row - row.max())
    return e / e.sum()


def _entropy(row):
    p = _softmax(row)
    nz = p[p > 0]
    return -np.sum(nz * np.log2(nz))


def _max_grad(row):
    p = _softmax(row)
    return np.max(p * (1 - p))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.matmul(k, q[:, :, None])[..., 0]
    both = (raw, raw / np.sqrt(q.shape[1]))
    variance = np.array([s.var() for s in both])
    entropy = np.array([np.apply_along_axis(_entropy, 1, s).mean() for s in both])
    max_grad = np.array([np.apply_along_axis(_max_grad, 1, s).mean() for s in both])
    return variance, entropy, max_grad
