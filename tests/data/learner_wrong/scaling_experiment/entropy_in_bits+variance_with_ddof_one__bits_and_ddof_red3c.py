import numpy as np

# wrong (two at once): entropy in bits (log2) AND sample variance (ddof=1)
def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = np.einsum('tkd,td->tk', k, q)
    v, h, g = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        e = np.exp(s - s.max(1, keepdims=True)); p = e / e.sum(1, keepdims=True)
        v.append(np.var(s, ddof=1))
        h.append(np.mean(-np.sum(np.where(p > 0, p * np.log2(np.where(p > 0, p, 1)), 0), 1)))
        g.append(np.mean(np.max(p * (1 - p), 1)))
    return np.array(v), np.array(h), np.array(g)
