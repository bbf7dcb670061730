# MISTAKE: the shape check compares q.shape[1] (d_k) with k.shape[1] (n_keys), so valid inputs with n_keys != d_k raise ValueError.
# MISTAKE: the entropy is taken as the mean of -p log p over all trials AND keys, i.e. divided by n_keys, instead of summing over the keys and averaging over trials.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.shape[0] != k.shape[0] or q.shape[1] != k.shape[1]:
        raise ValueError("q and k do not fit together")
    d = q.shape[-1]
    raw = np.einsum("tkd,td->tk", k, q)
    out = {"var": [], "ent": [], "grad": []}
    for s in (raw, raw / np.sqrt(d)):
        z = s - s.max(-1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(-1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        out["var"].append(s.var())
        out["ent"].append(np.mean(-p * np.log(safe)))
        out["grad"].append(np.mean(np.max(p * (1 - p), -1)))
    return np.array(out["var"]), np.array(out["ent"]), np.array(out["grad"])
