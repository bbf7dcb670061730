# MISTAKE: the variance is computed per trial over its keys and then averaged (mean of np.var(axis=-1)) instead of np.var over all n_trials * n_keys scores together.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[::2] != q.shape:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    raw = np.einsum("nkd,nd->nk", k, q)
    out = np.empty((3, 2))
    for col, s in enumerate((raw, raw / np.sqrt(q.shape[1]))):
        shifted = s - s.max(axis=1, keepdims=True)
        logp = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
        p = np.exp(logp)
        out[0, col] = np.var(s, axis=1).mean()
        out[1, col] = -(p * logp).sum(axis=1).mean()
        out[2, col] = (p * (1 - p)).max(axis=1).mean()
    return out[0].copy(), out[1].copy(), out[2].copy()
