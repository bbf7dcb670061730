import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    e = np.exp(s - m)
    return e / np.sum(e, axis=-1, keepdims=True)


def _stats(scores):
    p = _softmax(scores)                                              # (n_trials, n_keys)
    plogp = p * np.log2(p, out=np.zeros_like(p), where=p > 0)  # bits instead of nats
    entropy = -np.sum(plogp, axis=-1)                                 # (n_trials,) nats
    max_grad = np.max(p * (1.0 - p), axis=-1)                         # (n_trials,) largest Jacobian entry
    return np.var(scores), np.mean(entropy), np.mean(max_grad)



def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[-1]
    raw = np.einsum("tkd,td->tk", k, q)
    unscaled = _stats(raw)
    scaled = _stats(raw / np.sqrt(d_k))
    variance, entropy, max_grad = (np.array([a, b]) for a, b in zip(unscaled, scaled))
    return variance, entropy, max_grad
