# CORRECT: stacks raw and scaled scores on a new leading axis of size 2 and gets entropy in log space as lse - sum(p * s).
import math
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    s = np.stack([raw, raw / math.sqrt(q.shape[1])])          # (2, n_trials, n_keys)
    variance = s.reshape(2, -1).var(axis=1)
    m = s.max(axis=-1, keepdims=True)
    lse = m + np.log(np.exp(s - m).sum(axis=-1, keepdims=True))
    p = np.exp(s - lse)
    entropy = (lse[..., 0] - (p * s).sum(axis=-1)).mean(axis=1)
    max_grad = (p * (1.0 - p)).max(axis=-1).mean(axis=1)
    return variance, entropy, max_grad
