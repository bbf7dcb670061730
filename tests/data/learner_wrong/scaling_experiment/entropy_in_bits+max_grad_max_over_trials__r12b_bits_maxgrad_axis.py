# WRONG: two mistakes: entropy in bits (log2) instead of nats; max_grad takes the max of p(1-p) over the TRIALS (axis 0) and then averages over keys, instead of the max over keys of each trial averaged over trials.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    raw = np.einsum("td,tnd->tn", q, k)
    out = {"var": [], "ent": [], "mg": []}
    for s in (raw, raw / np.sqrt(q.shape[1])):
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(-1, keepdims=True)
        safe = np.clip(p, 1e-300, None)
        out["ent"].append(np.mean(-np.sum(p * np.log2(safe), -1)))
        out["mg"].append(np.mean(np.max(p * (1 - p), axis=0)))
    out["var"] = [np.var(raw), np.var(raw / np.sqrt(q.shape[1]))]
    return np.array(out["var"]), np.array(out["ent"]), np.array(out["mg"])
