# mistakes: entropy in bits (log2) AND variance with ddof=1
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("q must be (n, d) and k (n, m, d)")
    raw = (k @ q[:, :, None])[..., 0]
    scaled = raw / np.sqrt(q.shape[1])
    v, h, g = [], [], []
    for s in (raw, scaled):
        v.append(np.var(s, ddof=1))
        e = np.exp(s - s.max(-1, keepdims=True))
        p = e / e.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.where(p > 0, p * np.log2(p), 0.0)
        h.append(-t.sum(-1).mean())
        g.append(np.max(p * (1 - p), axis=-1).mean())
    return np.array(v), np.array(h), np.array(g)
