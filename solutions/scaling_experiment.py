"""Reference: why attention divides by sqrt(d_k), measured.

Vaswani et al. 2017, §3.2.1 and footnote 4: if the components of q and k are independent with
mean 0 and variance 1, q . k = sum_i q_i k_i has mean 0 and variance d_k. Large scores push the
softmax into regions "where it has extremely small gradients". For every trial (one query against
n_keys keys) we compute the scores without and with the 1/sqrt(d_k) factor and report
  - the variance of all scores (population variance, ddof = 0): about d_k vs about 1;
  - the mean entropy of the softmax weights, in nats: near 0 = one-hot, log(n_keys) = uniform;
  - the mean of max_j p_j (1 - p_j), the largest entry of the softmax Jacobian diag(p) - p p^T:
    the biggest gradient any score can receive; it vanishes when the softmax saturates.
"""

import numpy as np

from .softmax import softmax


def _stats(scores):
    p = softmax(scores, axis=-1)                                      # (n_trials, n_keys), over the keys
    plogp = p * np.log(p, out=np.zeros_like(p), where=p > 0)          # 0 log 0 = 0 (underflowed weights)
    entropy = -np.sum(plogp, axis=-1)                                 # (n_trials,) nats
    max_grad = np.max(p * (1.0 - p), axis=-1)                         # (n_trials,) largest Jacobian entry
    variance = np.var(scores)                                         # over every score of every trial
    return variance, np.mean(entropy), np.mean(max_grad)


def scaling_experiment(q, k):
    """Returns (variance, entropy, max_grad), each of shape (2,): [without scaling, with 1/sqrt(d_k)]."""
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[-1]
    raw = np.einsum("tkd,td->tk", k, q)                               # (n_trials, n_keys, d_k) . (n_trials, d_k) -> (n_trials, n_keys)
    unscaled = _stats(raw)
    scaled = _stats(raw / np.sqrt(d_k))
    variance, entropy, max_grad = (np.array([a, b]) for a, b in zip(unscaled, scaled))
    return variance, entropy, max_grad
