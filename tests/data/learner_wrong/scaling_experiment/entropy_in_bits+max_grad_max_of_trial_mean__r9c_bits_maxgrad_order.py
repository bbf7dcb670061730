# WRONG (two mistakes): entropy in bits (np.log2) instead of nats, and max_grad takes the max over keys of the trial-averaged p(1-p) (max of the mean) instead of the mean over trials of max_j p_j(1-p_j).
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("wrong number of dimensions")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q and k do not match")
    raw = np.einsum("td,tkd->tk", q, k)
    var, ent, mg = np.zeros(2), np.zeros(2), np.zeros(2)
    for i, s in enumerate([raw, raw / np.sqrt(q.shape[1])]):
        p = _softmax(s)
        var[i] = np.var(s)
        safe = np.where(p > 0, p, 1.0)
        ent[i] = np.mean(-np.sum(p * np.log2(safe), axis=-1))
        mg[i] = np.max(np.mean(p * (1 - p), axis=0))
    return var, ent, mg
