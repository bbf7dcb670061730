# wrong: the "scaled" scores are s / d_k instead of s / sqrt(d_k); everything else correct
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k), k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    scores = (k @ q[:, :, None])[..., 0]
    out_v, out_h, out_g = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, s in enumerate([scores, scores / d_k]):
        out_v[idx] = s.var()
        e = np.exp(s - s.max(1, keepdims=True))
        p = e / e.sum(1, keepdims=True)
        logp = np.log(p, out=np.zeros_like(p), where=p > 0)
        out_h[idx] = (-(p * logp).sum(1)).mean()
        out_g[idx] = (p * (1 - p)).max(1).mean()
    return out_v, out_h, out_g
