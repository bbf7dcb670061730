# MISTAKE: entropy is computed in bits (np.log2) instead of nats (np.log) in _entropy.
import numpy as np


class _Softmax:
    def __init__(self, scores):
        z = scores - scores.max(axis=-1, keepdims=True)
        ez = np.exp(z)
        self.p = ez / ez.sum(axis=-1, keepdims=True)


def _entropy(p):
    terms = np.zeros_like(p)
    nz = p > 0
    terms[nz] = p[nz] * np.log2(p[nz])
    return -terms.sum(axis=-1)


def scaling_experiment(q, k):
    q = np.asarray(q, float)
    k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    s_raw = np.einsum("td,tkd->tk", q, k)
    s_sc = s_raw / np.sqrt(q.shape[-1])
    variance, entropy, max_grad = np.zeros(2), np.zeros(2), np.zeros(2)
    for i, s in enumerate((s_raw, s_sc)):
        p = _Softmax(s).p
        variance[i] = s.var()
        entropy[i] = _entropy(p).mean()
        max_grad[i] = (p * (1 - p)).max(axis=-1).mean()
    return variance, entropy, max_grad
