import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        variance.append(np.var(s))
        z = s - s.max(axis=-1, keepdims=True)
        e = np.exp(z)
        p = e / e.sum(axis=-1, keepdims=True)
        logp = z - np.log(e.sum(axis=-1, keepdims=True))
        h = -np.sum(np.where(p > 0, p * logp, 0.0), axis=-1)
        entropy.append(h.mean())
        max_grad.append(np.max(p * (1 - p), axis=-1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
