# wrong (extra): max_grad takes the MEAN of p(1-p) over the keys instead of the max; variance and entropy right
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q (n_trials, d_k), k (n_trials, n_keys, d_k) expected")
    s0 = np.einsum("tkd,td->tk", k, q)
    var, ent, mg = np.zeros(2), np.zeros(2), np.zeros(2)
    for i, s in enumerate((s0, s0 / np.sqrt(q.shape[1]))):
        z = s - s.max(1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(1, keepdims=True)
        var[i] = s.var()
        ent[i] = np.mean(-np.sum(p * np.log(np.clip(p, 1e-300, None)), axis=1))
        mg[i] = np.mean(np.mean(p * (1 - p), axis=1))
    return var, ent, mg
