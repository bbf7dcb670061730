# CORRECT: einsum scores, one helper computing population variance, nats entropy and max p(1-p) for raw and scaled scores.
import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = np.log(p, out=np.zeros_like(p), where=p > 0)
    ent = -(p * logp).sum(axis=-1)
    grad = (p * (1.0 - p)).max(axis=-1)
    return np.var(s), ent.mean(), grad.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"incompatible shapes q {q.shape} and k {k.shape}")
    raw = np.einsum("tkd,td->tk", k, q)
    scaled = raw / np.sqrt(q.shape[1])
    a, b = _stats(raw), _stats(scaled)
    return (np.array([a[0], b[0]]), np.array([a[1], b[1]]), np.array([a[2], b[2]]))
