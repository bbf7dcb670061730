import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    raw = np.einsum("tkd,td->tk", k, q)
    out = []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        p = np.exp(s)
        p = p / p.sum(-1, keepdims=True)
        h = -np.sum(p * np.log(p, out=np.zeros_like(p), where=p > 0), axis=-1)
        out.append((s.var(), h.mean(), (p * (1 - p)).max(-1).mean()))
    return tuple(np.array([a, b]) for a, b in zip(*out))
