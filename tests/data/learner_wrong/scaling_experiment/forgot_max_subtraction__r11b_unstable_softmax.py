# WRONG: softmax without subtracting the max: exp(s) overflows to inf once raw scores exceed ~709 (saturated rows), giving NaN/wrong entropy and max_grad.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    out = []
    s_raw = np.einsum("tkd,td->tk", k, q)
    for s in (s_raw, s_raw / np.sqrt(q.shape[1])):
        e = np.exp(s)
        p = e / e.sum(-1, keepdims=True)
        ent = -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), -1).mean()
        mg = (p * (1 - p)).max(-1).mean()
        out.append((np.var(s), ent, mg))
    return tuple(np.array(x) for x in zip(*out))
