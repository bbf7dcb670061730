# wrong: variance is the mean over trials of each trial's own variance over its keys (s.var(axis=1).mean()) instead of the variance of all n_trials*n_keys scores together; entropy and max_grad correct
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    s0 = np.einsum("tkd,td->tk", k, q)
    out = [[], [], []]
    for s in (s0, s0 / np.sqrt(q.shape[1])):
        z = s - s.max(-1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0.0).sum(-1)
        out[0].append(s.var(axis=1).mean())
        out[1].append(h.mean())
        out[2].append((p * (1 - p)).max(-1).mean())
    return tuple(np.array(o) for o in out)
