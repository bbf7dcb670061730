# SOURCE: https://github.com/huggingface/trl/issues/7221
# MISTAKE: the entropy is computed as -sum(p * log p) with no 0*log(0) = 0 guard: keys whose softmax weight
#          underflows to exactly 0 (common for the unscaled scores at large d_k) give 0 * -inf = NaN, poisoning the mean.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    s = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for scores in (s, s / np.sqrt(d_k)):
        variance.append(np.var(scores))
        z = scores - scores.max(axis=-1, keepdims=True)
        e = np.exp(z)
        p = e / e.sum(axis=-1, keepdims=True)
        logp = np.log(p)
        entropy.append(np.mean(-(p * logp).sum(axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
