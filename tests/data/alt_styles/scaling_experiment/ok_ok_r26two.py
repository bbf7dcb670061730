# CORRECT: einsum scores, then per-setting np.var over all scores, stable softmax over keys, entropy with 0 log 0 = 0, mean of row-max p(1-p).
import numpy as np


def _stats(s):
    var = np.var(s)
    m = s.max(axis=1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(p), 0.0)
    ent = -plogp.sum(axis=1).mean()
    mg = (p * (1.0 - p)).max(axis=1).mean()
    return var, ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    s = np.einsum("tkd,td->tk", k, q)
    raw = _stats(s)
    scaled = _stats(s / np.sqrt(q.shape[1]))
    return tuple(np.array([a, b], dtype=np.float64) for a, b in zip(raw, scaled))
