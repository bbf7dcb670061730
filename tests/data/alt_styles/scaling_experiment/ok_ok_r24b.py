import numpy as np


def _stats(s):
    # s: (n_trials, n_keys) scores
    z = s - s.max(axis=-1, keepdims=True)
    e = np.exp(z)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = z - np.log(e.sum(axis=-1, keepdims=True))             # stable log-softmax
    plogp = np.where(p > 0, p * logp, 0.0)                        # 0 log 0 = 0
    entropy = -plogp.sum(axis=-1)
    max_grad = (p * (1.0 - p)).max(axis=-1)
    return np.var(s), entropy.mean(), max_grad.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape} and {k.shape}")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum('tkd,td->tk', k, q)
    scaled = raw / np.sqrt(d_k)
    r = _stats(raw)
    c = _stats(scaled)
    variance = np.array([r[0], c[0]], dtype=np.float64)
    entropy = np.array([r[1], c[1]], dtype=np.float64)
    max_grad = np.array([r[2], c[2]], dtype=np.float64)
    return variance, entropy, max_grad
