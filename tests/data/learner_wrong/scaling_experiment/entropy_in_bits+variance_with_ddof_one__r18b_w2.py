# MISTAKE: TWO slips: (1) the variance uses the sample variance ddof=1 instead of np.var's ddof 0;
# (2) the entropy is computed with log base 2 (bits) instead of the natural log (nats).
import numpy as np


class _Trial:
    def __init__(self, scores):
        self.s = scores

    def softmax(self):
        z = np.exp(self.s - self.s.max(axis=-1, keepdims=True))
        return z / z.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if np.ndim(q) != 2 or np.ndim(k) != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shape mismatch")
    raw = np.einsum("nd,nkd->nk", q, k)
    res = {"v": [], "e": [], "g": []}
    for s in (raw, raw / np.sqrt(q.shape[1])):
        t = _Trial(s)
        p = t.softmax()
        res["v"].append(np.var(s, ddof=1))
        safe = np.where(p > 0, p, 1.0)
        res["e"].append(float(np.mean(-np.sum(p * np.log2(safe), axis=-1))))
        res["g"].append(float(np.mean(np.max(p * (1 - p), axis=-1))))
    return np.array(res["v"]), np.array(res["e"]), np.array(res["g"])
