# MISTAKE: (1) the softmax normalises over the TRIALS axis (axis 0) instead of over each trial's keys;
#          (2) the scaled variant divides by sqrt(n_keys) instead of sqrt(d_k).
import numpy as np


def _softmax0(s):
    s = s - s.max(axis=0, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=0, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    raw = (k @ q[:, :, None])[..., 0]          # (n_trials, n_keys)
    n_keys = k.shape[1]
    out_v, out_e, out_g = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, s in enumerate([raw, raw / np.sqrt(n_keys)]):
        p = _softmax0(s)
        out_v[idx] = s.var()
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        out_e[idx] = np.mean(-plogp.sum(axis=1))
        out_g[idx] = np.mean(np.max(p * (1 - p), axis=1))
    return out_v, out_e, out_g
