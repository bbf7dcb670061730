# MISTAKE: variance is the mean over trials of each trial's own variance across its keys (np.var(s, axis=1).mean()), not the variance of all n_trials*n_keys scores pooled together.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    if k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("n_trials / d_k disagree")
    n, d = q.shape
    var = np.empty(2); ent = np.empty(2); mg = np.empty(2)
    for idx, c in enumerate((1.0, 1.0 / np.sqrt(d))):
        s = np.matmul(k, q[:, :, None])[..., 0] * c
        var[idx] = np.var(s, axis=1).mean()
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s) / np.exp(s).sum(axis=1, keepdims=True)
        h = np.zeros(n)
        for t in range(n):
            pt = p[t][p[t] > 0]
            h[t] = -(pt * np.log(pt)).sum()
        ent[idx] = h.mean()
        mg[idx] = np.max(p * (1 - p), axis=1).mean()
    return var, ent, mg
