# https://github.com/pytorch/pytorch/issues/166804
# torch.var's default is the unbiased estimate (correction=1): the score variance is divided by
# N - 1 instead of N as np.var does.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum("tnd,td->tn", k, q)
    res = []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        z = s - s.max(-1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(-1, keepdims=True)
        logp = np.where(p > 0, np.log(np.where(p > 0, p, 1.0)), 0.0)
        H = -(p * logp).sum(-1).mean()
        g = (p * (1 - p)).max(-1).mean()
        res.append((s.var(ddof=1), H, g))
    v, h, g = zip(*res)
    return np.array(v), np.array(h), np.array(g)
