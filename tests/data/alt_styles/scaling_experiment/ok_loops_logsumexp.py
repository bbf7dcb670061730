import numpy as np

def scaling_experiment(q, k):
    if np.ndim(q) != 2 or np.ndim(k) != 3:
        raise ValueError
    T, d = q.shape
    if k.shape[0] != T or k.shape[-1] != d:
        raise ValueError
    variance, entropy, max_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, c in enumerate((1.0, 1.0 / np.sqrt(d))):
        scores = (k @ q[:, :, None])[..., 0] * c
        variance[idx] = scores.var()
        lse = scores.max(1, keepdims=True) + np.log(np.exp(scores - scores.max(1, keepdims=True)).sum(1, keepdims=True))
        logp = scores - lse
        p = np.exp(logp)
        entropy[idx] = np.mean(-(p * logp).sum(1))
        max_grad[idx] = np.mean(np.max(p - p * p, axis=1))
    return variance, entropy, max_grad
