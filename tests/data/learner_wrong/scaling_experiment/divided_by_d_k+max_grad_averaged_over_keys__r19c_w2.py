# MISTAKE: (1) the "scaled" scores are divided by d_k instead of sqrt(d_k); (2) max_grad averages p(1-p) over the keys instead of taking the max over keys.
import numpy as np

def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)

def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    raw = (k @ q[:, :, None])[..., 0]
    res = []
    for s in (raw, raw / q.shape[1]):
        p = _softmax(s)
        h = -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), axis=-1).mean()
        g = (p * (1 - p)).mean(axis=-1).mean()
        res.append((s.var(), h, g))
    r = np.array(res)
    return r[:, 0], r[:, 1], r[:, 2]
