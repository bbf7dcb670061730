# WRONG: scales by 1/sqrt(n_keys) instead of 1/sqrt(d_k); and max_grad is the max over keys of the trial-mean of p(1-p) (mean first, then max) instead of the mean over trials of each trial's max.
import numpy as np


def _softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    n_keys = k.shape[1]
    scores = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for i, s in enumerate([scores, scores / n_keys ** 0.5]):
        p = _softmax(s)
        variance[i] = s.var()
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        entropy[i] = -plogp.sum(-1).mean()
        max_grad[i] = (p * (1 - p)).mean(axis=0).max()
    return variance, entropy, max_grad
