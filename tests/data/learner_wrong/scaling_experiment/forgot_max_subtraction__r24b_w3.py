# MISTAKE: the softmax is not stabilised (np.exp(s) without subtracting the row max), so very large raw scores overflow to inf and give NaN probabilities, entropies and gradients.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    n, d_k = q.shape
    if k.shape[0] != n or k.shape[2] != d_k:
        raise ValueError(f"k has shape {k.shape}, expected ({n}, n_keys, {d_k})")

    raw = np.einsum('ij,ikj->ik', q, k)
    out_var, out_ent, out_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, s in enumerate([raw, raw / np.sqrt(d_k)]):
        e = np.exp(s)
        p = e / e.sum(axis=1, keepdims=True)
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        out_var[idx] = s.var()
        out_ent[idx] = (-plogp.sum(axis=1)).mean()
        out_grad[idx] = np.max(p * (1.0 - p), axis=1).mean()
    return out_var, out_ent, out_grad
