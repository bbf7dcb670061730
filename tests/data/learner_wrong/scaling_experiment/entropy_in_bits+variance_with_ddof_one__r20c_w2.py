# MISTAKE: (1) the variance uses ddof=1 (sample variance) instead of ddof 0; (2) the entropy is computed in bits (log2) instead of nats.
import numpy as np

def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    var = np.zeros(2); ent = np.zeros(2); mg = np.zeros(2)
    for idx, scale in enumerate((1.0, 1.0 / np.sqrt(q.shape[1]))):
        s = (k @ q[:, :, None])[..., 0] * scale
        var[idx] = np.var(s, ddof=1)
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z); p /= p.sum(axis=1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        ent[idx] = np.mean(-np.sum(p * np.log2(safe), axis=1))
        mg[idx] = np.mean(np.max(p * (1 - p), axis=1))
    return var, ent, mg
