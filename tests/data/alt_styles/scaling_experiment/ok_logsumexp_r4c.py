# correct: log-softmax via log-sum-exp, entropy from log p (no 0*log0 problem), both columns with one helper
import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    logp = s - m - np.log(np.exp(s - m).sum(axis=-1, keepdims=True))
    p = np.exp(logp)
    ent = -(p * logp).sum(axis=-1)
    mg = (p * (1.0 - p)).max(axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape} and {k.shape}")
    raw = np.einsum("tkd,td->tk", k, q)
    rows = [_stats(raw), _stats(raw / np.sqrt(q.shape[1]))]
    variance, entropy, max_grad = (np.array(c) for c in zip(*rows))
    return variance, entropy, max_grad
