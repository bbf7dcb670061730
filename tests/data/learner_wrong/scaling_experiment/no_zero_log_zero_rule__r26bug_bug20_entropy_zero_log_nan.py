# SOURCE: https://github.com/kkirchheim/pytorch-ood/issues/84
# MISTAKE: The entropy is computed as -sum(p * log p) directly, so a weight that underflows to exactly 0 (as happens when the unscaled scores of one trial are several hundred apart) gives 0 * -inf = NaN instead of using 0 log 0 = 0.
import numpy as np


def _softmax_rows(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)

    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        p = _softmax_rows(s)
        variance.append(np.var(s))
        with np.errstate(divide="ignore", invalid="ignore"):
            entropy.append(np.mean(-np.sum(p * np.log(p), axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
