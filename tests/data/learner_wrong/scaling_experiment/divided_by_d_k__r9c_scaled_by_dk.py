# WRONG: the scaled scores divide by d_k instead of sqrt(d_k) (index 1 of all three outputs is wrong unless d_k == 1).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[-1]
    raw = (k @ q[:, :, None])[..., 0]
    out = []
    for s in (raw, raw / d_k):
        sh = s - s.max(-1, keepdims=True)
        p = np.exp(sh)
        p /= p.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0.0).sum(-1)
        out.append((s.var(), h.mean(), (p * (1 - p)).max(-1).mean()))
    v, e, g = zip(*out)
    return np.array(v), np.array(e), np.array(g)
