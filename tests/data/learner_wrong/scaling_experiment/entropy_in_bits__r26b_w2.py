# MISTAKE: the entropy uses np.log2 (bits) instead of the natural log (nats).
import numpy as np


def _softmax(s):
    s = s - np.max(s, axis=-1, keepdims=True)
    e = np.exp(s)
    return e / np.sum(e, axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    scores = np.einsum("tkd,td->tk", k, q)
    versions = [scores, scores / np.sqrt(q.shape[1])]
    var = np.array([s.var() for s in versions])
    ent, mg = np.empty(2), np.empty(2)
    for i, s in enumerate(versions):
        p = _softmax(s)
        lp = np.log2(p, out=np.zeros_like(p), where=p > 0)
        ent[i] = np.mean(-np.sum(p * lp, axis=-1))
        mg[i] = np.mean(np.max(p * (1 - p), axis=-1))
    return var, ent, mg
