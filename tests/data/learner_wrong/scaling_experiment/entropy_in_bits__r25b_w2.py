# MISTAKE: The entropy uses np.log2 (bits) instead of the natural log (nats) the prompt asks for.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    n_trials, d_k = q.shape
    scores = (k @ q[:, :, None])[:, :, 0]
    variance = np.empty(2)
    entropy = np.empty(2)
    max_grad = np.empty(2)
    for i, s in enumerate((scores, scores / np.sqrt(d_k))):
        variance[i] = s.var()
        z = s - s.max(axis=-1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=-1, keepdims=True)
        h = np.zeros(n_trials)
        nz = p > 0
        terms = np.zeros_like(p)
        terms[nz] = p[nz] * np.log2(p[nz])
        h = -terms.sum(axis=-1)
        entropy[i] = h.mean()
        max_grad[i] = (p * (1 - p)).max(axis=-1).mean()
    return variance, entropy, max_grad
