# MISTAKE: the entropy is measured in BITS (np.log2 in Experiment.entropy) instead of nats.
import numpy as np


class Experiment:
    def __init__(self, scores):
        self.s = scores
        z = scores - scores.max(axis=-1, keepdims=True)
        e = np.exp(z)
        self.p = e / e.sum(axis=-1, keepdims=True)

    def variance(self):
        return self.s.var()

    def entropy(self):
        p = self.p
        safe = np.where(p > 0, p, 1.0)
        return float(np.mean(-(p * np.log2(safe)).sum(axis=-1)))

    def max_grad(self):
        return float(np.mean((self.p * (1.0 - self.p)).max(axis=-1)))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum('tkd,td->tk', k, q)
    exps = [Experiment(raw), Experiment(raw / np.sqrt(q.shape[1]))]
    return (np.array([e.variance() for e in exps]),
            np.array([e.entropy() for e in exps]),
            np.array([e.max_grad() for e in exps]))
