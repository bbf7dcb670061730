# MISTAKE: divides the dot products by d_k itself instead of sqrt(d_k) (the `scale` attribute is q.shape[-1], not its square root).
import numpy as np


class ScoreFn:
    def __init__(self, d_k):
        self.scale = d_k

    def __call__(self, q, k):
        return np.matmul(q, np.swapaxes(k, -1, -2)) / self.scale


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same last-axis size")
    return ScoreFn(q.shape[-1])(q, k)
