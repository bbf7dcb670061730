# MISTAKE: the "scaled" column divides the scores by d_k instead of sqrt(d_k) (line `scaled = raw / d_k`).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    d_k = q.shape[-1]
    raw = (k @ q[:, :, None])[..., 0]
    scaled = raw / d_k
    out_var, out_ent, out_grad = [], [], []
    for s in (raw, scaled):
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.nansum(p * np.log(p), axis=1)
        out_var.append(s.var())
        out_ent.append(h.mean())
        out_grad.append(np.max(p * (1 - p), axis=1).mean())
    return np.array(out_var), np.array(out_ent), np.array(out_grad)
