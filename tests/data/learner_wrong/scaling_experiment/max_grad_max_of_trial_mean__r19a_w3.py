# MISTAKE: max_grad averages p(1-p) over the trials FIRST and then takes the max over keys (max_j mean_t) instead of the mean over trials of max_j p_j(1-p_j).
import numpy as np


class _Softmax:
    def __init__(self, scores):
        shifted = scores - np.max(scores, axis=-1, keepdims=True)
        ex = np.exp(shifted)
        self.p = ex / np.sum(ex, axis=-1, keepdims=True)

    def entropy(self):
        p = self.p
        safe = np.where(p > 0, p, 1.0)
        return float(np.mean(-np.sum(p * np.log(safe), axis=-1)))

    def max_grad(self):
        jac_diag = self.p * (1.0 - self.p)
        return float(np.max(np.mean(jac_diag, axis=0)))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[::2] != q.shape:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    s = np.einsum("nd,nkd->nk", q, k)
    results = [(np.var(x), _Softmax(x)) for x in (s, s / np.sqrt(q.shape[1]))]
    return (np.array([v for v, _ in results]),
            np.array([sm.entropy() for _, sm in results]),
            np.array([sm.max_grad() for _, sm in results]))
