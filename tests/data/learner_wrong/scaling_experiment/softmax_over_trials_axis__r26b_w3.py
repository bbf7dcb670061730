# MISTAKE: the softmax normalises over axis 0 (across trials) instead of over the keys of each trial.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("wrong number of dimensions")
    n_trials, d_k = q.shape
    if k.shape[0] != n_trials or k.shape[2] != d_k:
        raise ValueError("q and k do not fit together")
    raw = np.einsum("tkd,td->tk", k, q)
    results = []
    for s in (raw, raw / np.sqrt(d_k)):
        shifted = s - s.max(axis=0, keepdims=True)
        p = np.exp(shifted)
        p = p / p.sum(axis=0, keepdims=True)
        h = -np.sum(np.where(p > 0, p * np.log(np.clip(p, 1e-300, None)), 0.0), axis=-1)
        g = np.max(p * (1 - p), axis=-1)
        results.append((s.var(), h.mean(), g.mean()))
    var, ent, grad = (np.array(col) for col in zip(*results))
    return var, ent, grad
