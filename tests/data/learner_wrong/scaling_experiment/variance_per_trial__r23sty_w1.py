# MISTAKE: The variance is computed per trial (over that trial's keys) and then averaged over trials, instead of the population variance of all n_trials * n_keys scores together.
import numpy as np


def _stats(s):
    var = np.var(s, axis=-1).mean()
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(p), 0.0)
    ent = -plogp.sum(axis=-1).mean()
    grad = (p * (1 - p)).max(axis=-1).mean()
    return var, ent, grad


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    scaled = raw / np.sqrt(q.shape[-1])
    cols = [_stats(raw), _stats(scaled)]
    return tuple(np.array([c[i] for c in cols]) for i in range(3))
