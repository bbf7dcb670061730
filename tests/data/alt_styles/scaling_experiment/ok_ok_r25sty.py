import math
import numpy as np


class ScalingExperiment:
    def __init__(self, q, k):
        q = np.asarray(q, dtype=np.float64)
        k = np.asarray(k, dtype=np.float64)
        if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
            raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got %s and %s"
                             % (q.shape, k.shape))
        self._q, self._k = q, k
        self._d = q.shape[1]

    def getRawScores(self):
        return np.einsum("tkd,td->tk", self._k, self._q)

    def getScaledScores(self):
        return self.getRawScores() / math.sqrt(self._d)

    @staticmethod
    def softmax(s):
        e = np.exp(s - s.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    @staticmethod
    def entropy(p):
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        return -t.sum(axis=1)

    def getResults(self):
        var, ent, mg = np.zeros(2), np.zeros(2), np.zeros(2)
        for idx, s in enumerate((self.getRawScores(), self.getScaledScores())):
            p = self.softmax(s)
            var[idx] = np.var(s)
            ent[idx] = self.entropy(p).mean()
            mg[idx] = (p * (1.0 - p)).max(axis=1).mean()
        return var, ent, mg


def scaling_experiment(q, k):
    return ScalingExperiment(q, k).getResults()
