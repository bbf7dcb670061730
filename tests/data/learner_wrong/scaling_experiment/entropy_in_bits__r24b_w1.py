# MISTAKE: the entropy is computed with np.log2 (bits) instead of the natural log (nats), so both entropy values are 1/ln 2 ≈ 1.44 times too large.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[-1]
    raw = np.einsum('nkd,nd->nk', k, q)
    var, ent, grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        with np.errstate(divide='ignore', invalid='ignore'):
            h = -np.where(p > 0, p * np.log2(p), 0.0).sum(axis=1)
        var.append(np.var(s))
        ent.append(h.mean())
        grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(var), np.array(ent), np.array(grad)
