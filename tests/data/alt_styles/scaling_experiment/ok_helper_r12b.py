import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = np.log(np.where(p > 0, p, 1.0))
    ent = -(p * logp).sum(axis=-1)
    mg = (p * (1.0 - p)).max(axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"bad shapes q {q.shape}, k {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum("tnd,td->tn", k, q)
    r = [_stats(raw), _stats(raw / np.sqrt(d_k))]
    variance = np.array([r[0][0], r[1][0]])
    entropy = np.array([r[0][1], r[1][1]])
    max_grad = np.array([r[0][2], r[1][2]])
    return variance, entropy, max_grad
