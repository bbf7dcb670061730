import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance = np.zeros(2)
    entropy = np.zeros(2)
    max_grad = np.zeros(2)
    for idx, s in enumerate([raw, raw / np.sqrt(d_k)]):
        variance[idx] = np.var(s)
        p = _softmax(s)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        entropy[idx] = np.mean(-plogp.sum(axis=-1))
        max_grad[idx] = np.mean(np.max(p * (1 - p), axis=-1))
    return variance, entropy, max_grad
