# wrong (three at once): entropy in bits (log2), sample variance (ddof=1), scores divided by d_k
import numpy as np
def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64); k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("bad")
    d = q.shape[-1]
    raw = np.einsum("tkd,td->tk", k, q)
    out = []
    for s in (raw, raw / d):
        z = s - s.max(-1, keepdims=True); p = np.exp(z); p /= p.sum(-1, keepdims=True)
        lp = np.log2(p, out=np.zeros_like(p), where=p > 0)
        ent = -np.sum(p * lp, -1)
        out.append((np.var(s, ddof=1), ent.mean(), np.max(p*(1-p), -1).mean()))
    v, e, g = (np.array([a, b]) for a, b in zip(*out))
    return v, e, g
