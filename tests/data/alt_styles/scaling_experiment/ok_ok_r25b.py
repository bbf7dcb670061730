import numpy as np


def _stats(s):
    # s: (n_trials, n_keys)
    var = np.var(s)
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    ent = -plogp.sum(axis=-1).mean()
    mg = (p * (1.0 - p)).max(axis=-1).mean()
    return var, ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape} and {k.shape}")
    d_k = q.shape[1]
    s = np.einsum("tkd,td->tk", k, q)
    raw = _stats(s)
    scl = _stats(s / np.sqrt(d_k))
    variance = np.array([raw[0], scl[0]])
    entropy = np.array([raw[1], scl[1]])
    max_grad = np.array([raw[2], scl[2]])
    return variance, entropy, max_grad
