# https://github.com/joshyZhou/AST/issues/17
# attention = attention + 1e-8 "to avoid getting NaNs (log0 = nan)", then -(p * log p): the
# shifted probabilities bias the entropy (every key adds -1e-8 * log(1e-8) and p is no longer p).
import numpy as np


def _softmax(s):
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        p = _softmax(s)
        variance.append(np.var(s))
        attention = p + 1e-8
        entropy.append((-attention * np.log(attention)).sum(-1).mean())
        max_grad.append(np.max(p * (1 - p), axis=-1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
