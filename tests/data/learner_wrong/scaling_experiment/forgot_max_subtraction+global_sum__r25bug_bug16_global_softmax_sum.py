# SOURCE: https://github.com/rickwierenga/MLFundamentals/issues/1
# MISTAKE: The softmax is np.exp(s) / np.sum(np.exp(s)) over the WHOLE (n_trials, n_keys) score array instead of per trial over its keys, so each trial's p does not sum to 1 and the entropy and max_grad are wrong (the variance, computed on the raw scores, is unaffected).
import numpy as np


def _softmax(z):
    return np.exp(z) / np.sum(np.exp(z))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        variance.append(np.var(s))
        p = _softmax(s)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        entropy.append(np.mean(-plogp.sum(axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
