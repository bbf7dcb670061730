# CORRECT: einsum scores, one stats helper (np.var, stable softmax, entropy with 0 log 0 = 0, max p(1-p)) run on raw and scaled scores.
import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = np.log(p, out=np.zeros_like(p), where=p > 0)
    ent = -(p * logp).sum(axis=-1)
    grad = (p * (1.0 - p)).max(axis=-1)
    return float(np.var(s)), float(ent.mean()), float(grad.mean())


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum('tkd,td->tk', k, q)
    scaled = raw / np.sqrt(d_k)
    a, b = _stats(raw), _stats(scaled)
    variance = np.array([a[0], b[0]])
    entropy = np.array([a[1], b[1]])
    max_grad = np.array([a[2], b[2]])
    return variance, entropy, max_grad
