# MISTAKE: The entropy uses np.log2, so it is reported in bits instead of nats.
import numpy as np


class Experiment:
    def __init__(self, q, k):
        self.q = np.asarray(q, dtype=np.float64)
        self.k = np.asarray(k, dtype=np.float64)
        if (self.q.ndim != 2 or self.k.ndim != 3
                or self.k.shape[0] != self.q.shape[0] or self.k.shape[2] != self.q.shape[1]):
            raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")

    def scores(self, scaled):
        s = (self.k @ self.q[:, :, None])[..., 0]
        return s / np.sqrt(self.q.shape[1]) if scaled else s

    @staticmethod
    def probs(s):
        e = np.exp(s - s.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def measure(self, scaled):
        s = self.scores(scaled)
        p = self.probs(s)
        safe = np.where(p > 0, p, 1.0)
        ent = -(p * np.log2(safe)).sum(axis=1).mean()
        return s.var(), ent, (p * (1 - p)).max(axis=1).mean()


def scaling_experiment(q, k):
    exp = Experiment(q, k)
    res = [exp.measure(False), exp.measure(True)]
    return tuple(np.array(col) for col in zip(*res))
