# SOURCE: https://github.com/tensorflow/probability/issues/241
# MISTAKE: The entropy is computed as -sum(p * log(p)) with no special case for p == 0; when a softmax probability underflows to exactly 0 (large unscaled scores, float32), 0 * log(0) = 0 * -inf = NaN instead of the convention 0 log 0 = 0.
import numpy as np


def _softmax(s):
    s = s - np.max(s, axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape}, {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        p = _softmax(s)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.sum(p * np.log(p), axis=-1)
        variance.append(np.var(s))
        entropy.append(np.mean(h))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
