# https://github.com/kkirchheim/pytorch-ood/issues/84
# Entropy -(p * log p) computed directly: a softmax output that underflows to 0.0 gives
# 0 * log(0) = 0 * -inf = NaN (no 0 log 0 = 0 rule).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("bad shapes")
    d_k = q.shape[-1]
    raw = (k @ q[:, :, None])[..., 0]
    out_v, out_h, out_g = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        out_v.append(s.var())
        out_h.append(np.mean(-np.sum(p * np.log(p), axis=1)))
        out_g.append(np.mean(np.max(p * (1 - p), axis=1)))
    return np.array(out_v), np.array(out_h), np.array(out_g)
