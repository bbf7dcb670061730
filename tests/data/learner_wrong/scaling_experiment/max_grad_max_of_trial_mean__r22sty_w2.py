# MISTAKE: max_grad takes the mean over trials first and the max over keys afterwards (max_j mean_t p(1-p)) instead of the mean over trials of max_j p_j(1 - p_j).
import numpy as np


class Experiment:
    def __init__(self, q, k):
        if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
            raise ValueError("shapes do not fit (n_trials, d_k) and (n_trials, n_keys, d_k)")
        self.raw = np.matmul(k, q[:, :, None])[..., 0]
        self.d_k = q.shape[1]

    @staticmethod
    def measure(s):
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        logp = np.log(np.clip(p, np.finfo(float).tiny, None))
        ent = -(np.where(p > 0, p * logp, 0.0)).sum(axis=1).mean()
        grad = (p * (1 - p)).mean(axis=0).max()
        return s.var(), ent, grad

    def run(self):
        a = self.measure(self.raw)
        b = self.measure(self.raw / np.sqrt(self.d_k))
        return tuple(np.array([x, y]) for x, y in zip(a, b))


def scaling_experiment(q, k):
    return Experiment(np.asarray(q, float), np.asarray(k, float)).run()
