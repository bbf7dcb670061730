# WRONG: two mistakes: variance is the mean of per-trial variances (np.var(s, axis=1).mean()) instead of np.var over all scores, and max_grad is the single largest p_j(1-p_j) over ALL trials instead of the mean over trials of each trial's max.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    V, H, G = [], [], []
    raw = np.einsum("tkd,td->tk", k, q)
    for s in (raw, raw / np.sqrt(q.shape[1])):
        e = np.exp(s - s.max(-1, keepdims=True))
        p = e / e.sum(-1, keepdims=True)
        V.append(np.var(s, axis=1).mean())
        H.append(-np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), -1).mean())
        G.append((p * (1 - p)).max())
    return np.array(V), np.array(H), np.array(G)
