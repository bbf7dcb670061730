import numpy as np

# wrong: scales by sqrt(n_keys) (k.shape[1]) instead of sqrt(d_k), with a where-guarded entropy
def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum('td,tkd->tk', q, k)
    out = []
    for s in (raw, raw / np.sqrt(k.shape[1])):
        e = np.exp(s - s.max(-1, keepdims=True)); p = e / e.sum(-1, keepdims=True)
        lp = np.where(p > 0, np.log(np.where(p > 0, p, 1.0)), 0.0)
        out.append((s.var(), (-(p * lp).sum(-1)).mean(), (p * (1 - p)).max(-1).mean()))
    v, h, g = zip(*out)
    return np.array(v), np.array(h), np.array(g)
