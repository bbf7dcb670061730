# MISTAKE: validates the shapes with assert, so mismatched shapes raise AssertionError instead of ValueError.
import numpy as np


def scaling_experiment(q, k):
    assert q.ndim == 2 and k.ndim == 3, "q must be (n_trials, d_k), k (n_trials, n_keys, d_k)"
    assert k.shape[0] == q.shape[0] and k.shape[2] == q.shape[1], "q and k shapes do not fit"
    d_k = q.shape[1]
    raw = np.einsum('tkd,td->tk', k, q)

    def stats(s):
        shifted = s - np.max(s, axis=-1, keepdims=True)
        p = np.exp(shifted)
        p = p / np.sum(p, axis=-1, keepdims=True)
        logp = np.log(p, out=np.zeros_like(p), where=p > 0)
        return np.var(s), np.mean(-np.sum(p * logp, -1)), np.mean(np.max(p * (1 - p), -1))

    r = stats(raw)
    sc = stats(raw / np.sqrt(d_k))
    return tuple(np.array([r[i], sc[i]], dtype=np.float64) for i in range(3))
