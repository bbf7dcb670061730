# wrong: softmax without subtracting the max (np.exp(s) overflows to inf for raw scores ~±100 at large d_k, giving NaN entropy/max_grad); everything else correct
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    s0 = np.einsum("tkd,td->tk", k, q)
    var, ent, mg = [], [], []
    for s in (s0, s0 / np.sqrt(q.shape[1])):
        e = np.exp(s)
        p = e / e.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0.0).sum(-1)
        var.append(s.var())
        ent.append(h.mean())
        mg.append((p * (1 - p)).max(-1).mean())
    return np.array(var), np.array(ent), np.array(mg)
