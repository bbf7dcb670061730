# MISTAKE: max_grad takes the max of p(1-p) over ALL trials and keys (global max) instead of the
# mean over trials of each trial's max (`grad_rows.max()` instead of `grad_rows.max(axis=1).mean()`).
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    n, d = q.shape
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for col, c in enumerate((1.0, 1.0 / np.sqrt(d))):
        scores = np.zeros((n, k.shape[1]))
        for t in range(n):
            scores[t] = k[t] @ q[t] * c
        variance[col] = scores.var()
        sh = scores - scores.max(axis=1, keepdims=True)
        p = np.exp(sh) / np.exp(sh).sum(axis=1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            ent = -np.nansum(np.where(p > 0, p * np.log(p), 0.0), axis=1)
        entropy[col] = ent.mean()
        grad_rows = p * (1 - p)
        max_grad[col] = grad_rows.max()
    return variance, entropy, max_grad
