# MISTAKE: the entropy is computed with log2 (bits) instead of the natural log (nats).
import numpy as np


def _stable_softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    results = []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        p = _stable_softmax(s)
        plogp = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
        results.append((np.var(s), -plogp.sum(-1).mean(), (p * (1 - p)).max(-1).mean()))
    var, ent, grad = (np.array(col) for col in zip(*results))
    return var, ent, grad
