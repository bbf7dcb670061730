import numpy as np

def _stats(s):
    m = s.max(-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(p > 0, p * np.log(p), 0.0)
    ent = -plogp.sum(-1).mean()
    mg = (p * (1 - p)).max(-1).mean()
    return np.var(s), ent, mg

def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    raw = np.einsum("tnd,td->tn", k, q)
    res = [_stats(raw), _stats(raw / np.sqrt(q.shape[1]))]
    return tuple(np.array([a[i] for a in res]) for i in range(3))
