# MISTAKE: the entropy uses np.log2 (bits) instead of the natural log (nats).
import numpy as np


def _softmax(s):
    z = s - s.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if np.ndim(q) != 2 or np.ndim(k) != 3:
        raise ValueError("bad ranks")
    n, d = q.shape
    if k.shape[0] != n or k.shape[2] != d:
        raise ValueError("q and k do not fit together")
    raw = np.sum(k * q[:, None, :], axis=-1)
    results = {"variance": [], "entropy": [], "max_grad": []}
    for s in (raw, raw / np.sqrt(d)):
        p = _softmax(s)
        plogp = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
        results["variance"].append(np.var(s))
        results["entropy"].append(np.mean(-plogp.sum(axis=-1)))
        results["max_grad"].append(np.mean(np.max(p * (1 - p), axis=-1)))
    return tuple(np.array(results[key], dtype=float) for key in ("variance", "entropy", "max_grad"))
